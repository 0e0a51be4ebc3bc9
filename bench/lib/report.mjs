import { KB } from '../../scripts/measure-bytes.mjs';
import { lighthouseBlock } from './lighthouse-table.mjs';
import { runsOf } from './merge.mjs';
import { apiMisses, TARGETS } from './targets.mjs';

const kb = (bytes) => (bytes / KB).toFixed(1);
const met = (ok) => (ok ? 'met' : '**missed**');
const cell = (value) =>
  String(value ?? '–')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

function bytesSection(bytes) {
  const out = ['## Bytes before first render', ''];
  out.push(
    'JS and CSS the browser loads before a screen first renders (entry chunk, route chunk and their static imports, each file once; lazily loaded pieces such as popups not counted), from the production build. Gzip level 9 and brotli quality 11; 1 KB = 1 000 B. The budget is enforced on the gzip figure by `npm run budget` in `npm test`.',
    '',
    '### Per entry (shell alone)',
    '',
    table(
      ['entry', 'JS gzip KB', 'JS brotli KB', 'CSS gzip KB', 'CSS brotli KB', 'files'],
      bytes.entries.map((e) => [
        e.entry,
        kb(e.js.gzip),
        kb(e.js.brotli),
        kb(e.css.gzip),
        kb(e.css.brotli),
        e.js.files + e.css.files,
      ]),
    ),
    '',
    '### Per route',
    '',
    table(
      [
        'entry',
        'route module',
        'path',
        'JS gzip KB',
        'JS brotli KB',
        'CSS gzip KB',
        'CSS brotli KB',
        'budget (gzip)',
        'target',
      ],
      bytes.screens.map((s) => [
        s.entry,
        s.module,
        s.path,
        kb(s.js.gzip),
        kb(s.js.brotli),
        kb(s.css.gzip),
        kb(s.css.brotli),
        `JS ≤ ${s.budget.jsKb}, CSS ≤ ${s.budget.cssKb}`,
        met(!s.over),
      ]),
    ),
  );
  return out.join('\n');
}

function firstTapSection(firstTap) {
  if (!firstTap) return '## First tap\n\nNot run.';
  return [
    '## First tap',
    '',
    `A tap on each screen's main control on a ${firstTap.gridMs} ms grid from the first contentful paint, one tap per load, in ${firstTap.chromium} at ${firstTap.cpuSlowdown}× CPU slowdown and Slow 4G set through CDP (bench/lib/first-tap.mjs): the delay from first paint to the first tap that had its effect, the taps before it that were lost, and when the screen went live. Without the early handler is the same page with the handler stopped before it runs. Target: first tap ≤ ${TARGETS.firstTapMs} ms.`,
    '',
    table(
      ['page', 'early handler', 'first counted tap ms', 'lost taps', 'live at ms', 'loads'],
      firstTap.rows.map((r) => [
        r.page,
        r.earlyHandler ? 'yes' : 'no',
        r.firstCountedTapMs ?? 'none',
        r.lostTaps ?? '-',
        r.liveMs,
        r.loads,
      ]),
    ),
  ].join('\n');
}

function apiTable(rows, withTargets) {
  return table(
    [
      'call',
      'requests/s',
      'p50 ms',
      'p99 ms',
      'ratio to reference',
      'requests',
      'non-2xx',
      'errors',
      'server CPU µs/request',
      'event-loop delay p99 ms',
      'waiting for the pool (max)',
      ...(withTargets ? ['target'] : []),
    ],
    rows.map((r) => {
      let target = '';
      if (withTargets) {
        if (r.kind === 'read') {
          const misses = apiMisses(r);
          target = misses.length === 0 ? 'met' : `**missed**: ${misses.join(', ')}`;
        } else if (r.kind === 'minimal') target = '(reference)';
        else target = r.kind === 'bare' ? '(Fastify alone)' : '(write, no target)';
      }
      return [
        r.call,
        r.requestsPerSecond,
        r.p50Ms,
        r.p99Ms,
        `${Math.round(r.ratio * 100)}%`,
        r.requests,
        r.non2xx,
        r.errors,
        r.serverCpuUsPerRequest ?? '–',
        r.eventLoopDelayP99Ms ?? '–',
        r.poolWaitingMax ?? '–',
        ...(withTargets ? [target] : []),
      ];
    }),
  );
}

