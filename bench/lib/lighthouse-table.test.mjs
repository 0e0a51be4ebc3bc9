import { describe, expect, it } from 'vitest';
import { rowOf } from './lighthouse.mjs';
import { BLOCK_END, BLOCK_START, lighthouseBlock, rewriteLighthouseTable, withSpread } from './lighthouse-table.mjs';

const summary = (performance, lcpMs, tbtMs) => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs,
  tbtMs,
  cls: 0,
  transferBytes: 90_000,
  lcpElement: '<p class="status-banner__text">',
  findings: [],
  opportunities: [],
  warnings: [],
});
const target = (page) => ({ page, path: `${page}?userId=1001` });

/** A run's Lighthouse section, built from run summaries as bench/lib/lighthouse.mjs builds it. */
const lighthouseRun = (measuredAt, lcp) => ({
  version: '12.8.2',
  chromium: 'Chromium 156',
  runs: 3,
  lanes: 2,
  measuredAt,
  commit: 'abc123def456',
  seconds: 754,
  loadAtStart: 1.4,
  loadAtEnd: 2.6,
  rows: [
    rowOf({
      target: target('/loanDetail'),
      throttlingMethod: 'simulate',
      summaries: [summary(99, lcp, 40), summary(97, lcp + 200, 120), summary(98, lcp + 100, 60)],
      failures: [],
    }),
    rowOf({
      target: target('/loanDetail'),
      throttlingMethod: 'devtools',
      summaries: [summary(96, 1_700, 30), summary(95, 1_900, 30), summary(97, 1_750, 30)],
      failures: [],
    }),
  ],
  firstTap: {
    gridMs: 100,
    cpuSlowdown: 4,
    rows: [{ page: '/loanDetail', earlyHandler: true, firstCountedTapMs: 68, lostTaps: 0, liveMs: 1_900, loads: 1 }],
  },
});

const before = `# Benchmark results

Intro that a Lighthouse run must not touch.

## Bytes before first render

| entry | KB |
| --- | --- |
| app | 70.1 |

${lighthouseBlock(lighthouseRun('2026-11-26T14:21:26.010Z', 1_500))}

## First tap

The comparison with and without the early handler.
`;

describe('the Lighthouse table of bench/results.md', () => {
  const after = rewriteLighthouseTable(before, lighthouseRun('2026-11-27T20:30:00.000Z', 1_000));

  it('replaces the marked block and keeps every byte outside it', () => {
    const outside = (markdown) => [
      markdown.slice(0, markdown.indexOf(BLOCK_START)),
      markdown.slice(markdown.indexOf(BLOCK_END) + BLOCK_END.length),
    ];
    expect(outside(after)).toEqual(outside(before));
    expect(after).toContain('measured 2026-11-27T20:30:00.000Z');
    expect(after).not.toContain('2026-11-26T14:21:26.010Z');
  });

  it('never appends: rewriting again leaves one block, the newest', () => {
    const again = rewriteLighthouseTable(after, lighthouseRun('2026-11-28T08:00:00.000Z', 1_100));
    expect(again.split(BLOCK_START)).toHaveLength(2);
    expect(again.split('| page | throttling |')).toHaveLength(2);
    expect(again).toContain('measured 2026-11-28T08:00:00.000Z');
    expect(again).not.toContain('2026-11-27T20:30:00.000Z');
  });

  it('shows each figure as the median of the runs with their spread, and the run it comes from', () => {
    expect(after).toContain('on commit abc123def456');
    expect(after).toContain('1-minute load average 1.4 at the start and 2.6 at the end');
    expect(after).toContain('in 12 min 34 s (simulated runs one at a time, applied ones 2 at a time)');
    const simulated = after.split('\n').find((line) => line.startsWith('| /loanDetail | simulated |'));
    // performance 97–99, FCP the same in every run, LCP 1 000–1 200, TBT 40–120, CLS 0.
    expect(simulated).toBe(
      '| /loanDetail | simulated | 98 (97–99) | 800 | 1100 (1000–1200) | 60 (40–120) | 0.000 | – | 3 | met |',
    );
  });

  it('puts the first tap on the applied row, and marks what each row misses', () => {
    const applied = after.split('\n').find((line) => line.startsWith('| /loanDetail | applied |'));
    expect(applied).toBe(
      '| /loanDetail | applied | 96 (95–97) | 800 | 1750 (1700–1900) | 30 | 0.000 | 68 (0 lost) | 3 | met |',
    );
    const slower = rewriteLighthouseTable(before, lighthouseRun('2026-11-27T20:30:00.000Z', 1_300));
    expect(slower).toContain(
      '| /loanDetail | simulated | 98 (97–99) | 800 | 1400 (1300–1500) | 60 (40–120) | 0.000 | – | 3 | **missed**: LCP |',
    );
    expect(slower).toContain('Targets missed: /loanDetail.');
  });

  it('says a first tap that could not be measured, and counts it as missed', () => {
    const run = lighthouseRun('2026-11-27T20:30:00.000Z', 1_000);
    run.firstTap.rows = [
      {
        page: '/loanDetail',
        earlyHandler: true,
        firstCountedTapMs: null,
        lostTaps: null,
        liveMs: null,
        loads: 0,
        error: 'no .detail-actions button on the painted screen',
      },
    ];
    const applied = rewriteLighthouseTable(before, run)
      .split('\n')
      .find((line) => line.startsWith('| /loanDetail | applied |'));
    expect(applied).toContain('| not measured (see the run log) |');
    expect(applied).toContain('**missed**: first tap');
  });

  it('replaces the Lighthouse section of a file written before the block existed, and refuses a file with neither', () => {
    const old =
      '# Benchmark results\n\n## Lighthouse (mobile)\n\n| old table |\n\n### What Lighthouse found\n\n- old\n\n## First tap\n\nkept\n';
    const rewritten = rewriteLighthouseTable(old, lighthouseRun('2026-11-27T20:30:00.000Z', 1_000));
    expect(rewritten).not.toContain('old table');
    expect(rewritten.startsWith('# Benchmark results\n\n<!-- bench:lighthouse-table start')).toBe(true);
    expect(rewritten.endsWith(`${BLOCK_END}\n\n## First tap\n\nkept\n`)).toBe(true);
    expect(() => rewriteLighthouseTable('# Benchmark results\n', lighthouseRun('x', 1_000))).toThrow(
      /no Lighthouse block/,
    );
    expect(() => rewriteLighthouseTable(`${BLOCK_START}\nno end`, lighthouseRun('x', 1_000))).toThrow(/no end marker/);
  });

  it('writes a spread only where the runs differ', () => {
    expect(withSpread(98, [98, 98])).toBe('98');
    expect(withSpread(98, [97, 99])).toBe('98 (97–99)');
    expect(withSpread(null, null)).toBe('–');
    expect(withSpread(1_234.4, null)).toBe('1234');
  });
});
