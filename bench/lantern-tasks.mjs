#!/usr/bin/env node
/**
 * Why a page's simulated TBT is what it is: loads each page with Lighthouse's mobile preset (simulated throttling)
 * against the production build on the embedded database with the demo data, then prints Lantern's TBT and FCP
 * estimates and the simulated main-thread tasks behind them (bench/lib/lantern-tasks.mjs). A diagnostic to read beside
 * `npm run bench -- --only=lighthouse`, which measures; this explains.
 *
 *   node --import tsx bench/lantern-tasks.mjs --pages=/loanDetail,/confirm,/ --runs=2
 *
 * In-app pages get the demo borrower's launch parameters. Port: BENCH_PORT + 3 (default 4653).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { formatTasks, simulatedTasks } from './lib/lantern-tasks.mjs';
import { CHROMIUM_PATH, LAUNCH } from './lib/lighthouse.mjs';
import { startAppServer, stopAll } from './lib/processes.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const pages = (args.pages ?? '/loanDetail').split(',');
const runs = Number(args.runs ?? 1);
const port = Number(process.env.BENCH_PORT ?? 4650) + 3;
const base = `http://127.0.0.1:${port}`;
const inApp = (page) => page !== '/' && !page.startsWith('/promo');

await startAppServer({ port, dataDir: mkdtempSync(join(tmpdir(), 'lantern-tasks-')) });
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox'],
  logLevel: 'silent',
});
try {
  for (const page of pages) {
    for (let run = 1; run <= runs; run += 1) {
      const url = `${base}${page}${inApp(page) ? `?${LAUNCH}` : ''}`;
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyAudits: ['first-contentful-paint', 'total-blocking-time'],
        throttlingMethod: 'simulate',
        skipAboutBlank: true,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { artifacts, lhr } = result;
      const context = { computedCache: new Map(), settings: lhr.configSettings };
      const data = {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings: lhr.configSettings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        simulator: null,
      };
      const fcp = await LanternFirstContentfulPaint.request(data, context);
      const tbt = await LanternTotalBlockingTime.request(data, context);
      const inFcpGraph = new Set();
      fcp.pessimisticGraph.traverse((node) => inFcpGraph.add(node.id));
      const ms = (value) => Math.round(value);
      console.log(
        `${page} run ${run}: TBT ${ms(tbt.timing)} ms (optimistic ${ms(tbt.optimisticEstimate.timeInMs)}, pessimistic ` +
          `${ms(tbt.pessimisticEstimate.timeInMs)}); FCP estimate ${ms(fcp.optimisticEstimate.timeInMs)}–` +
          `${ms(fcp.pessimisticEstimate.timeInMs)} ms`,
      );
      // The optimistic TBT counts from the pessimistic FCP estimate, and the other way round; both simulate the same
      // tasks, so one list shows them.
      console.log(formatTasks(simulatedTasks(tbt.optimisticEstimate.nodeTimings, inFcpGraph)));
    }
  }
} finally {
  await chrome.kill();
  await stopAll();
}
