import type { ItemVersionView } from '@/lib/runs/board-types';
import { Button } from '@/components/ui/button';

/** The meta editor's synthesis and suggested revision; the revision can be taken as the edit. */
export function MetaEditorNote({ version, onUseRevision }: { version: ItemVersionView; onUseRevision?: (stem: string) => void }) {
  if (!version.metaComment && !version.metaRevision) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50/80 px-3 py-2 text-xs" data-testid="meta-editor">
      <p className="font-semibold text-slate-700">MetaEditor</p>
      {version.metaComment && (
        <p className="mt-0.5 text-slate-700" data-testid="meta-comment">
          {version.metaComment}
        </p>
      )}
      {version.metaRevision && (
        <div className="mt-1.5 flex flex-wrap items-start justify-between gap-2">
          <p className="min-w-0 flex-1 text-slate-700">
            <span className="font-medium">Suggested revision:</span>{' '}
            <q className="text-slate-900" data-testid="meta-revision">
              {version.metaRevision}
            </q>
          </p>
          {onUseRevision && (
            <Button size="sm" variant="secondary" onClick={() => onUseRevision(version.metaRevision!)} data-testid="use-meta-revision">
              Use as my edit
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
