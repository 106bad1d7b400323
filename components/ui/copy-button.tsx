'use client';

import { useState } from 'react';
import { Button, type ButtonSize } from './button';

/** Copies `text` to the clipboard and says so for a moment. */
export function CopyButton({
  text,
  label = 'Copy',
  size = 'sm',
  'data-testid': testId,
  'aria-label': ariaLabel,
}: {
  text: string;
  label?: string;
  size?: ButtonSize;
  'data-testid'?: string;
  'aria-label'?: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size={size}
      variant="ghost"
      data-testid={testId}
      aria-label={ariaLabel}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        } catch {
          setCopied(false);
        }
      }}
    >
      <span aria-live="polite">{copied ? 'Copied' : label}</span>
    </Button>
  );
}
