import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { test, expect } from './fixtures';
import { createConstructAndStartRun, uniqueRunName } from './pages/run-journey';
import { RunPage } from './pages/run-page';

const HEURISTIC = 'Offline heuristic panel — not model output';
const INDEX = /^(−?\.\d\d|1\.00|−1\.00)$/;

test.describe('a run, from construct to exported scale', () => {
  test.setTimeout(240_000);

  test('start, watch live, review every metric, decide, send, approve and export', async ({ page }, testInfo) => {
    const name = uniqueRunName('Work Engagement');
    // No script errors and no hydration mismatches anywhere along the way.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    // Start a run from a construct created through the form; no model key: the offline panel.
    const { runId } = await test.step('create the construct and start a run', async () =>
      createConstructAndStartRun(page, { name, run: { itemsPerDimension: 2, maxRounds: 3, mode: 'person' } }),
    );
    const run = new RunPage(page);
    await expect(run.view).toBeVisible();
    // A marker in this document: it survives only if the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // Agent messages arrive over SSE without reloading.
    await expect(page.getByTestId('feed-connection')).toHaveAttribute('data-state', 'live');
    await expect(run.feedEntries.first()).toBeVisible();
    await expect(run.feed.getByTestId('feed-entry-route').filter({ hasText: 'ItemWriter' }).first()).toBeVisible();
    await expect(run.feed.getByTestId('heuristic-label').first()).toHaveText(HEURISTIC);
    await expect(page.getByTestId('run-title')).toHaveText(name);
    await run.waitForReview(1);
    await expect(page.locator('[data-testid="progress-step"][data-step="feedback"]')).toHaveAttribute('data-state', 'waiting');

    // The board shows every metric on every card under review.
    const reviewable = run.reviewableCards();
    await expect(reviewable).toHaveCount(4);
    await test.step('every metric is on every card', async () => {
      for (const card of await reviewable.all()) {
        await expect(card.getByTestId('item-stem')).not.toBeEmpty();
        await expect(card.getByTestId('item-dimension')).toHaveText(/^(Vigour|Absorption)$/);
        await expect(card.getByTestId('item-rationale')).toContainText('Rationale:');
        const dimension = (await card.getByTestId('item-dimension').textContent())!;
        const ratings = card.getByTestId('content-ratings');
        await expect(ratings.getByTestId('content-ratings-judge')).toHaveCount(3);
        await expect(ratings.getByRole('columnheader').nth(1)).toContainText(dimension);
        await expect(ratings.getByTestId('content-ratings-orbiting')).toHaveText(
          dimension === 'Vigour' ? [/Job Satisfaction/, /Workaholism/] : [/Flow/, /Organisational Commitment/],
        );
        for (const index of ['htc', 'htd']) {
          await expect(card.getByTestId(`metric-${index}-value`)).toHaveText(INDEX);
          await expect(card.getByTestId(`metric-${index}-threshold`)).toHaveText(index === 'htc' ? /^[≥<] \.83$/ : /^[≥<] \.35$/);
          await expect(card.getByTestId(`metric-${index}-band`)).toHaveText(/^(very strong|strong|moderate|weak|lack of validity)$/);
        }
        for (const criterion of ['grammar', 'readability', 'negativeLanguage', 'clarity']) {
          await expect(card.getByTestId(`linguistic-${criterion}`).locator('dd')).toHaveText(/^[1-5](\.\d)?$/);
        }
        await expect(card.getByTestId('bias-score').locator('dd')).toHaveText(/^[1-5](\.\d)?$/);
        await expect(card.getByTestId('item-checks').or(card.getByTestId('item-checks-clean'))).toBeVisible();
        await expect(card.getByTestId('meta-editor')).toBeVisible();
        const computed = await card.getByTestId('computed-decision').getAttribute('data-decision');
        expect(['KEEP', 'REVISE', 'DISCARD']).toContain(computed);
        await expect(card.getByTestId('decision-reasons').locator('li').first()).toBeVisible();
        // Pre-set to the computed decision.
        await expect(card.getByTestId(`decision-${computed!.toLowerCase()}-input`)).toBeChecked();
        await expect(card.locator('header').getByTestId('heuristic-label')).toHaveText(HEURISTIC);
        await expect(card.getByTestId('item-history')).toHaveAttribute('data-versions', '1');
      }
      await expect(page.getByTestId('plot-point')).toHaveCount(4);
      await expect(page.getByTestId('threshold-htc')).toBeAttached();
      await expect(page.getByTestId('threshold-htd')).toBeAttached();
      await expect(page.getByTestId('scatter-plot').locator('svg')).toContainText('c = .83');
      await expect(page.getByTestId('scatter-plot').locator('svg')).toContainText('d = .35');
    });

    // Clicking a point of the c/d plot brings its card into focus.
    const [keep, revise, discard, edit] = await run.labels(reviewable);
    await page.locator(`[data-testid="plot-point"][data-label="${discard}"]`).click();
    await expect(run.card(discard!)).toBeFocused();

    // KEEP one, REVISE one with a note, DISCARD one, edit one stem.
    const keptStem = (await run.card(keep!).getAttribute('data-stem'))!;
    const editedStem = 'I feel full of energy during my working day.';
    await run.decide(keep!, 'KEEP');
    // The decision is a radio group: arrow keys change it.
    await run.card(keep!).getByTestId('decision-keep-input').focus();
    await page.keyboard.press('ArrowRight');
    await expect(run.card(keep!).getByTestId('decision-revise-input')).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(run.card(keep!).getByTestId('decision-keep-input')).toBeChecked();
    await run.decide(revise!, 'REVISE', 'Make it more specific to the workday.');
    await run.decide(discard!, 'DISCARD');
    await run.editStem(edit!, editedStem);
    await expect(run.card(edit!).getByTestId('decision-revise-input')).toBeChecked();
    await expect(run.summary).toHaveText('1 frozen, 2 to revise, 1 to replace');
    await expect(page.getByTestId('round-summary-edited')).toContainText('1 stem edited');

    // Send; a second click on the same button does nothing (no second submission, no conflict).
    const feedBefore = await run.feedEntries.count();
    await run.sendButton.dblclick();
    await expect(run.board).not.toHaveAttribute('data-review-round', '1');
    await run.waitForReview(2);
    await expect(run.reviewError).toHaveCount(0);

    // The feed continued on the same page: round-2 messages arrived without a reload.
    await expect(page.locator('[data-testid="feed-entry"][data-round="2"]').first()).toBeVisible();
    expect(await run.feedEntries.count()).toBeGreaterThan(feedBefore);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    await test.step('kept unchanged and not re-reviewed, discarded replaced, edited re-reviewed', async () => {
      const kept = run.card(keep!);
      await expect(kept).toHaveAttribute('data-status', 'kept');
      await expect(kept).toHaveAttribute('data-stem', keptStem);
      await expect(kept).toHaveAttribute('data-versions', '1');
      await expect(kept).toHaveAttribute('data-reviewable', 'false');
      await expect(kept.getByTestId('decision-control')).toHaveCount(0);
      await expect(kept.getByTestId('item-state')).toContainText('Frozen');

      await expect(run.card(discard!)).toHaveAttribute('data-status', 'discarded');
      const replacement = page.locator(`[data-testid="item-card"][data-replaces="${discard}"]`);
      await expect(replacement).toHaveCount(1);
      await expect(replacement).toHaveAttribute('data-reviewable', 'true');
      await expect(replacement).toHaveAttribute('data-status', 'active');

      const edited = run.card(edit!);
      await expect(edited).toHaveAttribute('data-stem', editedStem);
      await expect(edited).toHaveAttribute('data-versions', '2');
      await expect(edited).toHaveAttribute('data-reviewable', 'true');
      await expect(edited.getByTestId('metric-htc-value')).toHaveText(INDEX);
      await expect(edited.getByTestId('item-round')).toHaveText('round 2');
      await edited.getByTestId('item-history').locator('summary').click();
      await expect(edited.getByTestId('history-version').last()).toHaveAttribute('data-source', 'human-edit');
      await expect(edited.getByTestId('history-version').last().getByTestId('word-diff')).toBeVisible();

      const revised = run.card(revise!);
      await expect(revised).toHaveAttribute('data-versions', '2');
      await expect(revised.getByTestId('history-version').first()).toContainText('Make it more specific to the workday.');
      await expect(run.reviewableCards()).toHaveCount(3);
    });

    await test.step('filter and sort the board by dimension, decision, c and d', async () => {
      const total = await run.cards.count();
      await page.getByTestId('filter-dimension').selectOption({ label: 'Absorption' });
      const dimensions = await run.cards.getByTestId('item-dimension').allTextContents();
      expect(dimensions.length).toBeGreaterThan(0);
      expect(dimensions.length).toBeLessThan(total);
      expect(new Set(dimensions)).toEqual(new Set(['Absorption']));
      await page.getByTestId('filter-clear').click();
      await expect(run.cards).toHaveCount(total);

      await page.getByTestId('filter-decision').selectOption('DISCARD');
      const decisions = await run.cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-decision')));
      expect(decisions.length).toBeGreaterThan(0);
      expect(new Set(decisions)).toEqual(new Set(['DISCARD']));
      await expect(run.card(discard!)).toBeAttached();
      await page.getByTestId('filter-clear').click();

      await page.getByTestId('filter-c').selectOption('meets');
      for (const htc of await run.cards.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-htc'))))) expect(htc).toBeGreaterThanOrEqual(0.83 - 1e-9);
      await page.getByTestId('filter-clear').click();

      for (const [key, attribute] of [['c-desc', 'data-htc'], ['d-asc', 'data-htd']] as const) {
        await page.getByTestId('board-sort').selectOption(key);
        const values = (await run.cards.evaluateAll((nodes, attr) => nodes.map((n) => n.getAttribute(attr)), attribute)).filter((v) => v !== '').map(Number);
        const sorted = [...values].sort((a, b) => (key === 'c-desc' ? b - a : a - b));
        expect(values).toEqual(sorted);
      }
      await page.getByTestId('board-sort').selectOption('board');
      await expect(run.cards).toHaveCount(total);
    });

    // Keep everything under review and approve the scale.
    for (const label of await run.labels(run.reviewableCards())) await run.decide(label, 'KEEP');
    await expect(run.summary).toHaveText('4 frozen, 0 to revise, 0 to replace');
    await run.approve();
    await run.waitForStatus('completed');
    await expect(page.getByTestId('run-completed')).toBeVisible();

    // The CSV holds exactly the kept items, with the board's figures.
    const keptCards = page.locator('[data-testid="item-card"][data-status="kept"]');
    await expect(keptCards).toHaveCount(4);
    const { path } = await run.downloadCsv(testInfo.outputDir);
    const text = await readFile(path, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const csv = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
    expect(csv.errors).toEqual([]);
    expect(csv.meta.fields).toEqual(
      expect.arrayContaining(['item_id', 'dimension', 'stem', 'htc', 'htc_band', 'htd', 'htd_band', 'grammar', 'readability', 'negative_language', 'clarity', 'bias', 'rounds_taken', 'flags']),
    );
    expect(csv.data).toHaveLength(4);
    const board = await keptCards.evaluateAll((nodes) =>
      nodes.map((n) => ({
        label: n.getAttribute('data-label')!,
        stem: n.getAttribute('data-stem')!,
        htc: Number(n.getAttribute('data-htc')),
        htd: Number(n.getAttribute('data-htd')),
        versions: Number(n.getAttribute('data-versions')),
        dimension: n.querySelector('[data-testid="item-dimension"]')!.textContent,
      })),
    );
    expect(csv.data.map((row) => row.item_id).sort()).toEqual(board.map((b) => b.label).sort());
    for (const row of csv.data) {
      const card = board.find((b) => b.label === row.item_id)!;
      expect(row.stem).toBe(card.stem);
      expect(row.dimension).toBe(card.dimension);
      // The CSV carries three decimals of the board's value.
      expect(Math.abs(Number(row.htc) - card.htc)).toBeLessThanOrEqual(0.0005);
      expect(Math.abs(Number(row.htd) - card.htd)).toBeLessThanOrEqual(0.0005);
      expect(Number(row.rounds_taken)).toBe(card.versions);
      for (const column of ['grammar', 'readability', 'negative_language', 'clarity', 'bias']) expect(Number(row[column])).toBeGreaterThanOrEqual(1);
    }
    expect(csv.data.find((row) => row.item_id === keep)!.rounds_taken).toBe('1');

    expect(problems).toEqual([]);

    // The runs list shows the finished run.
    await page.goto('/runs');
    const row = page.locator(`[data-testid="run-row"][data-run-id="${runId}"]`);
    await expect(row).toHaveAttribute('data-status', 'completed');
    await expect(row.getByTestId('run-row-link')).toHaveText(name);
    await expect(row.getByTestId('run-row-keep')).toHaveText('4');
  });
});
