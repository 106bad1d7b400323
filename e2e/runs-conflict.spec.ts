import { test, expect } from './fixtures';
import { createConstructAndStartRun, uniqueRunName } from './pages/run-journey';
import { RunPage } from './pages/run-page';

test.describe('two people reviewing the same round', () => {
  test.setTimeout(180_000);

  test('one submission wins; the other sees a clear message and the board catches up', async ({ page, browser }) => {
    const { runId } = await createConstructAndStartRun(page, { name: uniqueRunName('Conflict'), run: { mode: 'person' } });
    const first = new RunPage(page);
    await first.waitForReview(1);

    const otherContext = await browser.newContext();
    try {
      const otherPage = await otherContext.newPage();
      // The second tab has no live feed, as when it sat in the background: it cannot know the
      // round was just sent from elsewhere.
      await otherPage.route(`**/runs/${runId}/events**`, (route) => route.abort());
      const second = new RunPage(otherPage);
      await second.goto(runId);
      await second.waitForReview(1);

      // Different decisions for the same item in each tab.
      const [label] = await first.labels(first.reviewableCards());
      await first.decide(label!, 'KEEP');
      await second.decide(label!, 'DISCARD', 'From the second tab.');

      await Promise.all([first.sendButton.click(), second.sendButton.click()]);

      const errors = [first.reviewError, second.reviewError];
      await expect.poll(async () => (await Promise.all(errors.map((e) => e.count()))).reduce((a, b) => a + b, 0), { timeout: 20_000 }).toBe(1);
      const loserIndex = (await first.reviewError.count()) === 1 ? 0 : 1;
      const loser = loserIndex === 0 ? first : second;
      const winnerChoice = loserIndex === 0 ? 'discarded' : 'kept';
      await expect(loser.reviewError).toHaveAttribute('data-code', 'conflict');
      await expect(loser.reviewError).toContainText('Round 1 was already submitted');

      // The winner's decisions stand, as both tabs see once the loser's board has caught up.
      for (const view of [first, second]) {
        await expect(view.card(label!)).toHaveAttribute('data-status', winnerChoice, { timeout: 30_000 });
        await expect(view.board).not.toHaveAttribute('data-review-round', '1');
      }
      await first.page.reload();
      await expect(first.card(label!)).toHaveAttribute('data-status', winnerChoice);
    } finally {
      await otherContext.close();
    }
  });
});
