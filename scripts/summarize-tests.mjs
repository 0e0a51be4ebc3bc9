// One closing line for the whole test command, counting the unit/API and WebKit (Vitest) and end-to-end (Playwright)
// tests. An end-to-end test that passed only when retried counts as failed: a retry may keep CI's report readable, it
// does not make a flaky test a passing one.
// The reports are read under the repository, or under the folder given as the first argument (the script's test).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = process.argv[2] ?? path.join(import.meta.dirname, '..');
const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const noVitestRun = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
// The runs on real PostgreSQL are absent when PostgreSQL is not installed (test.sh says so).
const readIfRun = (file) => (existsSync(path.join(root, file)) ? read(file) : noVitestRun);

const vitestRuns = {
  'unit+API': read('test-results/vitest.json'),
  'API on PostgreSQL': readIfRun('test-results/vitest-postgres.json'),
  // The slow files (vitest.config.ts), run beside the end-to-end phase on PGlite and the API ones on PostgreSQL.
  slow: read('test-results/vitest-slow.json'),
  'slow API on PostgreSQL': readIfRun('test-results/vitest-slow-postgres.json'),
  // The WebKit lanes (e2e/webkit), run beside the production smoke.
  WebKit: read('test-results/vitest-webkit.json'),
};
const playwright = read('e2e/artifacts/results.json');

const runs = Object.values(vitestRuns);
const sum = (count) => runs.reduce((total, run) => total + count(run), 0);
const { expected, unexpected, flaky, skipped: playwrightSkipped } = playwright.stats;
const passed = sum((run) => run.numPassedTests) + expected;
const failed = sum((run) => run.numFailedTests) + unexpected + flaky;
const skipped = sum((run) => run.numPendingTests + run.numTodoTests) + playwrightSkipped;

/** The end-to-end tests that failed or passed only on a retry, by file and title, with the first lines of the error. */
function playwrightProblems(suites = [], into = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky' && test.status !== 'unexpected') continue;
        const error = (test.results ?? []).flatMap((result) => result.errors ?? [])[0]?.message ?? '';
        into.push(
          `${test.status === 'flaky' ? 'passed only when retried' : 'failed'}: ${spec.file}:${spec.line} ${spec.title}${firstLine(error)}`,
        );
      }
    }
    playwrightProblems(suite.suites, into);
  }
  return into;
}

/** The Vitest tests that failed, by run, file and name, with the first line of the failure. */
function vitestProblems() {
  return Object.entries(vitestRuns).flatMap(([name, run]) =>
    (run.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `failed (${name}): ${path.relative(root, file.name ?? '')} ${test.fullName ?? test.title}${firstLine(test.failureMessages?.[0] ?? '')}`,
        ),
    ),
  );
}

// The colour codes of a terminal's error text, stripped from what is printed.
const TERMINAL_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/**
 * The error's first line after a dash, and its next few lines indented below: "server exited (1):" says little until
 * the process's last words follow it.
 */
const firstLine = (message) => {
  const lines = message
    .replace(TERMINAL_COLOUR, '')
    .split('\n')
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .slice(0, 1 + MORE_ERROR_LINES)
    .map((text) => text.slice(0, 200));
  if (lines.length === 0) return '';
  return ` — ${lines[0]}${lines
    .slice(1)
    .map((text) => `\n      ${text}`)
    .join('')}`;
};
const MORE_ERROR_LINES = 4;

const perRun = Object.entries(vitestRuns).map(([name, run]) => `${name} ${run.numPassedTests}`);
console.log(`\n${[...perRun, `end-to-end ${expected}`].join(', ')}`);
if (flaky > 0) console.log(`end-to-end: ${flaky} passed only when retried (counted as failed)`);
// Named again here, at the end of a long log, where a reader of CI's last lines finds them.
for (const problem of [...vitestProblems(), ...playwrightProblems(playwright.suites)]) console.log(problem);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
