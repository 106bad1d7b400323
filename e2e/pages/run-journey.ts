import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ConstructFormPage, type ConstructFormInput } from './construct-form-page';
import { StartRunPage, type StartRunInput } from './start-run-page';

/** A small construct: two dimensions with two orbiting constructs each. */
export function twoDimensionConstruct(name: string): ConstructFormInput {
  return {
    name,
    definition: 'The energy and absorption an employee brings to their daily work.',
    population: 'Full-time employees in office jobs',
    dimensions: [
      {
        name: 'Vigour',
        definition: 'High levels of energy and mental resilience while working, and persistence when work gets hard.',
        orbiting: [
          { name: 'Job Satisfaction', definition: 'A pleasurable emotional state resulting from the appraisal of one’s job.' },
          { name: 'Workaholism', definition: 'A compulsion to work excessively, driven by inner pressure rather than enjoyment.' },
        ],
      },
      {
        name: 'Absorption',
        definition: 'Being fully concentrated and happily engrossed in work, so that time passes quickly.',
        orbiting: [
          { name: 'Flow', definition: 'A short-term peak experience of effortless control during a specific activity.' },
          { name: 'Organisational Commitment', definition: 'Attachment to and identification with the employing organisation.' },
        ],
      },
    ],
  };
}

export function uniqueRunName(prefix: string): string {
  return `${prefix} ${randomBytes(4).toString('hex')}`;
}

/** Creates a construct through the form and starts a run from its page; returns both ids. */
export async function createConstructAndStartRun(
  page: Page,
  options: { name: string; run?: StartRunInput },
): Promise<{ constructId: string; runId: string }> {
  const form = new ConstructFormPage(page);
  await form.gotoNew();
  await form.fill(twoDimensionConstruct(options.name));
  const constructId = await form.saveNew();
  await page.getByTestId('start-run-button').click();
  const start = new StartRunPage(page);
  await expect(start.form).toBeVisible();
  await start.fill({ itemsPerDimension: 2, maxRounds: 3, mode: 'person', ...options.run });
  const runId = await start.start();
  return { constructId, runId };
}
