import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/measure-bytes.mjs';

/** Everything the bench started, stopped on exit whatever happens (a failed step, Ctrl-C). */
const started = new Set();

export async function stopAll() {
  await Promise.all([...started].map((child) => stopProcess(child)));
}

export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) {
    started.delete(child);
    return;
  }
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  started.delete(child);
}

function startNode(args, env, label) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code && started.has(child)) console.error(`bench: ${label} exited with ${code}\n${stderr}`);
  });
  return child;
}

async function waitForOk(url, child, label, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} stopped before answering ${url}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * The production server (built web app, NODE_ENV=production) on `port`, on the database given: `databaseUrl` for
 * PostgreSQL, or unset for the embedded database in `dataDir`. The per-IP rate limit is lifted: every request of
 * the load generator comes from 127.0.0.1.
 */
export async function startAppServer({ port, dataDir, databaseUrl }) {
  const env = {
    // Production runs on PostgreSQL only (it refuses to start without it): the embedded leg runs as development.
    NODE_ENV: databaseUrl ? 'production' : 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // problem-save's throughput is measured by filing complaints as one borrower, far past the daily cap.
    COMPLAINTS_PER_BORROWER_PER_DAY: '100000000',
    // What production refuses to start without; nothing listens at the gateway, and the bench sends no SMS.
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/unused-sms-gateway',
    SMS_GATEWAY_TOKEN: 'bench-gateway-token',
    // India's texts leave only as DLT-registered MSG91 templates, so production needs them; the bench texts no one.
    MSG91_AUTH_KEY: 'bench-msg91-auth-key',
    MSG91_SENDER_ID: 'LENDHF',
    MSG91_REPORT_TOKEN: randomBytes(32).toString('hex'),
    MSG91_TEMPLATE_PROMOTION_REGISTER: '64f0c0ffee00000000000001',
    MSG91_DLT_TEMPLATE_PROMOTION_REGISTER: '1107160000000000001',
    MSG91_TEMPLATE_REPAYMENT_CONFIRM: '64f0c0ffee00000000000002',
    MSG91_DLT_TEMPLATE_REPAYMENT_CONFIRM: '1107160000000000002',
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    METRICS_TOKEN: randomBytes(32).toString('hex'),
    ONE_TIME_CODE_KEY: randomBytes(32).toString('hex'),
    SMS_TEXT_KEY: randomBytes(32).toString('hex'),
    CARD_TOKEN_KEY: randomBytes(32).toString('hex'),
    PROOF_OF_WORK_KEY: randomBytes(32).toString('hex'),
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.DATABASE_URL = '';
  const child = startNode(['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')], env, 'app server');
  await waitForOk(`http://127.0.0.1:${port}/healthz`, child, 'app server');
  // The API step reads the server's own /metrics (event-loop delay, connections waiting for the pool) under load.
  child.metricsToken = env.METRICS_TOKEN;
  return child;
}

/**
 * The comparison server (bench/bare-server.mjs): a bare Fastify route answering a constant and, given `databaseUrl`,
 * the minimal route answering loan-details with one fused prepared statement on that PostgreSQL.
 */
export async function startBareServer({ port, databaseUrl }) {
  const env = { PORT: String(port), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const child = startNode(['--import', 'tsx', join(repoRoot, 'bench/bare-server.mjs')], env, 'bare server');
  await waitForOk(`http://127.0.0.1:${port}/bare`, child, 'bare server');
  return child;
}
