'use client';

import Link from 'next/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { ImportErrors, useConstructImport } from './import-construct';

/** Title of the construct library with its three ways to add a construct. */
export function LibraryHeader({ count }: { count: number }) {
  const importer = useConstructImport();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div>
          <h1>Constructs</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Definitions, dimensions and the orbiting constructs that items must stay distinct from.
            {count > 0 && (
              <span className="text-slate-500"> {count === 1 ? '1 construct.' : `${count} constructs.`}</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {importer.fileInput}
          <Button onClick={importer.choose} disabled={importer.pending} data-testid="import-button">
            {importer.pending ? 'Importing…' : 'Import JSON'}
          </Button>
          <Link href="/constructs/new?preset=aaaw" className={buttonClasses()} data-testid="preset-aaaw-button">
            Start from AAAW preset
          </Link>
          <Link
            href="/constructs/new"
            className={buttonClasses({ variant: 'primary' })}
            data-testid="new-construct-button"
          >
            New construct
          </Link>
        </div>
      </div>
      {importer.failure && <ImportErrors failure={importer.failure} onDismiss={importer.dismiss} />}
    </div>
  );
}
