import { describe, expect, it } from 'vitest';
import { mergeResults, runsOf } from './merge.mjs';
import { renderMarkdown } from './report.mjs';

const machine = (load) => ({
  cpus: 2,
  cpuModel: 'cpu',
  memoryGb: 1,
  os: 'os',
  node: 'v20',
  chromium: 'c',
  postgres: 'not run',
  loadAtStart: load,
  loadAtEnd: load,
});
const figures = (file, value) => ({
  file,
  suite: file,
  rows: [{ measure: 'm', value, target: 't', met: true }],
  notes: [],
});

const fullRun = {
  date: '2026-01-01T00:00:00.000Z',
  seconds: 1200,
  machine: { ...machine(1), postgres: '15' },
  bytes: { entries: [], screens: [] },
  lighthouse: { rows: [], runs: 3, version: '12', chromium: 'c' },
  suites: {
    tests: '10 passed',
    seconds: 100,
    exitCode: 0,
    timedOut: false,
    suites: [figures('a.json', 1), figures('b.json', 2)],
  },
  errors: ['Lighthouse: old failure'],
};
const suitesRun = {
  date: '2026-02-02T00:00:00.000Z',
  seconds: 300,
  machine: machine(3),
  bytes: { entries: [], screens: [] },
  suites: {
    tests: '2 passed',
    seconds: 60,
    exitCode: 0,
    timedOut: false,
    suites: [figures('b.json', 20), figures('c.json', 30)],
  },
  errors: [],
};

describe('merging a partial bench run', () => {
  const merged = mergeResults(fullRun, suitesRun, '--only=suites');

  it('replaces the suites measured again, keeps the others with the date of the run that measured them', () => {
    expect(merged.suites.suites.map((s) => [s.file, s.rows[0].value, s.measuredAt])).toEqual([
      ['a.json', 1, fullRun.date],
      ['b.json', 20, suitesRun.date],
      ['c.json', 30, suitesRun.date],
    ]);
  });

  it('keeps sections the partial run did not measure, and the PostgreSQL version it did not see', () => {
    expect(merged.lighthouse).toEqual(fullRun.lighthouse);
    expect(merged.machine.postgres).toBe('15');
    expect(merged.errors).toEqual([]);
  });

  it('lists every run with what it measured and its load', () => {
    expect(runsOf(fullRun)).toHaveLength(1);
    expect(merged.runs.map((r) => [r.date, r.measured, r.loadAtStart])).toEqual([
      [fullRun.date, 'everything', 1],
      [suitesRun.date, '--only=suites', 3],
    ]);
    const again = mergeResults(merged, { ...suitesRun, date: '2026-03-03T00:00:00.000Z' }, '--only=suites');
    expect(again.runs).toHaveLength(3);
    expect(again.suites.suites.find((s) => s.file === 'a.json').measuredAt).toBe(fullRun.date);
  });

  it('says in the report which run each figure comes from', () => {
    const markdown = renderMarkdown(merged, '');
    expect(markdown).toContain(`- ${fullRun.date}: everything (took 20 min 0 s, load 1 → 1)`);
    expect(markdown).toContain(`- ${suitesRun.date}: --only=suites (took 5 min 0 s`);
    // 1 559 s is 25 min 59 s, never rounded up to a minute that did not pass.
    const longer = mergeResults(merged, { ...suitesRun, date: '2026-03-03T00:00:00.000Z', seconds: 1559 }, 'x');
    expect(renderMarkdown(longer, '')).toContain('- 2026-03-03T00:00:00.000Z: x (took 25 min 59 s');
    expect(markdown).toContain(`- ${suitesRun.date}: --only=suites`);
    expect(markdown).not.toContain('every figure below comes from that run');
    expect(markdown).toContain(`Measured by the run of ${fullRun.date}.`);
  });
});
