import { diffWords } from 'diff';

/** Word-level changes from `before` to `after`: removed words struck through, added words underlined. */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWords(before, after);
  return (
    <p className="leading-relaxed text-slate-800" data-testid="word-diff">
      {parts.map((part, i) =>
        part.added ? (
          <ins key={i} className="rounded-sm bg-emerald-100 text-emerald-900 no-underline" data-testid="diff-added">
            <span className="sr-only">[added: </span>
            {part.value}
            <span className="sr-only">]</span>
          </ins>
        ) : part.removed ? (
          <del key={i} className="rounded-sm bg-red-100 text-red-800 line-through decoration-red-400" data-testid="diff-removed">
            <span className="sr-only">[removed: </span>
            {part.value}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </p>
  );
}
