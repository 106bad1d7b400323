import { expect, type Locator, type Page } from '@playwright/test';
import { cssString } from './selectors';

/** The construct library at /constructs. */
export class LibraryPage {
  readonly heading: Locator;
  readonly importErrors: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Constructs' });
    this.importErrors = page.getByTestId('import-errors');
    // Every row renders its own (closed) dialog; the one that matters is the open one.
    this.deleteDialog = page.locator('dialog[open][data-testid="delete-dialog"]');
  }

  async goto() {
    await this.page.goto('/constructs');
    await expect(this.heading).toBeVisible();
  }

  /** The table row of the construct with exactly this name. */
  row(name: string): Locator {
    return this.page.locator(`[data-testid="construct-row"][data-construct-name=${cssString(name)}]`);
  }

  rowById(id: string): Locator {
    return this.page.locator(`[data-testid="construct-row"][data-construct-id=${cssString(id)}]`);
  }

  /** Downloads the construct's JSON through the row's export link; returns the saved file path. */
  async exportRow(name: string, saveDir: string): Promise<{ path: string; suggestedFilename: string }> {
    const downloadPromise = this.page.waitForEvent('download');
    await this.row(name).getByTestId('construct-row-export').click();
    const download = await downloadPromise;
    const path = `${saveDir}/${download.suggestedFilename()}`;
    await download.saveAs(path);
    return { path, suggestedFilename: download.suggestedFilename() };
  }

  async importFile(file: string | { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByTestId('import-file-input').setInputFiles(file);
  }

  async duplicate(name: string) {
    await this.row(name).getByTestId('construct-row-duplicate').click();
  }

  async openDelete(name: string) {
    await this.row(name).getByTestId('construct-row-delete').click();
    await expect(this.deleteDialog).toBeVisible();
  }
}
