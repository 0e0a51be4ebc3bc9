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

function summarize(playwrightStats, failedInVitest = 0, playwrightSuites = [], failedVitestFiles = []) {
  dir = mkdtempSync(path.join(tmpdir(), 'summary-'));
  mkdirSync(path.join(dir, 'test-results'));
  mkdirSync(path.join(dir, 'e2e/artifacts'), { recursive: true });
  for (const file of vitestReports) {
    const failed = file === 'vitest-slow.json' ? failedInVitest : 0;
    const report = { ...vitestReport(10, failed), testResults: file === 'vitest-slow.json' ? failedVitestFiles : [] };
    writeFileSync(path.join(dir, 'test-results', file), JSON.stringify(report));
  }
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...playwrightStats };
  writeFileSync(path.join(dir, 'e2e/artifacts/results.json'), JSON.stringify({ stats, suites: playwrightSuites }));
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

  it('names the end-to-end tests that failed or passed only when retried, with their first error line', () => {
    const test = (status, message) => ({
      status,
      results: [{ errors: [{ message: `\u001b[31m${message}\u001b[39m\n  at x` }] }],
    });
    const suites = [
      {
        title: 'a.spec.ts',
        specs: [{ title: 'passes', file: 'a.spec.ts', line: 3, tests: [{ status: 'expected', results: [] }] }],
        suites: [
          {
            title: 'nested',
            specs: [
              { title: 'taps twice', file: 'a.spec.ts', line: 9, tests: [test('flaky', 'Timeout 5000ms exceeded')] },
              { title: 'pays', file: 'a.spec.ts', line: 20, tests: [test('unexpected', 'expected 1 to be 2')] },
            ],
          },
        ],
      },
    ];
    const { output } = summarize({ expected: 1, flaky: 1, unexpected: 1 }, 0, suites);
    expect(output).toContain('passed only when retried: a.spec.ts:9 taps twice — Timeout 5000ms exceeded');
    expect(output).toContain('failed: a.spec.ts:20 pays — expected 1 to be 2');
    expect(output).not.toContain('passes');
  });

  it("prints the error's next lines under its first, enough to read why a process ended", () => {
    const message = ['Error: server exited (1):', '', 'node:net:1908', 'Error: listen EADDRINUSE', 'a', 'b', 'c'].join(
      '\n',
    );
    const suites = [
      {
        title: 'a.spec.ts',
        specs: [
          {
            title: 'starts',
            file: 'a.spec.ts',
            line: 4,
            tests: [{ status: 'flaky', results: [{ errors: [{ message }] }] }],
          },
        ],
      },
    ];
    const { output } = summarize({ expected: 0, flaky: 1 }, 0, suites);
    expect(output).toContain(
      'passed only when retried: a.spec.ts:4 starts — Error: server exited (1):\n      node:net:1908\n      Error: listen EADDRINUSE\n      a\n      b\n',
    );
    expect(output).not.toContain('      c');
  });

  it('names the Vitest tests that failed, with their run and file', () => {
    const files = [
      {
        name: 'apps/server/src/x.test.ts',
        assertionResults: [
          { status: 'passed', fullName: 'x reads' },
          {
            status: 'failed',
            fullName: 'x writes once',
            failureMessages: ['AssertionError: expected 2 to be 1\n at y'],
          },
        ],
      },
    ];
    const { output } = summarize({ expected: 7 }, 1, [], files);
    expect(output).toMatch(/failed \(slow\): .*x\.test\.ts x writes once — AssertionError: expected 2 to be 1/);
    expect(output).not.toContain('x reads');
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
