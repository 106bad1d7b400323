'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Re-renders the (server-rendered) page every few seconds while `active`, e.g. while runs are running. */
export function AutoRefresh({ active, intervalMs = 4000 }: { active: boolean; intervalMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, router]);
  return null;
}
