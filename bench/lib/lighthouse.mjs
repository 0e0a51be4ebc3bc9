import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const LANE_SCRIPT = fileURLToPath(new URL('./lighthouse-lane.mjs', import.meta.url));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The demo borrower's launch parameters, as the test preview page builds them (features/test-preview/rules.ts). */
export const LAUNCH = new URLSearchParams({
  appVersion: '1.0.0',
  deviceName: 'iPhone 15',
  deviceId: 'demo-device-1001',
  osVersion: '17.5',
  sessionId: 'demo-1001',
  gps_adid: '00000000-0000-4000-8000-000000001001',
  productId: '1',
  product_id: '1',
  orderId: '5004',
  userId: '1001',
  clientType: 'ios',
  language: '2',
}).toString();

/**
 * Files one complaint for the demo borrower through the API, as the complaint form does, so the complaint detail
 * page has something to show; answers its id.
 */
export async function fileDemoComplaint(base) {
  const response = await fetch(`${base}/online/user-problem/problem-save?${LAUNCH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams({
      problemType: '1',
      problemSonType: '101',
      problemDetail: 'The collection agent called me late at night.',
      orderNo: '5004',
    }).toString(),
  });
  const body = await response.json();
  const problemId = body?.data?.problemId;
  if (!Number.isInteger(problemId)) throw new Error(`filing the bench's complaint failed: ${JSON.stringify(body)}`);
  return problemId;
}

/**
 * Every page a borrower or visitor opens first: each in-app screen (one per route module: `/order` renders the same
 * module as `/loanDetail`, so it is not measured twice), the site's home page, and the landing with each of its
 * templates (one per market's wording).
 */
export function lighthousePages({ problemId }) {
  const inApp = (page, extra = '') => ({ page, path: `${page}?${LAUNCH}${extra}` });
  return [
    inApp('/testPreview'),
    inApp('/confirm'),
    inApp('/loanDetail'),
    inApp('/repay'),
    inApp('/repayDelay'),
    inApp('/carpmm', '&requestType=1&amount=500000&payCode=OXXO'),
    inApp('/repayChoice'),
    inApp('/bindCard'),
    inApp('/contract'),
    inApp('/agony'),
    inApp('/complaint'),
    inApp('/complainPageNext', '&problemType=2'),
    inApp('/complaintList'),
    inApp('/complainDetails', `&problemId=${problemId}`),
    inApp('/grievance'),
    inApp('/customerService'),
    inApp('/aboutUs'),
    inApp('/PrivacyPolicy'),
    inApp('/loginFailure'),
    inApp('/receipt', '&receiptNo=P1'),
    {
      page: '/settlementCertificate',
      path: `/settlementCertificate?${LAUNCH.replace('orderId=5004', 'orderId=5006')}`,
    },
    { page: '/', path: '/' },
    ...LANDING_TEMPLATES.map((id) => ({
      page: `promo.html (template ${id})`,
      // As ads link to it: the template in the query, rendered by the server into the HTML.
      path: `/promo.html?id=${id}&app_from=bench&language=2`,
    })),
  ];
}

/**
 * The pages named (`--pages`), by the table's name: `promo.html` names every template. Every page when none are named;
 * a name that matches no page is refused, so a typo does not measure nothing.
 */
export function pagesNamed(all, names) {
  if (!names) return all;
  const matches = (page, name) => page.page === name || (name === 'promo.html' && page.page.startsWith('promo.html '));
  const unknown = names.filter((name) => !all.some((page) => matches(page, name)));
  if (unknown.length > 0)
    throw new Error(`--pages: no page named ${unknown.join(', ')} (pages: ${all.map((p) => p.page).join(', ')})`);
  return all.filter((page) => names.some((name) => matches(page, name)));
}

/** The landing templates of the demo data (apps/server/src/features/promotion/seed.ts): Mexico, India, China. */
const LANDING_TEMPLATES = [1, 2, 3];

/**
 * Two ways of slowing the page down: Lighthouse's mobile preset simulates Slow 4G and a 4× slower CPU from a fast
 * load (`simulate`); `devtools` applies the same throttling to the real network and CPU while the page loads, which
 * is closer to what a borrower on a cheap phone feels.
 */
export const THROTTLING_METHODS = ['simulate', 'devtools'];

/** The figures of the table, each reported as the median of the runs with their spread. */
export const SPREAD_FIGURES = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'];

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const spreadOf = (values) => {
  const numbers = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  return numbers.length === 0 ? null : [Math.min(...numbers), Math.max(...numbers)];
};

/**
 * One page's row from its runs' summaries (bench/lib/lighthouse-lane.mjs): each figure the median of the runs, taken
 * figure by figure, with the lowest and highest run for the table's figures; findings are the union of the runs'.
 */
export function rowOf({ target, throttlingMethod, summaries, failures }) {
  const pick = (key) => median(summaries.map((r) => r[key]));
  return {
    page: target.page,
    throttlingMethod,
    url: target.path,
    runs: summaries.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    transferBytes: pick('transferBytes'),
    spread: Object.fromEntries(SPREAD_FIGURES.map((key) => [key, spreadOf(summaries.map((r) => r[key]))])),
    lcpElement: summaries[0]?.lcpElement ?? '',
    findings: [...new Set(summaries.flatMap((r) => r.findings))],
    opportunities: summaries.find((r) => r.opportunities.length > 0)?.opportunities ?? [],
    warnings: [
      ...new Set([
        ...summaries.flatMap((r) => r.warnings),
        ...failures.map((f) => `a run failed and was redone: ${f}`),
      ]),
    ],
  };
}

/**
 * The runs as they are measured: phases of jobs (indexes into `jobs`) each shared out to a number of lanes, one phase
 * after the other. Every simulated run comes first, alone on the machine; then the applied ones, `lanes` at a time.
 * Lighthouse's simulation computes its metrics from the main-thread timings of a fast load (TBT counts each task × 4),
 * and Chromium applies its CPU slowdown by spinning the renderer's thread (thread_cpu_throttler.cc busy-waits), so a
 * simulated run beside any other run had its tasks stretched: TBT medians of 100–360 ms on pages that measured 0–40
 * ms alone. Applied runs share the machine with each other only.
 */
export function lighthousePhases(jobs, lanes) {
  const indexesOf = (simulated) =>
    jobs.flatMap((job, index) => ((job.throttlingMethod === 'simulate') === simulated ? [index] : []));
  return [
    { lanes: 1, jobs: indexesOf(true) },
    { lanes: Math.max(1, lanes), jobs: indexesOf(false) },
  ].filter((phase) => phase.jobs.length > 0);
}

const runningLanes = new Set();

/** Stops the Lighthouse lanes still running (the bench is stopping early); each stops its own Chromium. */
export function stopLanes() {
  for (const worker of runningLanes) worker.kill('SIGTERM');
}

/**
 * Lighthouse's default (mobile) configuration — Slow 4G and 4× CPU slowdown, simulated and applied — `runs` times per
 * page and method, in Debian's Chromium. The simulated runs are measured one at a time, the applied ones shared out
 * to `lanes` worker processes (`lighthousePhases`), each lane with its own Chromium (Lighthouse keeps state per
 * process, so two runs never share one). A full table takes about 18 minutes on 2 cores: bench/explanations.md says
 * why no run can share the machine with a simulated one.
 */
export async function measureLighthouse({ base, runs, log, lanes = 2, methods = THROTTLING_METHODS, pages = null }) {
  const problemId = await fileDemoComplaint(base);
  const jobs = pagesNamed(lighthousePages({ problemId }), pages).flatMap((target) =>
    methods.map((throttlingMethod) => ({ target, throttlingMethod })),
  );
  const rows = new Array(jobs.length);
  let chromium = 'unknown';
  const lane = async (number, queue) => {
    const worker = fork(LANE_SCRIPT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    runningLanes.add(worker);
    let pending = null;
    worker.on('message', (message) => {
      if (message.log) log(`  [lane ${number}] ${message.log}`);
      else pending?.(message);
    });
    const exited = new Promise((resolve) => {
      worker.on('exit', (code) => {
        pending?.({ error: `Lighthouse lane ${number} exited with ${code}` });
        resolve();
      });
    });
    const ask = (job) =>
      new Promise((resolve, reject) => {
        pending = (message) => {
          pending = null;
          if (message.error) reject(new Error(message.error));
          else resolve(message);
        };
        worker.send(job);
      });
    try {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        const answer = await ask({ base, runs, ...jobs[index] });
        chromium = answer.chromium ?? chromium;
        rows[index] = rowOf({ ...jobs[index], summaries: answer.summaries, failures: answer.failures });
      }
    } finally {
      if (worker.exitCode === null) worker.send({ done: true });
      await exited;
      runningLanes.delete(worker);
    }
  };
  for (const phase of lighthousePhases(jobs, lanes)) {
    const queue = [...phase.jobs];
    await Promise.all(Array.from({ length: phase.lanes }, (_, i) => lane(i + 1, queue)));
  }
  return { rows, chromium, lanes };
}
