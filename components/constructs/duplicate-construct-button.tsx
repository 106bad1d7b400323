'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { duplicateConstructAction } from '@/lib/actions/duplicate-construct';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';

/** Copies a construct as "<name> (copy)"; optionally opens the copy. */
export function DuplicateConstructButton({
  id,
  name,
  openCopy = false,
  variant = 'ghost',
  size = 'sm',
  'data-testid': testId = 'duplicate-construct',
}: {
  id: string;
  name: string;
  openCopy?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  'data-testid'?: string;
}) {
  const router = useRouter();
  const toast = useToast();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant={variant}
      size={size}
      disabled={pending}
      aria-label={`Duplicate ${name}`}
      data-testid={testId}
      onClick={() =>
        startTransition(async () => {
          try {
            const result = await duplicateConstructAction({ id });
            if (!result.ok) {
              toast.show(result.error, { tone: 'error' });
              return;
            }
            toast.show(`Duplicated as “${result.name}”.`);
            if (openCopy) router.push(`/constructs/${result.id}`);
          } catch {
            toast.show('The server could not be reached. Nothing was duplicated.', { tone: 'error' });
          }
        })
      }
    >
      {pending ? 'Duplicating…' : 'Duplicate'}
    </Button>
  );
}
