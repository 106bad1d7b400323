'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from './cx';

export type ToastTone = 'success' | 'error' | 'info';

interface ToastMessage {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastApi {
  show: (message: string, options?: { tone?: ToastTone }) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const TONES: Record<ToastTone, { frame: string; dot: string }> = {
  success: { frame: 'border-emerald-200', dot: 'bg-emerald-600' },
  error: { frame: 'border-red-200', dot: 'bg-red-600' },
  info: { frame: 'border-slate-200', dot: 'bg-brand-600' },
};

const DISMISS_AFTER_MS = 6000;

/**
 * Holds the toasts of everything below it. Put it in a layout that stays mounted across the
 * navigations that should keep a toast visible (a toast shown before router.push survives it).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback<ToastApi['show']>((message, options) => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-2), { id, message, tone: options?.tone ?? 'success' }]);
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-full max-w-sm flex-col gap-2"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), DISMISS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <div
      data-testid="toast"
      data-tone={toast.tone}
      className={cx(
        'pointer-events-auto flex items-start gap-3 rounded-lg border bg-white px-4 py-3 text-sm text-slate-900 shadow-lg',
        TONES[toast.tone].frame,
      )}
    >
      <span aria-hidden className={cx('mt-1.5 h-2 w-2 shrink-0 rounded-full', TONES[toast.tone].dot)} />
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-mr-1 rounded px-1 text-slate-400 hover:text-slate-700"
        aria-label="Dismiss notification"
      >
        ×
      </button>
    </div>
  );
}

const noop: ToastApi = { show: () => {} };

/** `show(message)` a short notification; a no-op outside a ToastProvider. */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? noop;
}
