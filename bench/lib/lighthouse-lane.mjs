/**
 * One Lighthouse lane (forked by bench/lib/lighthouse.mjs): its own Chromium, measuring the pages the parent sends it
 * one at a time over IPC and answering each page's run summaries. Lighthouse keeps state per process, so parallel
 * lanes are separate processes.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './lighthouse.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * A page's accessibility, best practices and SEO do not depend on the run: they are audited once per page (its first
 * simulated run, with Lighthouse's opportunities). Every other run computes only what the table shows: the metrics
 * the performance score is made of (the score is the weighted mean of these five, the only audits of the category with
 * a weight), the LCP element and the bytes, which cuts each run's time by the audits and gatherers not needed.
 */
const EVERY_CATEGORY = { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
const METRICS_ONLY = {
  onlyAudits: [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
    'largest-contentful-paint-element',
    'total-byte-weight',
  ],
};
const settingsOf = (throttlingMethod, run) =>
  throttlingMethod === 'simulate' && run === 0 ? EVERY_CATEGORY : METRICS_ONLY;
/** Pictures of the page, which the table never shows. */
const SKIPPED_AUDITS = ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'];

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
  };
}

async function chromiumVersion(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    return (await response.json()).Browser ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
const chromium = await chromiumVersion(chrome.port);

/** `runs` runs of one page; a run Lighthouse itself gives up on (a lost trace on a busy machine) is redone, twice at most. */
async function measure({ base, runs, target, throttlingMethod }) {
  const summaries = [];
  const failures = [];
  for (let i = 0; summaries.length < runs && i < runs + 2; i += 1) {
    process.send({ log: `${target.page} (${throttlingMethod}) run ${i + 1}` });
    try {
      const result = await lighthouse(`${base}${target.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...settingsOf(throttlingMethod, summaries.length),
        skipAudits: SKIPPED_AUDITS,
        disableFullPageScreenshot: true,
        // Each run loads its page from the previous run's, as a user flow's navigations do: the stop at about:blank
        // between them cost a navigation per run and measured nothing (storage and cache are still reset).
        skipAboutBlank: true,
        throttlingMethod,
      });
      if (!result?.lhr) throw new Error('Lighthouse gave no result');
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      const summary = summarise(result.lhr);
      summaries.push(summary);
      const round = (value) => (value === null ? '–' : Math.round(value));
      process.send({
        log: `  performance ${summary.performance}, FCP ${round(summary.fcpMs)}, LCP ${round(summary.lcpMs)}, TBT ${round(summary.tbtMs)} ms`,
      });
    } catch (error) {
      failures.push(error.message);
      process.send({ log: `  failed: ${error.message}` });
    }
  }
  return { summaries, failures, chromium };
}

/** Ends the lane and its Chromium; bounded, so a Chromium that does not answer cannot keep the lane alive. */
function end() {
  setTimeout(() => process.exit(0), 3_000);
  // chrome-launcher's kill is synchronous in some versions and a promise in others.
  Promise.resolve()
    .then(() => chrome.kill())
    .finally(() => process.exit(0));
}

process.on('message', (job) => {
  if (job.done) {
    end();
    return;
  }
  measure(job).then(
    (answer) => process.send(answer),
    (error) => process.send({ error: error.message }),
  );
});
// The bench stopped (Ctrl-C, a failed step): no lane outlives it.
process.on('disconnect', end);
process.on('SIGTERM', end);
process.on('SIGINT', end);
