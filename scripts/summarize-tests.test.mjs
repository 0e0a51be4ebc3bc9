// The closing line of `npm test` (summarize-tests.mjs) over made-up reports: what it counts as passed and failed, and
// that it reads every Vitest report scripts/test.sh writes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'summarize-tests.mjs');
const vitestReport = (passed, failed = 0) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
});
const vitestReports = [
  'vitest.json',
  'vitest-postgres.json',
  'vitest-slow.json',
  'vitest-slow-postgres.json',
  'vitest-webkit.json',
];

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function summarize(playwrightStats, failedInVitest = 0) {
  dir = mkdtempSync(path.join(tmpdir(), 'summary-'));
  mkdirSync(path.join(dir, 'test-results'));
  mkdirSync(path.join(dir, 'e2e/artifacts'), { recursive: true });
  for (const file of vitestReports) {
    const failed = file === 'vitest-slow.json' ? failedInVitest : 0;
    writeFileSync(path.join(dir, 'test-results', file), JSON.stringify(vitestReport(10, failed)));
  }
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...playwrightStats };
  writeFileSync(path.join(dir, 'e2e/artifacts/results.json'), JSON.stringify({ stats }));
  const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout };
}

describe('the closing line of npm test', () => {
  it('adds every run up and passes when nothing failed', () => {
    const { status, output } = summarize({ expected: 7, skipped: 1 });
    expect(output).toContain('tests: 57 passed, 0 failed, 1 skipped');
    expect(status).toBe(0);
  });

  it('counts an end-to-end test that passed only on its retry as failed, and fails the run', () => {
    const { status, output } = summarize({ expected: 6, flaky: 1 });
    expect(output).toContain('tests: 56 passed, 1 failed');
    expect(output).toContain('1 passed only when retried');
    expect(status).toBe(1);
  });

  it('counts a failure in the slow API files run beside the end-to-end phase', () => {
    const { status, output } = summarize({ expected: 7 }, 2);
    expect(output).toContain('tests: 57 passed, 2 failed');
    expect(status).toBe(1);
  });

  it('reads every Vitest report scripts/test.sh writes', () => {
    const testSh = readFileSync(path.join(import.meta.dirname, 'test.sh'), 'utf8');
    const written = [...testSh.matchAll(/vitest_json (\S+?\.json)/g)].map((match) => match[1]);
    expect(written.sort()).toEqual([...vitestReports].sort());
    const summary = readFileSync(script, 'utf8');
    for (const file of written) expect(summary).toContain(`test-results/${file}`);
  });
});
