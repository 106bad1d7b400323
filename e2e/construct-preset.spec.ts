import { test, expect } from './fixtures';

const AAAW_DIMENSIONS = [
  'AI Use Anxiety',
  'Personal Utility',
  'Perceived Humanlikeness of AI',
  'Perceived Adaptability of AI',
  'Perceived Quality of AI',
  'Job Insecurity',
];

test('loads the AAAW preset into the form and saves it', async ({ page, form, constructPage, library }) => {
  await library.goto();
  await page.getByTestId('preset-aaaw-button').click();
  await expect(form.form).toBeVisible();
  await expect(page.getByTestId('preset-notice')).toContainText('Attitudes toward AI at Work');

  await expect(form.field('name')).toHaveValue('Attitudes toward AI at Work');
  await expect(form.field('population')).toHaveValue('Employees who use or may use AI tools at work');
  await expect(form.dimensionCards()).toHaveCount(6);
  for (const [i, name] of AAAW_DIMENSIONS.entries()) {
    await expect(form.field(`dimensions[${i}].name`)).toHaveValue(name);
    await expect(form.orbitingRows(i)).toHaveCount(2);
    await expect(form.field(`dimensions[${i}].definition`)).not.toHaveValue('');
  }

  const id = await form.saveNew();
  await expect(constructPage.title).toHaveText('Attitudes toward AI at Work');
  await expect(constructPage.structure).toHaveText('6 dimensions, 12 orbiting constructs');
  const fingerprint = await constructPage.fingerprintText();

  await library.goto();
  const row = library.rowById(id);
  await expect(row.getByTestId('construct-row-dimensions')).toHaveText('6');
  await expect(row.getByTestId('construct-row-fingerprint')).toHaveText(fingerprint.slice(0, 12));
});
