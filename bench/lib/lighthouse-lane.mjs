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
 * Accessibility, best practices and SEO read the page, not its timing: they are audited in the simulated runs only;
 * the applied-throttling runs measure performance alone (what differs between the two methods).
 */
const CATEGORIES = {
  simulate: ['performance', 'accessibility', 'best-practices', 'seo'],
  devtools: ['performance'],
};
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
    process.send({ log: `${target.page} (${throttlingMethod}) run ${i + 1} (${summaries.length}/${runs} done)` });
    try {
      const result = await lighthouse(`${base}${target.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES[throttlingMethod],
        skipAudits: SKIPPED_AUDITS,
        throttlingMethod,
      });
      if (!result?.lhr) throw new Error('Lighthouse gave no result');
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      summaries.push(summarise(result.lhr));
    } catch (error) {
      failures.push(error.message);
      process.send({ log: `  failed: ${error.message}` });
    }
  }
  return { summaries, failures, chromium };
}

process.on('message', (job) => {
  if (job.done) {
    chrome.kill().finally(() => process.exit(0));
    return;
  }
  measure(job).then(
    (answer) => process.send(answer),
    (error) => process.send({ error: error.message }),
  );
});
process.on('disconnect', () => {
  chrome.kill().finally(() => process.exit(0));
});