function apiSection(api) {
  if (!api) return '## API throughput\n\nNot run.';
  const out = ['## API throughput', ''];
  out.push(
    `autocannon ${api.autocannonVersion}, loopback, ${api.connections} connections, ${api.durationS} s per call after a 1 s warm-up, against the production server (one Node process, rate limit lifted for the run). The bare route is Fastify with no plugins answering a constant, measured in the same run just before the calls: the ceiling of Fastify alone. On PostgreSQL the reference is the minimal loan-details route (bench/bare-server.mjs): Fastify with no plugins answering \`loan-details\`' exact answer for the demo order from one fused, prepared statement with no session check and no write, on the same PostgreSQL, the practical limit of this machine for that answer; each call's ratio is to it (on the embedded database, to the bare route). Reads use the demo borrower 1001 and order 5004; \`problem-save\` files a new complaint per request (each with its own \`requestId\`, as borrower 1002 so borrower 1001's list keeps its size), so it measures inserts. What bounds each call, read while it runs: the app server's CPU per request (from /proc), the worst p99 of its event loop's delay over 250 ms windows and the most requests waiting for one of its database connections at once (both from its /metrics).`,
    '',
    `Target (reads on real PostgreSQL): ≥ ${TARGETS.readRatio * 100}% of the minimal loan-details route's requests/s with p99 ≤ ${TARGETS.readP99Ms} ms.`,
    '',
  );
  if (api.embedded) out.push('### Embedded database (PGlite)', '', apiTable(api.embedded, false), '');
  if (api.postgres) out.push(`### PostgreSQL ${api.postgresVersion ?? ''}`, '', apiTable(api.postgres, true), '');
  if (api.postgresError) out.push(`PostgreSQL run failed: ${api.postgresError}`, '');
  return out.join('\n');
}

function scaleSection(scale) {
  if (!scale) return '## How cost grows\n\nNot run.';
  const out = ['## How cost grows with rows', ''];
  out.push(
    `On PostgreSQL, one borrower per size with that many complaints and that many orders (bulk-inserted with generate_series, then ANALYZE), all sizes in the same database. Latency of one request at a time (up to 60 requests or 12 s per figure, after 2 warm-up requests), through HTTP against the production server. \`problem-list\` answers one page (20 complaints, the default) read from the borrower's list index from a cursor: the first page, and the page that starts halfway down the borrower's complaints; \`loan-details\` reads one order.`,
    '',
    table(
      ['call', 'rows of the borrower', 'p50 ms', 'p99 ms', 'requests', 'response KB'],
      scale.rows.map((r) => [
        r.call,
        r.rows.toLocaleString('en-US'),
        r.p50Ms.toFixed(1),
        r.p99Ms.toFixed(1),
        r.requests,
        kb(r.responseBytes),
      ]),
    ),
    '',
    '### Query plans (EXPLAIN of the queries the server code runs, captured from that code)',
    '',
  );
  for (const p of scale.plans) {
    out.push(`#### ${p.call}, borrower with ${p.rows.toLocaleString('en-US')} rows`, '');
    for (const q of p.queries) {
      out.push('```', q.sql.slice(0, 300), '', q.plan, '```', '');
    }
  }
  const seqScans = scale.plans.flatMap((p) =>
    p.queries.filter((q) => /Seq Scan on (complaints|orders)\b/.test(q.plan)).map(() => `${p.call} @ ${p.rows}`),
  );
  out.push(
    seqScans.length === 0
      ? 'No sequential scan on the tables that grow (complaints, orders) in these plans. The small tables (sessions, products, complaint types, borrowers, bank accounts: a handful of rows each in this database) are read whole because they fit in one page; each has its primary key index for when it grows.'
      : `Sequential scans on a large table: ${seqScans.join(', ')}.`,
  );
  return out.join('\n');
}

