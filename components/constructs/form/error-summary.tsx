'use client';

import { useEffect, useId, useRef } from 'react';
import type { FieldIssue } from '@/lib/constructs';
import { describePath, fieldId } from './field-paths';

/**
 * The list of problems at the top of the form. Each entry links to the field at fault; the
 * summary takes focus whenever `focusKey` changes (after a failed save).
 */
export function ErrorSummary({
  issues,
  formError,
  focusKey,
}: {
  issues: readonly FieldIssue[];
  formError: string | null;
  focusKey: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);

  if (issues.length === 0 && !formError) return null;

  const title =
    issues.length === 0
      ? 'The construct was not saved'
      : `${issues.length} ${issues.length === 1 ? 'problem needs' : 'problems need'} fixing before saving`;

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      data-testid="error-summary"
      className="rounded-lg border border-red-300 bg-red-50 px-5 py-4 text-sm text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-400"
    >
      <h2 id={titleId} className="text-sm font-semibold text-red-900">
        {title}
      </h2>
      {formError && issues.length === 0 && <p className="mt-1">{formError}</p>}
      {issues.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`} data-testid="error-summary-item" data-path={issue.path}>
              <a
                href={`#${fieldId(issue.path)}`}
                className="underline decoration-red-300 underline-offset-2 hover:decoration-red-700"
                onClick={(event) => {
                  const target = document.getElementById(fieldId(issue.path));
                  if (!target) return;
                  event.preventDefault();
                  target.focus({ preventScroll: true });
                  target.scrollIntoView({ block: 'center' });
                }}
              >
                <span className="font-medium">{describePath(issue.path)}</span>: {issue.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
