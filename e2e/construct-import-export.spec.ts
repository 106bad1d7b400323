import { readFile, writeFile } from 'node:fs/promises';
import { test, expect, uniqueName } from './fixtures';
import { sampleConstruct } from './pages/construct-form-page';
import { CONSTRUCT_URL } from './pages/selectors';

test.describe('construct JSON export and import', () => {
  test('exports a construct and imports the file with the same fingerprint', async ({
    page,
    form,
    constructPage,
    library,
  }, testInfo) => {
    const name = uniqueName('Export Round Trip');
    await form.gotoNew();
    await form.fill(sampleConstruct(name));
    const originalId = await form.saveNew();
    const fingerprint = await constructPage.fingerprintText();

    await library.goto();
    const file = await library.exportRow(name, testInfo.outputPath());
    expect(file.suggestedFilename).toBe(`${name.toLowerCase().replace(/ /g, '-')}.construct.json`);
    const exported = JSON.parse(await readFile(file.path, 'utf8'));
    expect(Object.keys(exported)).toEqual([
      'name',
      'definition',
      'population',
      'responseScale',
      'dimensions',
      'constraints',
    ]);
    expect(exported.name).toBe(name);
    expect(exported.responseScale.anchors).toBe(7);
    expect(exported.dimensions[0].orbiting).toHaveLength(2);

    await library.importFile(file.path);
    await expect(page).toHaveURL(CONSTRUCT_URL);
    await expect(page).not.toHaveURL(new RegExp(originalId));
    await expect(constructPage.title).toHaveText(name);
    expect(await constructPage.fingerprintText()).toBe(fingerprint);

    await library.goto();
    await expect(library.row(name)).toHaveCount(2);
  });

  test('rejects an invalid file with the path of each problem', async ({ library }, testInfo) => {
    const name = uniqueName('Broken Import');
    const spec = {
      name,
      definition: 'A construct whose third dimension is incomplete.',
      population: 'Adults',
      dimensions: ['One', 'Two', 'Three'].map((dim, i) => ({
        name: dim,
        definition: `Dimension ${dim}.`,
        orbiting: [
          { name: `Neighbour A${i}`, definition: 'A neighbouring construct.' },
          { name: `Neighbour B${i}`, definition: 'Another neighbouring construct.' },
        ].slice(0, i === 2 ? 1 : 2),
      })),
      colour: 'blue',
    };
    const path = testInfo.outputPath('broken.construct.json');
    await writeFile(path, JSON.stringify(spec));

    await library.goto();
    await library.importFile(path);
    await expect(library.importErrors).toBeVisible();
    await expect(library.importErrors).toContainText('broken.construct.json');
    const errors = library.importErrors.getByTestId('import-error');
    await expect(errors).toHaveText([
      'dimensions[2].orbiting: at least 2 required',
      /^colour: unknown field/,
    ]);
    await expect(library.row(name)).toHaveCount(0);

    await library.importFile({ name: 'not-json.json', mimeType: 'application/json', buffer: Buffer.from('{ "name": ') });
    await expect(errors).toHaveCount(1);
    await expect(errors.first()).toHaveText(/^\(root\): not valid JSON/);
  });
});
