// One closing line for the whole test command, counting the unit/API (Vitest) and end-to-end (Playwright) tests.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const vitest = read('test-results/vitest.json');
const playwright = read('e2e/artifacts/results.json');
// The server suite's second run on real PostgreSQL, absent when PostgreSQL is not installed (test.sh says so).
const postgresFile = 'test-results/vitest-postgres.json';
const postgres = existsSync(new URL(`../${postgresFile}`, import.meta.url))
  ? read(postgresFile)
  : { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };

const passed = vitest.numPassedTests + postgres.numPassedTests + playwright.stats.expected + playwright.stats.flaky;
const failed = vitest.numFailedTests + postgres.numFailedTests + playwright.stats.unexpected;
const skipped =
  vitest.numPendingTests +
  vitest.numTodoTests +
  postgres.numPendingTests +
  postgres.numTodoTests +
  playwright.stats.skipped;
console.log(
  `\nunit+API ${vitest.numPassedTests}, API on PostgreSQL ${postgres.numPassedTests}, end-to-end ${playwright.stats.expected + playwright.stats.flaky}`,
);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
