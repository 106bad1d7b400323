import { expect, type Locator, type Page } from '@playwright/test';

/** A stored construct's own page: details, fingerprint and actions (the form is ConstructFormPage). */
export class ConstructPage {
  readonly title: Locator;
  readonly fingerprint: Locator;
  readonly structure: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByTestId('construct-title');
    this.fingerprint = page.getByTestId('construct-fingerprint');
    this.structure = page.getByTestId('construct-structure');
  }

  async goto(id: string) {
    await this.page.goto(`/constructs/${id}`);
    await expect(this.title).toBeVisible();
  }

  get id(): string {
    return new URL(this.page.url()).pathname.split('/').pop()!;
  }

  /** The full fingerprint, after checking it is a SHA-256 hex digest. */
  async fingerprintText(): Promise<string> {
    await expect(this.fingerprint).toHaveText(/^[0-9a-f]{64}$/);
    return (await this.fingerprint.textContent())!.trim();
  }
}
