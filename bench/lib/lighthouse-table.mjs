import { lighthouseMisses, TARGETS } from './targets.mjs';

/**
 * The Lighthouse table of bench/results.md: one marked block, written by a full render and replaced (never appended
 * to) by a run that measures Lighthouse again, so the table in the file is always the last run's, whole, with the
 * commit, date and load it was measured at.
 */
export const BLOCK_START = '<!-- bench:lighthouse-table start (written by bench/run.mjs; edits here are lost) -->';
export const BLOCK_END = '<!-- bench:lighthouse-table end -->';

const KB = 1000;
const cell = (value) =>
  String(value ?? '–')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
const round = (value) => (value === null || value === undefined ? '–' : String(Math.round(value)));
const cls = (value) => (value === null || value === undefined ? '–' : value.toFixed(3));

/** A median with its spread over the runs: `1 020 (990–1 100)`, or the median alone when every run agreed. */
export function withSpread(median, spread, format = round) {
  if (median === null || median === undefined) return '–';
  if (!spread) return format(median);
  const [low, high] = spread;
  return format(low) === format(high) ? format(median) : `${format(median)} (${format(low)}–${format(high)})`;
}

/** The first-tap figure of a page, measured with throttling applied (4× CPU, Slow 4G): shown on its applied row. */
function firstTapCell(firstTap, page) {
  const row = firstTap?.rows?.find((r) => r.page === page && r.earlyHandler);
  if (!row) return '–';
  if (row.error) return 'not measured (see the run log)';
  if (row.firstCountedTapMs === null) return `none counted (live at ${row.liveMs})`;
  return `${row.firstCountedTapMs} (${row.lostTaps} lost)`;
}

function firstTapMisses(firstTap, page) {
  const row = firstTap?.rows?.find((r) => r.page === page && r.earlyHandler);
  if (!row) return [];
  return row.firstCountedTapMs === null || row.firstCountedTapMs > TARGETS.firstTapMs ? ['first tap'] : [];
}

