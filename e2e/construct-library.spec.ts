import { test, expect, uniqueName } from './fixtures';
import { sampleConstruct } from './pages/construct-form-page';

test.describe('construct library', () => {
  test('edits, duplicates and deletes a construct', async ({ page, form, constructPage, library }) => {
    const name = uniqueName('Library Actions');
    await form.gotoNew();
    await form.fill(sampleConstruct(name));
    const id = await form.saveNew();
    const before = await constructPage.fingerprintText();

    // Edit: a new population gives a new fingerprint.
    await form.field('population').fill('Part-time employees');
    await expect(page.getByTestId('form-status')).toHaveText('Unsaved changes');
    await form.save();
    await expect(page.getByTestId('toast').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(constructPage.fingerprint).not.toHaveText(before);
    await constructPage.goto(id);
    await expect(form.field('population')).toHaveValue('Part-time employees');

    // Duplicate from the library.
    await library.goto();
    await library.duplicate(name);
    const copy = library.row(`${name} (copy)`);
    await expect(copy).toHaveCount(1);
    await expect(copy.getByTestId('construct-row-dimensions')).toHaveText('1');

    // Delete the copy: cancelling keeps it, confirming removes it.
    await library.openDelete(`${name} (copy)`);
    await library.deleteDialog.getByTestId('delete-dialog-cancel').click();
    await expect(library.deleteDialog).toBeHidden();
    await expect(copy).toHaveCount(1);
    await library.openDelete(`${name} (copy)`);
    await library.deleteDialog.getByTestId('delete-dialog-confirm').click();
    await expect(copy).toHaveCount(0);
    await expect(library.row(name)).toHaveCount(1);

    // Delete the original from its own page, which returns to the library.
    await constructPage.goto(id);
    await page.getByTestId('delete-construct').click();
    await page.getByTestId('delete-dialog-confirm').click();
    await expect(library.heading).toBeVisible();
    await expect(library.row(name)).toHaveCount(0);
  });

  test('answers an unknown construct with a 404 page', async ({ page }) => {
    const response = await page.goto('/constructs/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('construct-not-found')).toBeVisible();
    const exportResponse = await page.request.get('/constructs/00000000-0000-4000-8000-000000000000/export');
    expect(exportResponse.status()).toBe(404);
  });
});
