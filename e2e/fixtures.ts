import { test as base, expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ConstructFormPage } from './pages/construct-form-page';
import { ConstructPage } from './pages/construct-page';
import { LibraryPage } from './pages/library-page';

/** A name no other test (or earlier run against the same database) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomBytes(4).toString('hex')}`;
}

export const test = base.extend<{ library: LibraryPage; form: ConstructFormPage; constructPage: ConstructPage }>({
  library: async ({ page }, provide) => provide(new LibraryPage(page)),
  form: async ({ page }, provide) => provide(new ConstructFormPage(page)),
  constructPage: async ({ page }, provide) => provide(new ConstructPage(page)),
});

export { expect };
