'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { deleteConstructAction } from '@/lib/actions/delete-construct';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { plural } from './format';

/**
 * Deletes a construct after a confirmation that says how many runs go with it. If runs were
 * started since the page loaded, the server asks again with the new count.
 */
export function DeleteConstructButton({
  id,
  name,
  runCount: initialRunCount,
  redirectTo,
  variant = 'ghost',
  size = 'sm',
  'data-testid': testId = 'delete-construct',
}: {
  id: string;
  name: string;
  runCount: number;
  /** Where to go after deleting (e.g. the library, from the construct's own page). */
  redirectTo?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  'data-testid'?: string;
}) {
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [runCount, setRunCount] = useState(initialRunCount);
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    startTransition(async () => {
      setError(undefined);
      try {
        const result = await deleteConstructAction({ id, confirm: runCount > 0 });
        if (result.ok) {
          setOpen(false);
          const runs = result.runsDeleted > 0 ? ` and ${plural(result.runsDeleted, 'run')}` : '';
          toast.show(`Deleted “${name}”${runs}.`);
          if (redirectTo) router.push(redirectTo);
          return;
        }
        if ('needsConfirmation' in result) {
          setRunCount(result.runCount);
          setError(`Runs were started meanwhile: ${result.error} Confirm again to delete.`);
          return;
        }
        setError(result.error);
      } catch {
        setError('The server could not be reached. Nothing was deleted.');
      }
    });

  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={variant === 'ghost' ? 'text-red-700 hover:bg-red-50 hover:text-red-800' : undefined}
        onClick={() => {
          setError(undefined);
          setRunCount(initialRunCount);
          setOpen(true);
        }}
        data-testid={testId}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete “${name}”?`}
        confirmLabel={runCount > 0 ? `Delete construct and ${plural(runCount, 'run')}` : 'Delete construct'}
        busy={pending}
        error={error}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        data-testid="delete-dialog"
      >
        {runCount > 0 ? (
          <p data-testid="delete-dialog-runs">
            This construct has <strong>{plural(runCount, 'run')}</strong>. Deleting it also deletes those runs with
            their rounds, items and every item version. This cannot be undone.
          </p>
        ) : (
          <p>The construct has no runs. This cannot be undone; export it first if you may need it again.</p>
        )}
      </ConfirmDialog>
    </>
  );
}
