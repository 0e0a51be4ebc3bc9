import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** The demo borrower's session and order (the demo data of apps/server/src/seed.ts). */
const DEMO = 'userId=1001&sessionId=demo-1001&productId=1&orderId=5004&language=2';
/** problem-save files complaints as the second demo borrower, so the first one's problem-list stays the same size. */
const SAVER = 'userId=1002&sessionId=demo-1002&language=2';

/** Each measured call: its URL and, for the write, a distinct body per request. */
export const API_CALLS = [
  { name: 'get-whatsapp', kind: 'read', path: '/online/user-problem/get-whatsapp' },
  { name: 'loan-details', kind: 'read', path: `/online/v3/loan-details/loan-details?${DEMO}` },
  { name: 'loan-play-detail', kind: 'read', path: `/online/v3/installment/loan-play-detail?${DEMO}` },
  { name: 'problem-list', kind: 'read', path: `/online/user-problem/problem-list?${DEMO}` },
  { name: 'problem-save', kind: 'write', path: `/online/user-problem/problem-save?${SAVER}` },
];

/** One autocannon run; the write gets a unique requestId per request so each one files a new complaint. */
export async function load({ url, connections, durationS, write = false }) {
  let sequence = 0;
  const runId = Date.now().toString(36);
  const options = {
    url,
    connections,
    duration: durationS,
    timeout: 30,
  };
  if (write) {
    options.requests = [
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        setupRequest: (request) => {
          sequence += 1;
          const body = new URLSearchParams({
            problemType: '4',
            problemDetail: `Bench complaint ${sequence}`,
            orderNo: '6001',
            problemImage: '',
            requestId: `bench-${runId}-${sequence}`,
          }).toString();
          return { ...request, body };
        },
      },
    ];
  }
  const result = await autocannon(options);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** CPU time a process has used, in ms (user + system, from /proc: Linux only, as the bench's machine). */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return null;
  }
}
/** USER_HZ on Linux. */
const CLOCK_TICKS_PER_S = 100;

const metricValue = (text, name) => {
  const match = text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.eE+-]+)$`, 'm'));
  return match ? Number(match[1]) : null;
};

/**
 * What bounds a call's latency, read while it runs: the app server's CPU per request (from /proc), and from its own
 * /metrics every 250 ms the event loop's delay (prom-client's p99 over the window since the last read) and the
 * requests waiting for a database connection (the pool's queue). Answers a stop function giving the figures.
 */
function watchServer(server, base) {
  if (!server) return async () => ({});
  const cpuBefore = cpuMsOf(server.pid);
  let worstLoopDelayMs = 0;
  let mostWaiting = 0;
  let samples = 0;
  let stopped = false;
  const sample = async () => {
    while (!stopped) {
      try {
        const response = await fetch(`${base}/metrics`, {
          headers: { authorization: `Bearer ${server.metricsToken}` },
        });
        const text = await response.text();
        const delay = metricValue(text, 'nodejs_eventloop_lag_p99_seconds');
        const waiting = metricValue(text, 'db_pool_waiting');
        if (delay !== null) worstLoopDelayMs = Math.max(worstLoopDelayMs, delay * 1000);
        if (waiting !== null) mostWaiting = Math.max(mostWaiting, waiting);
        samples += 1;
      } catch {
        // a read refused under load is one sample fewer
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const sampling = sample();
  return async (requests) => {
    stopped = true;
    await sampling;
    const cpuAfter = cpuMsOf(server.pid);
    return {
      serverCpuUsPerRequest:
        cpuBefore === null || cpuAfter === null || requests === 0
          ? null
          : Math.round(((cpuAfter - cpuBefore) * 1000) / requests),
      eventLoopDelayP99Ms: samples > 0 ? Math.round(worstLoopDelayMs) : null,
      poolWaitingMax: samples > 0 ? mostWaiting : null,
    };
  };
}

/** A short warm-up so the first measured second is not the JIT's. */
async function warm(url, write) {
  await load({ url, connections: 10, durationS: 1, write });
}

/** The minimal route: loan-details' answer for the demo order from one fused prepared statement, no write. */
const MINIMAL = `/minimal-loan-details?${DEMO}`;

/**
 * The minimal route is a reference only while it answers exactly what `loan-details` does: checked before each run,
 * so that a change to the real route (or a module the minimal one imports moving) is not measured against another
 * answer.
 */
async function checkSameAnswer(appBase, bareBase) {
  const loanDetails = API_CALLS.find((call) => call.name === 'loan-details');
  const [real, minimal] = await Promise.all(
    [`${appBase}${loanDetails.path}`, `${bareBase}${MINIMAL}`].map(async (url) => {
      const response = await fetch(url, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    }),
  );
  if (JSON.stringify(JSON.parse(real)) !== JSON.stringify(JSON.parse(minimal)))
    throw new Error(`the minimal loan-details route no longer answers what loan-details does:\n${real}\n${minimal}`);
}

/**
 * Every call at `connections` for `durationS` each, beside the bare route and (with `minimal`, on PostgreSQL) the
 * minimal loan-details route measured first in the same run; figures in requests/s, p50 and p99 in ms, and the ratio
 * of the call's throughput to the reference: the minimal route when measured, else the bare route. Given the app
 * `server` process (bench/lib/processes.mjs), each call also reports what bounds it (`watchServer`).
 */
export async function measureApi({ appBase, bareBase, connections, durationS, log, minimal = false, server }) {
  await warm(`${bareBase}/bare`, false);
  log('  bare route');
  const bare = await load({ url: `${bareBase}/bare`, connections, durationS });
  const rows = [{ call: 'bare Fastify route', kind: 'bare', ...bare, ratio: 1 }];
  let reference = bare.requestsPerSecond;
  if (minimal) {
    await checkSameAnswer(appBase, bareBase);
    await warm(`${bareBase}${MINIMAL}`, false);
    log('  minimal loan-details route');
    const fused = await load({ url: `${bareBase}${MINIMAL}`, connections, durationS });
    reference = fused.requestsPerSecond;
    rows[0].ratio = reference > 0 ? bare.requestsPerSecond / reference : 0;
    rows.push({ call: 'minimal loan-details (1 fused prepared query)', kind: 'minimal', ...fused, ratio: 1 });
  }
  for (const call of API_CALLS) {
    const url = `${appBase}${call.path}`;
    const write = call.kind === 'write';
    await warm(url, write);
    log(`  ${call.name}`);
    const stopWatching = watchServer(server, appBase);
    const figures = await load({ url, connections, durationS, write });
    const bounds = await stopWatching(figures.requests);
    rows.push({
      call: call.name,
      kind: call.kind,
      ...figures,
      ...bounds,
      ratio: reference > 0 ? figures.requestsPerSecond / reference : 0,
    });
  }
  return rows;
}
