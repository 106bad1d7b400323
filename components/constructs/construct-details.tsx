import type { ReactNode } from 'react';
import type { ConstructSpec } from '@/lib/constructs';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { formatDateTime, plural } from './format';

/** The facts about a stored construct: its fingerprint (version identity), dates and runs. */
export function ConstructDetails({
  spec,
  fingerprint,
  createdAt,
  updatedAt,
  runCount,
}: {
  spec: ConstructSpec;
  fingerprint: string;
  createdAt: Date;
  updatedAt: Date;
  runCount: number;
}) {
  const orbiting = spec.dimensions.reduce((sum, dim) => sum + dim.orbiting.length, 0);
  return (
    <Card title="Details" titleId="construct-details-title" as="aside" data-testid="construct-details">
      <dl className="space-y-4 text-sm">
        <div>
          <dt className="flex items-center justify-between text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Fingerprint
            <CopyButton text={fingerprint} aria-label="Copy fingerprint" data-testid="copy-fingerprint" />
          </dt>
          <dd
            className="mt-1 rounded bg-slate-100 px-2 py-1.5 font-mono text-xs leading-relaxed break-all text-slate-800"
            data-testid="construct-fingerprint"
          >
            {fingerprint}
          </dd>
          <dd className="mt-1 text-xs text-slate-500">
            SHA-256 of the canonical JSON. Any change to the construct gives a new fingerprint.
          </dd>
        </div>
        <Fact label="Structure" testId="construct-structure">
          {plural(spec.dimensions.length, 'dimension')}, {plural(orbiting, 'orbiting construct')}
        </Fact>
        <Fact label="Response scale">{spec.responseScale.anchors}-point</Fact>
        <Fact label="Runs" testId="construct-runs">
          {runCount}
        </Fact>
        <Fact label="Created">{formatDateTime(createdAt)}</Fact>
        <Fact label="Updated" testId="construct-updated">
          {formatDateTime(updatedAt)}
        </Fact>
      </dl>
    </Card>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-t border-slate-100 pt-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right text-slate-800 tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
