'use client';

import { useCallback, useEffect, useMemo, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { constructSchema, formatIssues, type ConstructSpec, type FieldIssue } from '@/lib/constructs';
import { createConstructAction } from '@/lib/actions/create-construct';
import { updateConstructAction } from '@/lib/actions/update-construct';
import { useToast } from '@/components/ui/toast';
import { draftFromSpec, draftToInput, emptyDraft } from './construct-draft';
import { toErrorMap } from './field-paths';
import { useConstructDraft } from './use-construct-draft';

export type ConstructFormMode = { kind: 'create' } | { kind: 'edit'; id: string };

function validate(input: unknown): FieldIssue[] {
  const result = constructSchema.safeParse(input);
  return result.success ? [] : formatIssues(result.error);
}

/**
 * State of the construct form: the draft, its errors and saving. Errors appear after the first
 * save attempt and then follow every change, so they always describe what is on screen. A failed
 * save keeps the draft exactly as typed.
 */
export function useConstructForm({ mode, initial }: { mode: ConstructFormMode; initial?: ConstructSpec }) {
  const router = useRouter();
  const toast = useToast();
  const [serverIssues, setServerIssues] = useState<FieldIssue[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [pending, startTransition] = useTransition();

  const clearServerFeedback = useCallback(() => {
    setServerIssues((issues) => (issues.length > 0 ? [] : issues));
    setFormError(null);
  }, []);
  const { draft, ...ops } = useConstructDraft(
    () => (initial ? draftFromSpec(initial) : emptyDraft()),
    clearServerFeedback,
  );

  const input = useMemo(() => draftToInput(draft), [draft]);
  const serialized = useMemo(() => JSON.stringify(input), [input]);
  const [savedState, setSavedState] = useState(serialized);
  const dirty = serialized !== savedState;

  const clientIssues = useMemo(() => (attempted ? validate(input) : []), [attempted, input]);
  const issues = useMemo(() => {
    const seen = new Set(clientIssues.map((issue) => `${issue.path}\u0000${issue.message}`));
    return [...clientIssues, ...serverIssues.filter((issue) => !seen.has(`${issue.path}\u0000${issue.message}`))];
  }, [clientIssues, serverIssues]);
  const errors = useMemo(() => toErrorMap(issues), [issues]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = useCallback(() => {
    setAttempted(true);
    setFormError(null);
    if (validate(input).length > 0) {
      setSummaryFocus((n) => n + 1);
      return;
    }
    startTransition(async () => {
      let result;
      try {
        result =
          mode.kind === 'create'
            ? await createConstructAction({ spec: input })
            : await updateConstructAction({ id: mode.id, spec: input });
      } catch (error) {
        console.error(error);
        setFormError('The server could not be reached. Nothing was saved; your changes are still here.');
        setSummaryFocus((n) => n + 1);
        return;
      }
      if (!result.ok) {
        setServerIssues(result.fieldErrors ?? []);
        setFormError(result.error);
        setSummaryFocus((n) => n + 1);
        return;
      }
      setSavedState(serialized);
      toast.show(mode.kind === 'create' ? `Created “${result.name}”.` : `Saved “${result.name}”.`);
      if (mode.kind === 'create') router.push(`/constructs/${result.id}`);
      else router.refresh();
    });
  }, [input, mode, router, serialized, toast]);

  return { draft, ops, errors, issues, formError, pending, dirty, submit, summaryFocus };
}
