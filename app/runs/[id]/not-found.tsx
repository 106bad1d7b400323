import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

export default function RunNotFound() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center" data-testid="run-not-found">
      <h1>Run not found</h1>
      <p className="mt-2 text-sm text-slate-600">There is no run at this address. It may have been deleted with its construct, or the link is incomplete.</p>
      <Link href="/runs" className={buttonClasses({ className: 'mt-6' })}>
        Back to the runs
      </Link>
    </div>
  );
}
