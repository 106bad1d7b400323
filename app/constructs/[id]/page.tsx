import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { ConstructDetails } from '@/components/constructs/construct-details';
import { ConstructForm } from '@/components/constructs/construct-form';
import { DeleteConstructButton } from '@/components/constructs/delete-construct-button';
import { DuplicateConstructButton } from '@/components/constructs/duplicate-construct-button';
import { plural } from '@/components/constructs/format';
import { loadConstruct } from './load-construct';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const construct = await loadConstruct((await params).id);
  return { title: construct ? construct.name : 'Construct not found' };
}

export default async function ConstructPage({ params }: Props) {
  const construct = await loadConstruct((await params).id);
  if (!construct) notFound();
  const { id, name, spec } = construct;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
            <Link href="/constructs" className="hover:text-slate-800 hover:underline">
              Constructs
            </Link>{' '}
            / Edit
          </nav>
          <h1 className="mt-1 break-words" data-testid="construct-title">
            {name}
          </h1>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Badge tone="brand">{plural(spec.dimensions.length, 'dimension')}</Badge>
            <Badge>{spec.responseScale.anchors}-point scale</Badge>
            <Badge tone={construct.runCount > 0 ? 'success' : 'neutral'}>{plural(construct.runCount, 'run')}</Badge>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            href={`/constructs/${id}/run`}
            className={buttonClasses({ variant: 'primary' })}
            data-testid="start-run-button"
          >
            Start a run
          </Link>
          <a
            href={`/constructs/${id}/export`}
            download
            className={buttonClasses()}
            data-testid="export-construct"
          >
            Export JSON
          </a>
          <DuplicateConstructButton id={id} name={name} openCopy variant="secondary" size="md" />
          <DeleteConstructButton
            id={id}
            name={name}
            runCount={construct.runCount}
            redirectTo="/constructs"
            variant="secondary"
            size="md"
          />
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ConstructForm mode={{ kind: 'edit', id }} initial={spec} />
        <div className="lg:sticky lg:top-6">
          <ConstructDetails
            spec={spec}
            fingerprint={construct.fingerprint}
            createdAt={construct.createdAt}
            updatedAt={construct.updatedAt}
            runCount={construct.runCount}
          />
        </div>
      </div>
    </div>
  );
}
