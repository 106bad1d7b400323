import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getStartRunOptions } from '@/lib/runs/start-options';
import { Badge } from '@/components/ui/badge';
import { plural } from '@/components/runs/format';
import { StartRunForm } from '@/components/runs/start-run/start-run-form';
import { loadConstruct } from '../load-construct';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const construct = await loadConstruct((await params).id);
  return { title: construct ? `Start a run · ${construct.name}` : 'Construct not found' };
}

export default async function StartRunPage({ params }: Props) {
  const construct = await loadConstruct((await params).id);
  if (!construct) notFound();
  const options = getStartRunOptions();
  const { spec } = construct;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
          <Link href="/constructs" className="hover:text-slate-800 hover:underline">
            Constructs
          </Link>{' '}
          /{' '}
          <Link href={`/constructs/${construct.id}`} className="hover:text-slate-800 hover:underline">
            {construct.name}
          </Link>{' '}
          / Start a run
        </nav>
        <h1 className="mt-1">Start a run</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          The agent panel writes items for <strong className="font-medium text-slate-800">{construct.name}</strong>, reviews
          them for content validity, language and bias, and brings each round to the review board.
        </p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge tone="brand">{plural(spec.dimensions.length, 'dimension')}</Badge>
          <Badge>{spec.responseScale.anchors}-point scale</Badge>
          {construct.runCount > 0 && <Badge>{plural(construct.runCount, 'earlier run')}: their items are avoided</Badge>}
        </div>
      </div>
      <StartRunForm
        constructId={construct.id}
        constructName={construct.name}
        dimensionCount={spec.dimensions.length}
        offlineDefault={options.offlineDefault}
        missingKeys={options.missingKeys ?? []}
        configError={options.configError ?? null}
        agents={options.agents}
        defaults={options.defaults}
      />
    </div>
  );
}
