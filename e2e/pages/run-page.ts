import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { cssString } from './selectors';

export type Decision = 'KEEP' | 'REVISE' | 'DISCARD';

/** The run page: header and status, review board, progress and live feed. */
export class RunPage {
  readonly view: Locator;
  readonly status: Locator;
  readonly feed: Locator;
  readonly feedEntries: Locator;
  readonly board: Locator;
  readonly cards: Locator;
  readonly sendButton: Locator;
  readonly approveButton: Locator;
  readonly summary: Locator;
  readonly reviewError: Locator;

  constructor(readonly page: Page) {
    this.view = page.getByTestId('run-view');
    this.status = page.getByTestId('run-status');
    this.feed = page.getByTestId('agent-feed');
    this.feedEntries = page.getByTestId('feed-entry');
    this.board = page.getByTestId('review-board');
    this.cards = page.getByTestId('item-card');
    this.sendButton = page.getByTestId('send-round');
    this.approveButton = page.getByTestId('approve-scale');
    this.summary = page.getByTestId('round-summary');
    this.reviewError = page.getByTestId('review-error');
  }

  async goto(runId: string) {
    await this.page.goto(`/runs/${runId}`);
    await expect(this.view).toBeVisible();
  }

  get runId(): string {
    return new URL(this.page.url()).pathname.split('/').pop()!;
  }

  /** Waits until `round` is waiting for review on the board. */
  async waitForReview(round: number, timeout = 60_000) {
    await expect(this.view).toHaveAttribute('data-status', 'waiting_review', { timeout });
    await expect(this.view).toHaveAttribute('data-round', String(round));
    await expect(this.board).toHaveAttribute('data-review-round', String(round));
  }

  async waitForStatus(status: 'running' | 'waiting_review' | 'completed' | 'failed', timeout = 60_000) {
    await expect(this.view).toHaveAttribute('data-status', status, { timeout });
  }

  card(label: string): Locator {
    return this.page.locator(`[data-testid="item-card"][data-label=${cssString(label)}]`);
  }

  reviewableCards(): Locator {
    return this.page.locator('[data-testid="item-card"][data-reviewable="true"]');
  }

  async labels(cards: Locator = this.cards): Promise<string[]> {
    return cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-label')!));
  }

  async decide(label: string, decision: Decision, note?: string) {
    const card = this.card(label);
    await card.getByTestId(`decision-${decision.toLowerCase()}`).click();
    await expect(card.getByTestId(`decision-${decision.toLowerCase()}-input`)).toBeChecked();
    if (note !== undefined) await this.page.getByTestId(`note-${label}`).fill(note);
  }

  async editStem(label: string, stem: string) {
    const card = this.card(label);
    await card.getByTestId('edit-stem').click();
    await card.getByTestId('stem-edit-input').fill(stem);
    await card.getByTestId('apply-stem-edit').click();
    await expect(card.getByTestId('stem-edit-applied')).toBeVisible();
  }

  /** Feed sequence numbers in the order shown. */
  async feedSeqs(): Promise<number[]> {
    return this.feedEntries.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-seq'))));
  }

  async approve() {
    await this.approveButton.click();
    const dialog = this.page.getByTestId('approve-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('approve-dialog-confirm').click();
  }

  async downloadCsv(saveDir: string): Promise<{ path: string; download: Download }> {
    const downloadPromise = this.page.waitForEvent('download');
    await this.page.getByTestId('export-csv').click();
    const download = await downloadPromise;
    const path = `${saveDir}/${download.suggestedFilename()}`;
    await download.saveAs(path);
    return { path, download };
  }
}
