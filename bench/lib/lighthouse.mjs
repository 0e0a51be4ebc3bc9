import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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

export function lighthousePages({ problemId }) {
  return [
    { page: '/testPreview', path: `/testPreview?${LAUNCH}` },
    { page: '/confirm', path: `/confirm?${LAUNCH}` },
    { page: '/loanDetail', path: `/loanDetail?${LAUNCH}` },
    { page: '/repay', path: `/repay?${LAUNCH}` },
    { page: '/repayDelay', path: `/repayDelay?${LAUNCH}` },
    { page: '/carpmm', path: `/carpmm?${LAUNCH}&requestType=1&amount=500000&payCode=OXXO` },
    { page: '/contract', path: `/contract?${LAUNCH}` },
    { page: '/complaint', path: `/complaint?${LAUNCH}` },
    { page: '/complaintList', path: `/complaintList?${LAUNCH}` },
    { page: '/complainDetails', path: `/complainDetails?${LAUNCH}&problemId=${problemId}` },
    { page: '/', path: '/' },
    { page: 'promo.html', path: '/promo.html#/?id=1&app_from=bench&language=2' },
  ];
}

/**
 * Two ways of slowing the page down: Lighthouse's mobile preset simulates Slow 4G and a 4× slower CPU from a fast
 * load (`simulate`); `devtools` applies the same throttling to the real network and CPU while the page loads, which
 * is closer to what a borrower on a cheap phone feels.
 */
export const THROTTLING_METHODS = ['simulate', 'devtools'];

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** What one Lighthouse run found: scores 0–100, metrics, and the audits that cost points outside performance. */
function summarise(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const findings = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) findings.push(`${id}: ${audit.title}`);
    }
  }
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 100)
    .map((a) => `${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    transferBytes: metric('total-byte-weight'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    findings,
    opportunities,
    warnings: lhr.runWarnings ?? [],
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/**
 * Lighthouse's default (mobile) configuration — Slow 4G and 4× CPU slowdown, simulated or applied
 * (`throttlingMethod`) — `runs` times per page in Debian's Chromium; each figure is the median of the runs, and the
 * findings are the union of the runs'.
 */
export async function measureLighthouse({ base, runs, log, throttlingMethod = 'simulate' }) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const rows = [];
    const problemId = await fileDemoComplaint(base);
    for (const target of lighthousePages({ problemId })) {
      const results = [];
      const failures = [];
      // A run Lighthouse itself gives up on (a lost trace on a busy machine) is run again, at most twice per page.
      for (let i = 0; results.length < runs && i < runs + 2; i += 1) {
        log(`  ${target.page} (${throttlingMethod}) run ${i + 1} (${results.length}/${runs} done)`);
        try {
          const result = await lighthouse(`${base}${target.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            throttlingMethod,
          });
          if (!result?.lhr) throw new Error('Lighthouse gave no result');
          if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
          results.push(summarise(result.lhr));
        } catch (error) {
          failures.push(error.message);
          log(`    failed: ${error.message}`);
        }
      }
      const pick = (key) => median(results.map((r) => r[key]));
      rows.push({
        page: target.page,
        throttlingMethod,
        url: target.path,
        runs: results.length,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        transferBytes: pick('transferBytes'),
        lcpElement: results[0]?.lcpElement ?? '',
        findings: [...new Set(results.flatMap((r) => r.findings))],
        opportunities: results[Math.floor(results.length / 2)]?.opportunities ?? [],
        warnings: [
          ...new Set([
            ...results.flatMap((r) => r.warnings),
            ...failures.map((f) => `a run failed and was redone: ${f}`),
          ]),
        ],
      });
    }
    return { rows, chromium: await chromiumVersion(chrome.port) };
  } finally {
    await chrome.kill();
  }
}

async function chromiumVersion(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    return (await response.json()).Browser ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
