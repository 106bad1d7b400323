import Link from 'next/link';
import { shortFingerprint } from '@/lib/constructs';
import { buttonClasses } from '@/components/ui/button';
import { DeleteConstructButton } from './delete-construct-button';
import { DuplicateConstructButton } from './duplicate-construct-button';
import { formatDateTime } from './format';

/** One row of the library (the shape of the construct list query). */
export interface ConstructListItem {
  id: string;
  name: string;
  fingerprint: string;
  dimensionCount: number;
  runCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const TH = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** The construct library as a table, newest change first. */
export function LibraryTable({ constructs }: { constructs: ConstructListItem[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="constructs-table">
        <caption className="sr-only">Constructs</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TH}>
              Name
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Dimensions
            </th>
            <th scope="col" className={TH}>
              Fingerprint
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Runs
            </th>
            <th scope="col" className={TH}>
              Updated
            </th>
            <th scope="col" className={`${TH} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {constructs.map((c) => (
            <tr
              key={c.id}
              data-testid="construct-row"
              data-construct-id={c.id}
              data-construct-name={c.name}
              className="hover:bg-slate-50/70"
            >
              <th scope="row" className="max-w-md px-4 py-3 text-left font-medium">
                <Link
                  href={`/constructs/${c.id}`}
                  className="text-slate-900 hover:text-brand-700 hover:underline"
                  data-testid="construct-row-name"
                >
                  {c.name}
                </Link>
              </th>
              <td className="px-4 py-3 text-right text-slate-700 tabular-nums" data-testid="construct-row-dimensions">
                {c.dimensionCount}
              </td>
              <td className="px-4 py-3">
                <code
                  className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700"
                  title={c.fingerprint}
                  data-testid="construct-row-fingerprint"
                >
                  {shortFingerprint(c.fingerprint)}
                </code>
              </td>
              <td className="px-4 py-3 text-right text-slate-700 tabular-nums" data-testid="construct-row-runs">
                {c.runCount}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600" data-testid="construct-row-updated">
                <time dateTime={new Date(c.updatedAt).toISOString()}>{formatDateTime(c.updatedAt)}</time>
              </td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-1">
                  <Link
                    href={`/constructs/${c.id}/run`}
                    className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-brand-700' })}
                    aria-label={`Start a run of ${c.name}`}
                    data-testid="construct-row-run"
                  >
                    Start a run
                  </Link>
                  <Link
                    href={`/constructs/${c.id}`}
                    className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                    aria-label={`Edit ${c.name}`}
                    data-testid="construct-row-edit"
                  >
                    Edit
                  </Link>
                  <DuplicateConstructButton id={c.id} name={c.name} data-testid="construct-row-duplicate" />
                  <a
                    href={`/constructs/${c.id}/export`}
                    download
                    className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                    aria-label={`Export ${c.name} as JSON`}
                    data-testid="construct-row-export"
                  >
                    Export JSON
                  </a>
                  <DeleteConstructButton
                    id={c.id}
                    name={c.name}
                    runCount={c.runCount}
                    data-testid="construct-row-delete"
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
