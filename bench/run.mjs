#!/usr/bin/env node
/**
 * `npm run bench`: one run of every measurement against the production build, written to bench/results.md and
 * bench/results.json. Run with tsx (`node --import tsx bench/run.mjs`, as the npm script does) because it seeds
 * the databases with the server's own TypeScript code. Stops by itself: every step is bounded, and the servers
 * and the PostgreSQL cluster it started are stopped on the way out.
 *
 * Options: --only=bytes,suites,lighthouse,first-tap,api,scale (default all), --runs=N (Lighthouse runs per page, default 3),
 * --lanes=N (Lighthouse pages measured at once with applied throttling, default 2; simulated runs go one at a time; `--only=lighthouse` also measures the first taps and
 * rewrites only the Lighthouse block of results.md),
 * --duration=S (autocannon seconds per call, default 5), --connections=N (autocannon connections, default 32), --no-write (print instead of writing the results),
 * --render-only (rewrite results.md from results.json and explanations.md, measuring nothing),
 * --suite-files=a.test.ts,b.test.ts (the suites step runs only these server test files),
 * --pages=/repay,/ (Lighthouse and the first tap measure only these pages, as the table names them: `/`, `/repay`,
 * `promo.html (template 1)` or `promo.html` for every template; the table is printed, never written, since the file's
 * table is always a whole run's).
 * A partial run (--only without every section, or --suite-files) merges what it measured into results.json and
 * keeps the rest from the runs that measured it; results.md names the run each figure comes from.
 * Ports: BENCH_PORT (default 4650; the bench uses it and the next two), PG_PORT (default 55441).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { measureEntries, measureScreens, repoRoot } from '../scripts/measure-bytes.mjs';
import { measureApi } from './lib/api.mjs';
import { prepareDemoDatabase, startPostgres } from './lib/databases.mjs';
import { measureFirstTap } from './lib/first-tap.mjs';
import { CHROMIUM_PATH, measureLighthouse, stopLanes } from './lib/lighthouse.mjs';
import { lighthouseBlock, rewriteLighthouseTable } from './lib/lighthouse-table.mjs';
import { mergeResults } from './lib/merge.mjs';
import { startAppServer, startBareServer, stopAll, stopProcess } from './lib/processes.mjs';
import { renderMarkdown } from './lib/report.mjs';
import { measureScale } from './lib/scale.mjs';
import { runSuites } from './lib/suites.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const everySection = 'bytes,suites,lighthouse,first-tap,api,scale';
const only = new Set((args.only ?? everySection).split(','));
const suiteFiles = args['suite-files'] ? args['suite-files'].split(',') : [];
const partial = everySection.split(',').some((section) => !only.has(section)) || suiteFiles.length > 0;
const lighthouseRuns = Number(args.runs ?? 3);
/** Pages named by --pages: a run for the pages one is changing, whose table is printed instead of written. */
const pages = args.pages ? args.pages.split(',') : null;
/** Pages measured at once by Lighthouse, one Chromium each (--lanes=N). */
const lanes = Number(args.lanes ?? 2);
const durationS = Number(args.duration ?? 5);
/** Concurrent connections per API call: the target is p99 at 32 (a phone app's burst, not a flood). */
const connections = Number(args.connections ?? 32);
const basePort = Number(process.env.BENCH_PORT ?? 4650);
const pgPort = Number(process.env.PG_PORT ?? 55441);
const benchDir = join(repoRoot, 'bench');

const startedAt = Date.now();
const log = (text) => console.log(`[${String(Math.round((Date.now() - startedAt) / 1000)).padStart(4)} s] ${text}`);
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

