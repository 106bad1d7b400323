// Prints one closing line over both runners: "tests: N passed, N failed, N skipped".
import fs from 'node:fs';

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const vitest = read('test-results/vitest.json');
const playwright = read('test-results/playwright.json');
let passed = 0, failed = 0, skipped = 0;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + (playwright.stats.flaky ?? 0);
  skipped += playwright.stats.skipped;
}
console.log(`\nvitest: ${vitest ? vitest.numPassedTests : 0} passed · playwright: ${playwright ? playwright.stats.expected : 0} passed`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
