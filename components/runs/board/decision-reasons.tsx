import type { ItemVersionView } from '@/lib/runs/board-types';
import { Badge } from '@/components/ui/badge';
import { DECISION_META } from '../format';

/** The deterministic decision computed in code, with its reasons in words. */
export function DecisionReasons({ version }: { version: ItemVersionView }) {
  if (!version.decision) {
    return (
      <p className="text-xs text-slate-500" data-testid="computed-decision" data-decision="">
        Not reviewed yet.
      </p>
    );
  }
  const meta = DECISION_META[version.decision];
  return (
    <div data-testid="computed-decision" data-decision={version.decision}>
      <p className="flex items-center gap-2 text-xs text-slate-600">
        Computed decision
        <Badge tone={meta.tone}>{meta.verb}</Badge>
      </p>
      {version.reasons.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs text-slate-700" data-testid="decision-reasons">
          {version.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
