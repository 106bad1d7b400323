import { test, expect, uniqueName } from './fixtures';

test.describe('construct form', () => {
  test('shows each error at its field, keeps what was typed, and saves once fixed', async ({
    page,
    form,
    constructPage,
    library,
  }) => {
    const name = uniqueName('Work Engagement');
    const longDefinition = 'Energy at work. '.repeat(130); // 2,080 characters, over the 2,000 limit
    await form.gotoNew();

    // Bad input: no name, an oversized definition, a dimension with a single orbiting construct.
    await form.field('definition').fill(longDefinition);
    await form.field('population').fill('Full-time employees');
    await form.fillDimension(0, {
      name: 'Vigour',
      definition: 'High levels of energy while working.',
      orbiting: [{ name: 'Job Satisfaction', definition: 'Contentment with one’s job as a whole.' }],
    });
    await form.removeOrbiting(0, 1);
    await expect(form.orbitingRows(0)).toHaveCount(1);
    await form.save();

    await expect(form.summary).toBeVisible();
    await expect(form.summary).toBeFocused();
    await expect(form.summary.getByTestId('error-summary-item')).toHaveCount(3);
    await expect(form.error('name')).toHaveText(/required/);
    await expect(form.field('name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('name')).toHaveAttribute('aria-describedby', /field-name-error/);
    await expect(form.error('definition')).toHaveText(/must be at most 2000 characters/);
    await expect(form.field('definition')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.error('dimensions[0].orbiting')).toHaveText(/at least 2 required/);
    await expect(form.error('population')).toHaveCount(0);

    // Nothing was saved and nothing typed was lost.
    await expect(page).toHaveURL(/\/constructs\/new$/);
    await expect(form.field('definition')).toHaveValue(longDefinition);
    await expect(form.field('dimensions[0].name')).toHaveValue('Vigour');
    await expect(form.field('dimensions[0].orbiting[0].name')).toHaveValue('Job Satisfaction');

    // The summary links to the field at fault.
    await form.summary.getByRole('link', { name: /^Name: required/ }).click();
    await expect(form.field('name')).toBeFocused();

    // Fix each problem; its error goes away as soon as it is fixed.
    await form.field('name').fill(name);
    await expect(form.error('name')).toHaveCount(0);
    await form.field('definition').fill('The energy and dedication an employee brings to their work.');
    await expect(form.error('definition')).toHaveCount(0);
    await form.addOrbiting(0);
    await form.field('dimensions[0].orbiting[1].name').fill('Workaholism');
    await form.field('dimensions[0].orbiting[1].definition').fill('A compulsion to work excessively.');
    await expect(form.error('dimensions[0].orbiting')).toHaveCount(0);
    await expect(form.summary).toHaveCount(0);

    const id = await form.saveNew();
    await expect(constructPage.title).toHaveText(name);
    const fingerprint = await constructPage.fingerprintText();
    await expect(constructPage.structure).toHaveText('1 dimension, 2 orbiting constructs');

    // The construct is in the library with its short fingerprint.
    await library.goto();
    const row = library.row(name);
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-construct-id', id);
    await expect(row.getByTestId('construct-row-dimensions')).toHaveText('1');
    await expect(row.getByTestId('construct-row-runs')).toHaveText('0');
    await expect(row.getByTestId('construct-row-fingerprint')).toHaveText(fingerprint.slice(0, 12));
  });

  test('rejects duplicate dimension names and a dimension orbiting itself', async ({ form }) => {
    await form.gotoNew();
    await form.fill({
      name: uniqueName('Grit'),
      definition: 'Perseverance and passion for long-term goals.',
      population: 'University students',
      dimensions: [
        {
          name: 'Perseverance',
          definition: 'Keeping up effort despite setbacks.',
          orbiting: [
            { name: 'Self-Control', definition: 'Regulating impulses in the moment.' },
            { name: 'perseverance', definition: 'Itself.' },
          ],
        },
        {
          name: 'PERSEVERANCE',
          definition: 'A second dimension with the same name.',
          orbiting: [
            { name: 'Conscientiousness', definition: 'Being organised and dependable.' },
            { name: 'Optimism', definition: 'Expecting good outcomes.' },
          ],
        },
      ],
    });
    await form.save();
    await expect(form.error('dimensions[0].orbiting[1].name')).toHaveText(/cannot be the dimension itself/);
    await expect(form.error('dimensions[1].name')).toHaveText(/must be unique/);
    await expect(form.page).toHaveURL(/\/constructs\/new$/);
  });

  test('reorders dimensions and orbiting constructs from the keyboard', async ({ page, form }) => {
    await form.gotoNew();
    await form.fillDimension(0, {
      name: 'First',
      definition: 'The first dimension.',
      orbiting: [
        { name: 'Alpha', definition: 'A.' },
        { name: 'Beta', definition: 'B.' },
      ],
    });
    await form.addDimension();
    await expect(form.field('dimensions[1].name')).toBeFocused();
    await page.keyboard.type('Second');
    await expect(form.dimensionCards()).toHaveCount(2);

    await page.getByTestId('dimension-1-move-up').focus();
    await page.keyboard.press('Enter');
    await expect(form.field('dimensions[0].name')).toHaveValue('Second');
    await expect(form.field('dimensions[1].name')).toHaveValue('First');
    // Focus stays on a usable control of the moved dimension.
    await expect(page.getByTestId('dimension-0-move-down')).toBeFocused();

    await page.getByTestId('dimension-1-orbiting-1-move-up').focus();
    await page.keyboard.press('Enter');
    await expect(form.field('dimensions[1].orbiting[0].name')).toHaveValue('Beta');
    await expect(form.field('dimensions[1].orbiting[1].name')).toHaveValue('Alpha');

    await page.getByTestId('dimension-0-remove').focus();
    await page.keyboard.press('Enter');
    await expect(form.dimensionCards()).toHaveCount(1);
    await expect(form.field('dimensions[0].name')).toHaveValue('First');
  });

  test('adjusts the labels when the number of anchors changes', async ({ form }) => {
    await form.gotoNew();
    await expect(form.field('responseScale.anchors')).toHaveValue('7');
    await expect(form.field('responseScale.labels[0]')).toHaveValue('Strongly disagree');
    await expect(form.field('responseScale.labels[6]')).toHaveValue('Strongly agree');

    await form.field('responseScale.anchors').selectOption('5');
    await expect(form.field('responseScale.labels[4]')).toHaveValue('Strongly agree');
    await expect(form.field('responseScale.labels[5]')).toHaveCount(0);

    await form.field('responseScale.labels[0]').fill('Never');
    await form.field('responseScale.anchors').selectOption('6');
    await expect(form.field('responseScale.labels[0]')).toHaveValue('Never');
    await expect(form.field('responseScale.labels[5]')).toHaveValue('Strongly agree');
  });
});
