import { test, expect } from './fixtures';
import { twoDimensionConstruct, uniqueRunName } from './pages/run-journey';
import { RunPage } from './pages/run-page';
import { StartRunPage } from './pages/start-run-page';

test.describe('starting a run', () => {
  test('shows the defaults and the offline panel, refuses bad settings at their fields, then starts', async ({ page, form, library }) => {
    const name = uniqueRunName('Grit');
    await form.gotoNew();
    await form.fill(twoDimensionConstruct(name));
    const constructId = await form.saveNew();

    // From the library row.
    await library.goto();
    await library.row(name).getByTestId('construct-row-run').click();
    const start = new StartRunPage(page);
    await expect(start.form).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/constructs/${constructId}/run$`));

    // The paper's defaults.
    await expect(start.field('itemsPerDimension')).toHaveValue('4');
    await expect(start.field('maxRounds')).toHaveValue('3');
    await expect(start.field('judges')).toHaveValue('3');
    await expect(start.field('thresholds.htc')).toHaveValue('0.83');
    await expect(start.field('thresholds.htd')).toHaveValue('0.35');
    await expect(start.field('thresholds.keepBias')).toHaveValue('4');
    await expect(start.field('thresholds.discardLinguistic')).toHaveValue('2');
    await expect(page.getByTestId('run-mode-person')).toBeChecked();

    // No model key in the test server: the offline heuristic panel, said plainly and forced on.
    await expect(start.offlineNotice).toContainText('this run will use the offline heuristic panel (no LLM)');
    await expect(start.offlineCheckbox).toBeChecked();
    await expect(start.offlineCheckbox).toBeDisabled();
    await expect(page.getByTestId('run-models-writer')).toBeDisabled();

    // Bad settings: errors at the fields, focus on the first, nothing started.
    await start.field('itemsPerDimension').fill('0');
    await start.field('judges').fill('three');
    await start.field('thresholds.discardBias').fill('4');
    await start.submitButton.click();
    await expect(start.error('itemsPerDimension')).toHaveText(/between 1 and 20/);
    await expect(start.field('itemsPerDimension')).toHaveAttribute('aria-invalid', 'true');
    await expect(start.field('itemsPerDimension')).toBeFocused();
    await expect(start.error('judges')).toHaveText(/must be a number/);
    await expect(page).toHaveURL(new RegExp(`/constructs/${constructId}/run$`));

    await start.field('itemsPerDimension').fill('1');
    await start.field('judges').fill('2');
    await expect(start.error('itemsPerDimension')).toHaveCount(0);
    await start.submitButton.click();
    await expect(start.error('thresholds.discardBias')).toHaveText(/below the KEEP level/);
    await page.getByTestId('run-thresholds-reset').click();
    await expect(start.field('thresholds.discardBias')).toHaveValue('2');
    await expect(start.error('thresholds.discardBias')).toHaveCount(0);

    // A valid run starts and opens its page, labelled as heuristic output.
    await start.fill({ mode: 'auto-keep', maxRounds: 1 });
    const runId = await start.start();
    const run = new RunPage(page);
    await expect(run.view).toBeVisible();
    await expect(page.getByTestId('run-title')).toHaveText(name);
    await expect(page.getByTestId('run-round')).toHaveText(/Round \d of 1/);
    await run.waitForStatus('completed');
    // auto-keep with one item per dimension and one round: two items, judged by two judges each.
    await expect(run.cards).toHaveCount(2);
    await expect(run.cards.first().getByTestId('content-ratings-judge')).toHaveCount(2);

    await page.goto('/runs');
    await expect(page.locator(`[data-testid="run-row"][data-run-id="${runId}"]`)).toBeVisible();
  });

  test('an unknown run is a clear not-found page', async ({ page }) => {
    await page.goto('/runs/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('run-not-found')).toBeVisible();
    await page.goto('/runs/not-a-run');
    await expect(page.getByTestId('run-not-found')).toBeVisible();
  });
});
