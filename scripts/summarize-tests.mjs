// One closing line for the whole test command, counting the unit/API (Vitest) and end-to-end (Playwright) tests.
import { readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const vitest = read('test-results/vitest.json');
const playwright = read('e2e/artifacts/results.json');

const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky;
const failed = vitest.numFailedTests + playwright.stats.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.stats.skipped;
console.log(`\nunit+API ${vitest.numPassedTests}, end-to-end ${playwright.stats.expected + playwright.stats.flaky}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
