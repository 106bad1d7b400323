import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

export default function ConstructNotFound() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center" data-testid="construct-not-found">
      <h1>Construct not found</h1>
      <p className="mt-2 text-sm text-slate-600">
        There is no construct at this address. It may have been deleted, or the link is incomplete.
      </p>
      <Link href="/constructs" className={buttonClasses({ className: 'mt-6' })}>
        Back to the library
      </Link>
    </div>
  );
}
