import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DISPLAY, type Lane, laneDriver, ORIGIN, SERVER_DATA_DIR, SERVER_PORT } from './lanes.ts';

const repo = path.join(import.meta.dirname, '..', '..');

async function waitFor(url: string, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function start(command: string, args: string[], env: Record<string, string>, cwd = repo): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (process.env.WEBKIT_DEBUG) process.stderr.write(`[${command}] ${chunk}`);
  });
  return child;
}

/**
 * Starts what a lane needs and stops it afterwards: the app server on the built web app (`npm run build` first), and
 * the lane's WebDriver server (WebKitGTK's on a virtual X display). A server already answering on the port is reused.
 */
export default async function setup(project: TestProject) {
  const lane = project.config.provide?.lane as Lane | undefined;
  if (lane !== 'gtk' && lane !== 'wpe') throw new Error('the project must provide its lane (gtk or wpe)');
  const children: ChildProcess[] = [];

  let serverRunning = false;
  try {
    serverRunning = (await fetch(`${ORIGIN}/healthz`)).ok;
  } catch {
    // start it below
  }
  if (!serverRunning) {
    mkdirSync(SERVER_DATA_DIR, { recursive: true });
    children.push(
      start('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
        PORT: String(SERVER_PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: 'memory://',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: SERVER_DATA_DIR,
        RATE_LIMIT_PER_MINUTE: '100000',
        COMPLAINTS_PER_BORROWER_PER_DAY: '100000',
      }),
    );
    await waitFor(`${ORIGIN}/healthz`, 'the app server', 90_000);
  }

  const driver = laneDriver(lane);
  if (lane === 'gtk') {
    // Twice the phone's CSS size: GDK_SCALE=2 makes it 390x844 at a device pixel ratio of 2.
    children.push(start('Xvfb', [DISPLAY, '-screen', '0', '780x1688x24', '-nolisten', 'tcp'], {}));
  }
  children.push(start(driver.command, driver.args, driver.env));
  await waitFor(`http://127.0.0.1:${driver.port}/status`, driver.command, 20_000);

  return () => {
    for (const child of children.reverse()) child.kill('SIGTERM');
  };
}
