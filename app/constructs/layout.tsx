import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';

/** Keeps notifications alive across navigations inside the construct library. */
export default function ConstructsLayout({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