const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** The block's text, markers included, from a run's Lighthouse section (`results.lighthouse`). */
export function lighthouseBlock(lh) {
  if (!lh) return [BLOCK_START, '## Lighthouse (mobile)', '', 'Not run.', BLOCK_END].join('\n');
  const run = [
    lh.measuredAt ? `measured ${lh.measuredAt}` : null,
    lh.commit ? `on commit ${lh.commit}` : null,
    lh.seconds === undefined
      ? null
      : `in ${minutes(lh.seconds)}${lh.lanes > 1 ? ` (simulated runs one at a time, applied ones ${lh.lanes} at a time)` : ''}`,
    lh.loadAtStart === undefined
      ? null
      : `1-minute load average ${lh.loadAtStart} at the start and ${lh.loadAtEnd} at the end (2 cores, shared)`,
  ].filter(Boolean);
  const missed = lh.rows.filter(
    (r) =>
      lighthouseMisses(r).length > 0 ||
      (r.throttlingMethod === 'devtools' && firstTapMisses(lh.firstTap, r.page).length > 0),
  );
  const out = [
    BLOCK_START,
    '## Lighthouse (mobile) and the first tap',
    '',
    `This table: ${run.join(', ')}.`,
    '',
    `Lighthouse ${lh.version}, default mobile configuration (Slow 4G, 4× CPU slowdown, Moto G Power screen) in ${lh.chromium}, against the production server on the embedded database with the demo data, with throttling simulated (Lighthouse's default, from a fast load) and applied (\`devtools\`: the real network and CPU slowed while the page loads, closer to what a borrower on a cheap phone feels). Each figure is the median of ${lh.runs} runs with the lowest and highest run in brackets. In-app screens open with the demo borrower's launch parameters (userId 1001, sessionId demo-1001, productId 1, orderId 5004, language 2). First tap (bench/lib/first-tap.mjs, with the page's early tap handler, shown on the applied rows: it is measured at 4× CPU and Slow 4G applied): the delay from first paint to the first tap that had its effect, and the taps lost before it on a ${lh.firstTap?.gridMs ?? 100} ms grid.`,
    '',
    `Targets, simulated: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best-practices ≥ ${TARGETS.bestPractices}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}; applied: LCP ≤ ${TARGETS.appliedLcpMs} ms, first tap ≤ ${TARGETS.firstTapMs} ms.`,
    '',
    table(
      ['page', 'throttling', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'first tap ms', 'runs', 'targets'],
      lh.rows.map((r) => {
        const applied = r.throttlingMethod === 'devtools';
        const misses = [...lighthouseMisses(r), ...(applied ? firstTapMisses(lh.firstTap, r.page) : [])];
        const spread = r.spread ?? {};
        return [
          r.page,
          applied ? 'applied' : 'simulated',
          withSpread(r.performance, spread.performance),
          withSpread(r.fcpMs, spread.fcpMs),
          withSpread(r.lcpMs, spread.lcpMs),
          withSpread(r.tbtMs, spread.tbtMs),
          withSpread(r.cls, spread.cls, cls),
          applied ? firstTapCell(lh.firstTap, r.page) : '–',
          r.runs,
          misses.length === 0 ? 'met' : `**missed**: ${misses.join(', ')}`,
        ];
      }),
    ),
    '',
    `Targets missed: ${missed.length === 0 ? 'none' : missed.map((r) => `${r.page}${r.throttlingMethod === 'devtools' ? ' (applied)' : ''}`).join(', ')}.`,
    '',
    '### What Lighthouse found (this run)',
    '',
  ];
  for (const r of lh.rows) {
    const lines = [];
    if (r.lcpElement) lines.push(`LCP element: \`${r.lcpElement.replace(/`/g, "'").slice(0, 140)}\``);
    if (r.throttlingMethod !== 'devtools')
      lines.push(`accessibility ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo}`);
    if (r.transferBytes !== null && r.transferBytes !== undefined)
      lines.push(`transfer ${(r.transferBytes / KB).toFixed(1)} KB`);
    for (const f of r.findings) lines.push(f);
    for (const o of r.opportunities) lines.push(`opportunity: ${o}`);
    for (const w of r.warnings) lines.push(`warning: ${w}`);
    const label = r.throttlingMethod === 'devtools' ? `${r.page} (applied throttling)` : r.page;
    out.push(`- **${label}**: ${lines.join('; ')}`);
  }
  out.push(BLOCK_END);
  return out.join('\n');
}

/**
 * The results file with its Lighthouse block replaced by `lh`'s: everything outside the markers is kept byte for
 * byte. A file written before the block existed has its `## Lighthouse` section (up to the next `## ` heading)
 * replaced instead; a file with neither is refused, so a table is never added beside an older one.
 */
export function rewriteLighthouseTable(markdown, lh) {
  const block = lighthouseBlock(lh);
  const start = markdown.indexOf(BLOCK_START);
  if (start !== -1) {
    const end = markdown.indexOf(BLOCK_END, start);
    if (end === -1) throw new Error('bench/results.md: the Lighthouse block has a start marker and no end marker');
    if (markdown.indexOf(BLOCK_START, start + BLOCK_START.length) !== -1)
      throw new Error('bench/results.md: more than one Lighthouse block');
    return markdown.slice(0, start) + block + markdown.slice(end + BLOCK_END.length);
  }
  const section = markdown.search(/^## Lighthouse\b/m);
  if (section === -1) throw new Error('bench/results.md: no Lighthouse block to replace (run a full render first)');
  const after = markdown.slice(section + 1).search(/^## /m);
  const sectionEnd = after === -1 ? markdown.length : section + 1 + after;
  return `${markdown.slice(0, section)}${block}\n\n${markdown.slice(sectionEnd)}`;
}
