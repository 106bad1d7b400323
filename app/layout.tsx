import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Scalewright', template: '%s · Scalewright' },
  description: 'Build psychological scales with a panel of LLM agents and Colquitt content validity.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <Providers>
          <AppShell>{children}</AppShell>
        </Providers>
      </body>
    </html>
  );
}