export function suitesSection(suites, database = 'the embedded database') {
  const out = [`## Figures from the test suites, on ${database}`, ''];
  if (!suites) return `${out.join('\n')}Not run.`;
  out.push(
    `\`npx vitest run --project server\` with \`BENCH=1\` and \`BENCH_FIGURES_DIR\`: ${suites.tests || 'no summary'} in ${suites.seconds} s${suites.timedOut ? ' (stopped at the time limit)' : ''}, exit code ${suites.exitCode}.`,
    '',
  );
  if (suites.suites.length === 0) {
    out.push('No suite wrote figures in this run.');
    return out.join('\n');
  }
  for (const s of suites.suites) {
    out.push(`### ${s.suite}`, '');
    if (s.measuredAt && s.measuredAt !== suites.measuredAt) out.push(`Measured by the run of ${s.measuredAt}.`, '');
    if (s.rows.length > 0)
      out.push(
        table(
          ['measure', 'value', 'target', 'met'],
          s.rows.map((r) => [
            r.measure,
            r.value,
            r.target,
            r.met === true ? 'met' : r.met === false ? '**missed**' : '–',
          ]),
        ),
        '',
      );
    for (const note of s.notes) out.push(`- ${note.replace(/\s*\n\s*/g, ' ')}`);
    if (s.notes.length > 0) out.push('');
  }
  return out.join('\n');
}

function summarySection(results) {
  const lines = [];
  const { bytes, lighthouse, api } = results;
  const overBudget = bytes.screens.filter((s) => s.over);
  lines.push(
    `- Byte budgets: ${overBudget.length === 0 ? 'met on every route' : `**missed** on ${overBudget.map((s) => s.module).join(', ')}`}.`,
  );
  if (lighthouse) {
    lines.push(
      '- Lighthouse and the first tap: what each page misses is in the last column of their table below, which names the run it comes from.',
    );
  }
  if (api?.postgres) {
    const reads = api.postgres.filter((r) => r.kind === 'read');
    const missed = reads.filter((r) => apiMisses(r).length > 0);
    lines.push(
      `- API reads on PostgreSQL: ${missed.length === 0 ? 'every target met' : `**missed** on ${missed.map((r) => `${r.call} (${apiMisses(r).join(', ')})`).join('; ')}`}.`,
    );
  }
  return ['## Targets at a glance', '', ...lines].join('\n');
}

const duration = (seconds) => `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

function provenance(results) {
  const runs = runsOf(results);
  if (runs.length === 1) {
    return `Written by \`npm run bench\` (bench/run.mjs) from one run on ${results.date}; every figure below comes from that run. Run took ${duration(results.seconds)}.`;
  }
  const lines = runs.map(
    (run) =>
      `- ${run.date}: ${run.measured} (took ${duration(run.seconds)}${run.loadAtStart === undefined ? '' : `, load ${run.loadAtStart} → ${run.loadAtEnd}`})`,
  );
  return [
    'Written by `npm run bench` (bench/run.mjs) from these runs; a later partial run replaced only what it measured, and the figures of each test suite name the run they come from. Byte sizes are measured by every run (the latest build).',
    '',
    ...lines,
  ].join('\n');
}

export function renderMarkdown(results, explanation) {
  const m = results.machine;
  return [
    '# Benchmark results',
    '',
    provenance(results),
    '',
    `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB RAM, ${m.os}; Node ${m.node}; ${m.chromium}; PostgreSQL ${m.postgres}. ${m.loadAtStart === undefined || runsOf(results).length > 1 ? 'The machine is shared (other work may run beside the bench), so figures vary between runs.' : `The machine is shared: its 1-minute load average was ${m.loadAtStart} when the run started and ${m.loadAtEnd} when it ended (${m.cpus} cores), so figures vary between runs.`}`,
    '',
    summarySection(results),
    '',
    results.errors?.length ? `Steps that failed in this run: ${results.errors.join('; ')}\n` : '',
    explanation ? `${explanation.trim()}\n` : '',
    bytesSection(results.bytes),
    '',
    lighthouseBlock(results.lighthouse),
    '',
    firstTapSection(results.firstTap),
    '',
    apiSection(results.api),
    '',
    scaleSection(results.scale),
    '',
    suitesSection(results.suites),
    '',
    // Two-server and database-down suites exist only on PostgreSQL; crash consistency runs on both.
    suitesSection(results.suitesPostgres, 'PostgreSQL'),
    '',
  ].join('\n');
}
