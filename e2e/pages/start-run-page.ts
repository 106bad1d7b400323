import { expect, type Locator, type Page } from '@playwright/test';

export const RUN_URL = /\/runs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface StartRunInput {
  itemsPerDimension?: number;
  maxRounds?: number;
  judges?: number;
  mode?: 'person' | 'lewmod' | 'auto-keep';
}

/** The start-a-run form at /constructs/[id]/run. */
export class StartRunPage {
  readonly form: Locator;
  readonly submitButton: Locator;
  readonly offlineNotice: Locator;
  readonly offlineCheckbox: Locator;
  readonly formError: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId('start-run-form');
    this.submitButton = page.getByTestId('start-run-submit');
    this.offlineNotice = page.getByTestId('run-offline-notice');
    this.offlineCheckbox = page.getByTestId('run-offline');
    this.formError = page.getByTestId('start-run-error');
  }

  async goto(constructId: string) {
    await this.page.goto(`/constructs/${constructId}/run`);
    await expect(this.form).toBeVisible();
  }

  /** The control of a settings path, e.g. `itemsPerDimension` or `thresholds.htc`. */
  field(path: string): Locator {
    return this.page.getByTestId(`run-${path.replace(/\./g, '-')}`);
  }

  error(path: string): Locator {
    return this.page.getByTestId(`run-${path.replace(/\./g, '-')}-error`);
  }

  async fill(input: StartRunInput) {
    if (input.itemsPerDimension !== undefined) await this.field('itemsPerDimension').fill(String(input.itemsPerDimension));
    if (input.maxRounds !== undefined) await this.field('maxRounds').fill(String(input.maxRounds));
    if (input.judges !== undefined) await this.field('judges').fill(String(input.judges));
    if (input.mode) await this.page.getByTestId(`run-mode-${input.mode}`).check();
  }

  /** Starts the run and waits for its page; returns the run id. */
  async start(): Promise<string> {
    await this.submitButton.click();
    await expect(this.page).toHaveURL(RUN_URL, { timeout: 20_000 });
    return new URL(this.page.url()).pathname.split('/').pop()!;
  }
}
