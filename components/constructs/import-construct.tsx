'use client';

import { useRef, useState, useTransition, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { MAX_CONSTRUCT_JSON_LENGTH, parseConstructJson, type FieldIssue } from '@/lib/constructs';
import { importConstructAction } from '@/lib/actions/import-construct';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';

export interface ImportFailure {
  fileName: string;
  error: string;
  issues: FieldIssue[];
}

/**
 * Construct import: reads a file in the browser, checks it with the shared schema, creates the
 * construct on the server and opens it; on failure keeps every problem with its path. Render
 * `fileInput` anywhere, call `choose()` from a button, and show `failure` where it fits.
 */
export function useConstructImport() {
  const router = useRouter();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [pending, startTransition] = useTransition();

  const importFile = (file: File) =>
    startTransition(async () => {
      setFailure(null);
      const fail = (error: string, issues: FieldIssue[] = []) => setFailure({ fileName: file.name, error, issues });
      // Characters are at most 4 bytes in UTF-8: a bigger file cannot be within the limit.
      if (file.size > MAX_CONSTRUCT_JSON_LENGTH * 4) {
        fail(`The file is too large to be a construct (at most ${MAX_CONSTRUCT_JSON_LENGTH} characters).`);
        return;
      }
      const text = await file.text();
      const local = parseConstructJson(text);
      if (!local.ok) {
        fail('The file is not a valid construct.', local.errors);
        return;
      }
      try {
        const result = await importConstructAction({ text });
        if (!result.ok) {
          fail(result.error, result.fieldErrors);
          return;
        }
        toast.show(`Imported “${result.name}”.`);
        router.push(`/constructs/${result.id}`);
      } catch {
        fail('The server could not be reached. Nothing was imported.');
      }
    });

  const fileInput: ReactNode = (
    <input
      ref={inputRef}
      type="file"
      accept=".json,application/json"
      className="sr-only"
      tabIndex={-1}
      aria-hidden
      data-testid="import-file-input"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) importFile(file);
      }}
    />
  );

  return {
    fileInput,
    choose: () => inputRef.current?.click(),
    pending,
    failure,
    dismiss: () => setFailure(null),
  };
}

/** The problems of a failed import, one per line as `path: message`. */
export function ImportErrors({ failure, onDismiss }: { failure: ImportFailure; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      data-testid="import-errors"
      className="rounded-lg border border-red-300 bg-red-50 px-5 py-4 text-sm text-red-900"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-sm font-semibold text-red-900">“{failure.fileName}” was not imported</h2>
          <p className="mt-0.5">{failure.error}</p>
        </div>
        <Button size="sm" variant="ghost" onClick={onDismiss} data-testid="import-errors-dismiss">
          Dismiss
        </Button>
      </div>
      {failure.issues.length > 0 && (
        <ul className="mt-3 space-y-1 font-mono text-xs">
          {failure.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`} data-testid="import-error">
              <span className="font-semibold">{issue.path}</span>: {issue.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
