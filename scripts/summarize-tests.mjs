// One closing line for the whole test command, counting the unit/API and WebKit (Vitest) and end-to-end (Playwright) tests.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const vitest = read('test-results/vitest.json');
const playwright = read('e2e/artifacts/results.json');
// The server suite's second run on real PostgreSQL, absent when PostgreSQL is not installed (test.sh says so).
const postgresFile = 'test-results/vitest-postgres.json';
const postgres = existsSync(new URL(`../${postgresFile}`, import.meta.url))
  ? read(postgresFile)
  : { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };

// The WebKit lanes (e2e/webkit), run beside the production smoke.
const webkit = read('test-results/vitest-webkit.json');

const passed =
  vitest.numPassedTests +
  postgres.numPassedTests +
  webkit.numPassedTests +
  playwright.stats.expected +
  playwright.stats.flaky;
const failed = vitest.numFailedTests + postgres.numFailedTests + webkit.numFailedTests + playwright.stats.unexpected;
const skipped =
  vitest.numPendingTests +
  vitest.numTodoTests +
  postgres.numPendingTests +
  postgres.numTodoTests +
  webkit.numPendingTests +
  playwright.stats.skipped;
console.log(
  `\nunit+API ${vitest.numPassedTests}, API on PostgreSQL ${postgres.numPassedTests}, WebKit ${webkit.numPassedTests}, end-to-end ${playwright.stats.expected + playwright.stats.flaky}`,
);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
