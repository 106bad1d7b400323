import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

/** What a new user sees: what a construct is and the ways to start. */
export function EmptyLibrary() {
  return (
    <div
      data-testid="constructs-empty"
      className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
    >
      <div aria-hidden className="mx-auto grid h-11 w-11 place-items-center rounded-full bg-brand-50 text-lg text-brand-700">
        ◎
      </div>
      <h2 className="mt-4">No constructs yet</h2>
      <p className="mx-auto mt-2 max-w-lg text-sm text-slate-600">
        A construct is what your scale measures: a definition, a target population, a response scale, and dimensions
        with the neighbouring constructs their items must not drift into. Start from scratch, from the Attitudes toward
        AI at Work preset, or import a construct JSON file.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Link href="/constructs/new?preset=aaaw" className={buttonClasses()} data-testid="empty-preset-aaaw">
          Start from AAAW preset
        </Link>
        <Link href="/constructs/new" className={buttonClasses({ variant: 'primary' })} data-testid="empty-new-construct">
          New construct
        </Link>
      </div>
    </div>
  );
}
