import Link from 'next/link';
import type { ReactNode } from 'react';
import { NavLinks } from './nav-links';

/** The frame of every page: a top bar with the product name and the main sections. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-8 px-6">
          <Link href="/constructs" className="flex items-center gap-2 font-semibold text-slate-900">
            <span aria-hidden className="grid h-7 w-7 place-items-center rounded-md bg-brand-700 text-sm text-white">
              S
            </span>
            Scalewright
          </Link>
          <NavLinks />
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-6 py-8">{children}</main>
      <footer className="border-t border-slate-200 bg-white py-3 text-center text-xs text-slate-500">
        LM-AIG after Lee, Son &amp; Jia (2025) · content validity after Colquitt et al. (2019)
      </footer>
    </div>
  );
}