const tempDir = mkdtempSync(join(tmpdir(), 'loan-h5-bench-'));
let postgres;
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  stopLanes();
  await stopAll();
  if (postgres) await postgres.stop().catch((error) => console.error(`bench: stopping PostgreSQL: ${error.message}`));
  rmSync(tempDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

const load = () => Number(loadavg()[0].toFixed(1));

/** The commit measured, marked when the worktree differs from it (the table must say what it measured). */
function commitOf() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    return changed ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

/** The server suite under BENCH=1 (60 SIGKILLs, ten times the fuzz cases) takes minutes on 2 cores. */
const SUITES_TIMEOUT_MS = 15 * 60_000;

async function main() {
  if (!existsSync(join(repoRoot, 'apps/web/dist/.vite/manifest.json'))) {
    throw new Error('no production build: run "npm run build" first (npm run bench does)');
  }
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(totalmem() / 1e9),
      os: `${platform()} ${release()}`,
      node: process.version,
      chromium: chromiumVersion(),
      postgres: 'not run',
      /** 1-minute load average when the run started and ended: other work on the machine moves every figure. */
      loadAtStart: load(),
    },
  };

  log('bytes');
  results.bytes = { entries: measureEntries(), screens: measureScreens() };

  if (only.has('suites')) {
    log('server test suites with BENCH=1 (figures from other suites)');
    results.suites = await runSuites({
      figuresDir: join(tempDir, 'figures'),
      timeoutMs: SUITES_TIMEOUT_MS,
      files: suiteFiles,
    });
    log(`  ${results.suites.tests} (${results.suites.suites.length} figure files)`);
  }

  const appPort = basePort;
  const barePort = basePort + 1;
  const appBase = `http://127.0.0.1:${appPort}`;
  const bareBase = `http://127.0.0.1:${barePort}`;

  results.errors = [];
  /** A step that fails is reported as such and the run goes on with the next one. */
  const step = async (name, work) => {
    try {
      await work();
    } catch (error) {
      log(`  ${name} failed: ${error.message}`);
      results.errors.push(`${name}: ${error.message}`);
    }
  };

  if (only.has('lighthouse') || only.has('first-tap') || only.has('api')) {
    const dataDir = join(tempDir, 'embedded');
    log('embedded database: migrate and seed the demo data');
    await prepareDemoDatabase({ dataDir });
    const app = await startAppServer({ port: appPort, dataDir });
    if (only.has('lighthouse')) {
      await step('Lighthouse', async () => {
        const lighthouseStarted = Date.now();
        const loadAtStart = load();
        log(
          `Lighthouse, ${lighthouseRuns} runs per page and throttling method: simulated one at a time, applied ${lanes} at a time`,
        );
        const measured = await measureLighthouse({ base: appBase, runs: lighthouseRuns, log, lanes, pages });
        log('first tap after the first paint, 4x CPU and Slow 4G (with the early handler)');
        const firstTap = await measureFirstTap({ base: appBase, log, compare: false, pages });
        results.lighthouse = {
          version: readJson(join(repoRoot, 'node_modules/lighthouse/package.json')).version,
          chromium: measured.chromium,
          runs: lighthouseRuns,
          lanes: measured.lanes,
          measuredAt: new Date(lighthouseStarted).toISOString(),
          commit: commitOf(),
          seconds: Math.round((Date.now() - lighthouseStarted) / 1000),
          loadAtStart,
          loadAtEnd: load(),
          rows: measured.rows,
          firstTap,
        };
        log(`  Lighthouse and first tap took ${results.lighthouse.seconds} s`);
      });
    }
    if (only.has('first-tap')) {
      await step('first tap', async () => {
        log('first tap after the first paint, 4x CPU and Slow 4G');
        results.firstTap = await measureFirstTap({ base: appBase, log, pages });
      });
    }
    if (only.has('api')) {
      results.api = {
        autocannonVersion: readJson(join(repoRoot, 'node_modules/autocannon/package.json')).version,
        connections,
        durationS,
      };
      await step('API on the embedded database', async () => {
        const bare = await startBareServer({ port: barePort });
        log('API on the embedded database');
        results.api.embedded = await measureApi({ appBase, bareBase, connections, durationS, log, server: app });
        await stopProcess(bare);
      });
    }
    await stopProcess(app);
  }

  if (only.has('api') || only.has('scale')) {
    log(`PostgreSQL on port ${pgPort}: a fresh database`);
    postgres = await startPostgres(pgPort);
    results.machine.postgres = postgres.version;
    await prepareDemoDatabase({ databaseUrl: postgres.url, dataDir: join(tempDir, 'unused') });
    const pgAppPort = basePort + 2;
    const pgBase = `http://127.0.0.1:${pgAppPort}`;
    const app = await startAppServer({ port: pgAppPort, dataDir: join(tempDir, 'unused'), databaseUrl: postgres.url });
    if (only.has('api')) {
      await step('API on PostgreSQL', async () => {
        const bare = await startBareServer({ port: barePort, databaseUrl: postgres.url });
        log('API on PostgreSQL');
        results.api.postgres = await measureApi({
          appBase: pgBase,
          bareBase,
          connections,
          durationS,
          log,
          minimal: true,
          server: app,
        });
        results.api.postgresVersion = postgres.version;
        await stopProcess(bare);
      });
    }
    if (only.has('scale')) {
      await step('growth', async () => {
        log('how cost grows (PostgreSQL)');
        results.scale = await measureScale({ appBase: pgBase, databaseUrl: postgres.url, log });
      });
    }
    await stopProcess(app);
    if (only.has('suites')) {
      await step('suites on PostgreSQL', async () => {
        log('server test suites on PostgreSQL with BENCH=1 (two servers, database down, crash on PostgreSQL)');
        // The database restart test runs on the release build, laid out from the build this bench made.
        const releaseDir = join(tempDir, 'release');
        execFileSync('bash', [join(repoRoot, 'scripts/build-release.sh'), releaseDir, '--skip-build'], {
          stdio: 'ignore',
        });
        results.suitesPostgres = await runSuites({
          figuresDir: join(tempDir, 'figures-postgres'),
          timeoutMs: SUITES_TIMEOUT_MS,
          env: { TEST_DATABASE_URL: postgres.url, RELEASE_DIR: releaseDir },
          files: suiteFiles,
        });
        log(`  ${results.suitesPostgres.tests} (${results.suitesPostgres.suites.length} figure files)`);
      });
    }
  }

  results.seconds = Math.round((Date.now() - startedAt) / 1000);
  results.machine.loadAtEnd = load();
  const explanationFile = join(benchDir, 'explanations.md');
  const explanation = existsSync(explanationFile) ? readFileSync(explanationFile, 'utf8') : '';
  const resultsFile = join(benchDir, 'results.json');
  const measured = [
    `--only=${[...only].join(',')}`,
    ...(suiteFiles.length ? [`--suite-files=${suiteFiles.join(',')}`] : []),
  ];
  const written =
    partial && existsSync(resultsFile) ? mergeResults(readJson(resultsFile), results, measured.join(' ')) : results;
  const resultsMd = join(benchDir, 'results.md');
  // A run that measured only Lighthouse (and its first taps) replaces the Lighthouse block and nothing else.
  const lighthouseOnly = [...only].every((section) => section === 'lighthouse') && existsSync(resultsMd);
  const markdown = lighthouseOnly
    ? rewriteLighthouseTable(readFileSync(resultsMd, 'utf8'), written.lighthouse)
    : renderMarkdown(written, explanation);
  if (pages) {
    console.log(only.has('lighthouse') ? lighthouseBlock(results.lighthouse) : JSON.stringify(results, null, 2));
    log(`--pages: measured ${pages.join(', ')} only; bench/results.md and bench/results.json left as they were`);
  } else if (args['no-write'] === 'true') {
    console.log(markdown);
  } else {
    writeFileSync(resultsFile, `${JSON.stringify(written, null, 2)}\n`);
    writeFileSync(resultsMd, markdown);
    log(`wrote bench/results.md${lighthouseOnly ? ' (its Lighthouse table)' : ''} and bench/results.json`);
  }
}

function renderOnly() {
  const results = readJson(join(benchDir, 'results.json'));
  const explanationFile = join(benchDir, 'explanations.md');
  const explanation = existsSync(explanationFile) ? readFileSync(explanationFile, 'utf8') : '';
  writeFileSync(join(benchDir, 'results.md'), renderMarkdown(results, explanation));
  log('rewrote bench/results.md from bench/results.json');
}

try {
  if (args['render-only'] === 'true') renderOnly();
  else await main();
} catch (error) {
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
  log('done');
}
