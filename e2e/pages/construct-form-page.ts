import { expect, type Locator, type Page } from '@playwright/test';
import { CONSTRUCT_URL, errorTestId, fieldTestId } from './selectors';

export interface OrbitingInput {
  name: string;
  definition: string;
}

export interface DimensionInput {
  name: string;
  definition: string;
  orbiting: OrbitingInput[];
}

export interface ConstructFormInput {
  name: string;
  definition: string;
  population: string;
  dimensions: DimensionInput[];
}

/** The construct form, on /constructs/new or a construct's own page. */
export class ConstructFormPage {
  readonly form: Locator;
  readonly summary: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId('construct-form');
    this.summary = page.getByTestId('error-summary');
    this.saveButton = page.getByTestId('save-construct');
  }

  async gotoNew(preset?: string) {
    await this.page.goto(preset ? `/constructs/new?preset=${preset}` : '/constructs/new');
    await expect(this.form).toBeVisible();
  }

  /** The control for a schema path, e.g. `dimensions[0].orbiting[1].name`. */
  field(path: string): Locator {
    return this.page.getByTestId(fieldTestId(path));
  }

  /** The error shown at the control for a schema path. */
  error(path: string): Locator {
    return this.page.getByTestId(errorTestId(path));
  }

  /** The dimension cards, in order. */
  dimensionCards(): Locator {
    return this.form.locator('li[data-testid^="dimension-"][aria-labelledby]');
  }

  dimensionCard(index: number): Locator {
    return this.page.getByTestId(`dimension-${index}`);
  }

  orbitingRows(dimension: number): Locator {
    return this.dimensionCard(dimension).locator(`li[data-testid^="dimension-${dimension}-orbiting-"]`);
  }

  async addDimension() {
    await this.page.getByTestId('add-dimension').click();
  }

  async addOrbiting(dimension: number) {
    await this.page.getByTestId(`dimension-${dimension}-orbiting-add`).click();
  }

  async removeOrbiting(dimension: number, index: number) {
    await this.page.getByTestId(`dimension-${dimension}-orbiting-${index}-remove`).click();
  }

  async fillDimension(index: number, dimension: DimensionInput) {
    await this.field(`dimensions[${index}].name`).fill(dimension.name);
    await this.field(`dimensions[${index}].definition`).fill(dimension.definition);
    for (const [k, orbiting] of dimension.orbiting.entries()) {
      if (!(await this.field(`dimensions[${index}].orbiting[${k}].name`).isVisible())) await this.addOrbiting(index);
      await this.field(`dimensions[${index}].orbiting[${k}].name`).fill(orbiting.name);
      await this.field(`dimensions[${index}].orbiting[${k}].definition`).fill(orbiting.definition);
    }
  }

  /** Fills a new form (which starts with one empty dimension). */
  async fill(input: ConstructFormInput) {
    await this.field('name').fill(input.name);
    await this.field('definition').fill(input.definition);
    await this.field('population').fill(input.population);
    for (const [index, dimension] of input.dimensions.entries()) {
      if (index > 0) await this.addDimension();
      await this.fillDimension(index, dimension);
    }
  }

  async save() {
    await this.saveButton.click();
  }

  /** Saves a new construct and waits for its page; returns its id. */
  async saveNew(): Promise<string> {
    await this.save();
    await expect(this.page).toHaveURL(CONSTRUCT_URL);
    return new URL(this.page.url()).pathname.split('/').pop()!;
  }
}

/** A small valid construct with a name nobody else uses. */
export function sampleConstruct(name: string): ConstructFormInput {
  return {
    name,
    definition: 'The energy and absorption an employee brings to their daily work.',
    population: 'Full-time employees in office jobs',
    dimensions: [
      {
        name: 'Vigour',
        definition: 'High levels of energy and mental resilience while working.',
        orbiting: [
          { name: 'Job Satisfaction', definition: 'A pleasurable emotional state resulting from the appraisal of one’s job.' },
          { name: 'Workaholism', definition: 'A compulsion to work excessively, driven by inner pressure rather than enjoyment.' },
        ],
      },
    ],
  };
}
