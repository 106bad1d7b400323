import type { Metadata } from 'next';
import Link from 'next/link';
import { getPreset } from '@/lib/constructs/presets';
import { ConstructForm } from '@/components/constructs/construct-form';

export const metadata: Metadata = { title: 'New construct' };

export default async function NewConstructPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { preset: presetId } = await searchParams;
  const preset = typeof presetId === 'string' ? getPreset(presetId) : undefined;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
          <Link href="/constructs" className="hover:text-slate-800 hover:underline">
            Constructs
          </Link>{' '}
          / New
        </nav>
        <h1 className="mt-1">New construct</h1>
      </div>
      {preset && (
        <div
          className="rounded-lg border border-brand-100 bg-brand-50 px-5 py-3 text-sm text-brand-900"
          data-testid="preset-notice"
        >
          <p>
            Pre-filled from the <strong>{preset.title}</strong> preset. Definitions are paraphrased for Scalewright;
            review them and save.
          </p>
          <p className="mt-1 text-xs text-brand-700">{preset.citation}</p>
        </div>
      )}
      <ConstructForm key={preset?.id ?? 'blank'} mode={{ kind: 'create' }} initial={preset?.spec} />
    </div>
  );
}
