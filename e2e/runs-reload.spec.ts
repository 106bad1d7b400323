import { test, expect } from './fixtures';
import { createConstructAndStartRun, uniqueRunName } from './pages/run-journey';
import { RunPage } from './pages/run-page';

function expectStrictlyIncreasing(seqs: number[]) {
  for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1]!);
}

test.describe('reloading the run page', () => {
  test.setTimeout(180_000);

  test('nothing is lost during a run or a review, and the feed continues without gaps or duplicates', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await createConstructAndStartRun(page, { name: uniqueRunName('Reload'), run: { itemsPerDimension: 3, mode: 'person' } });
    const run = new RunPage(page);

    // During the run: reload as soon as the first messages are in.
    await expect(run.feedEntries.first()).toBeVisible();
    const early = await run.feedSeqs();
    await page.reload();
    await expect(run.view).toBeVisible();
    await expect.poll(async () => (await run.feedSeqs()).length).toBeGreaterThanOrEqual(early.length);
    const afterReload = await run.feedSeqs();
    expect(afterReload.slice(0, early.length)).toEqual(early);
    expectStrictlyIncreasing(afterReload);

    // The run reaches review with every item on the board.
    await run.waitForReview(1);
    await expect(run.reviewableCards()).toHaveCount(6);
    const [first, second] = await run.labels(run.reviewableCards());

    // During review: decisions made but not sent survive a reload.
    await run.decide(first!, 'DISCARD', 'Too close to job satisfaction.');
    await run.decide(second!, 'REVISE', 'Shorter, please.');
    const summary = (await run.summary.textContent())!;
    const seqsBefore = await run.feedSeqs();
    await page.reload();
    await run.waitForReview(1);
    await expect(run.card(first!).getByTestId('decision-discard-input')).toBeChecked();
    await expect(page.getByTestId(`note-${first}`)).toHaveValue('Too close to job satisfaction.');
    await expect(run.card(second!).getByTestId('decision-revise-input')).toBeChecked();
    await expect(run.summary).toHaveText(summary);
    await expect.poll(async () => run.feedSeqs()).toEqual(seqsBefore);

    // The feed continues after the reload: round 2 arrives live, each event once and in order.
    await run.sendButton.click();
    await run.waitForReview(2);
    await expect(page.locator('[data-testid="feed-entry"][data-round="2"]').first()).toBeVisible();
    const seqs = await run.feedSeqs();
    expectStrictlyIncreasing(seqs);
    expect(seqs.slice(0, seqsBefore.length)).toEqual(seqsBefore);
    expect(seqs.length).toBeGreaterThan(seqsBefore.length);
    await expect(run.card(first!)).toHaveAttribute('data-status', 'discarded');
    await expect(run.card(second!)).toHaveAttribute('data-versions', '2');
    expect(problems).toEqual([]);
  });
});
