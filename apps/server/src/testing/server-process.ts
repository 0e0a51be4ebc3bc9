import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const buildScript = fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url));
let bundle: Promise<string> | undefined;

const TEST_BUNDLE_PREFIX = 'test-server-';
const TEST_BUNDLE_NAME = new RegExp(`^${TEST_BUNDLE_PREFIX}(\\d+)-[0-9a-f]+\\.js(\\.map)?$`);

/**
 * Removes from `dir` the server bundles whose compiling process is gone (it may have been ended before its own
 * clean-up ran), and those named before bundles carried their process's id. A bundle of a running process stays: an
 * end-to-end worker beside a finished suite still starts servers from it.
 */
export function removeStaleTestBundles(dir: string): void {
  for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
    if (!entry.isFile() || !entry.name.startsWith(TEST_BUNDLE_PREFIX)) continue;
    const owner = TEST_BUNDLE_NAME.exec(entry.name)?.[1];
    if (owner === undefined || !isRunning(Number(owner))) rmSync(path.join(dir, entry.name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The server compiled the way production compiles it (`scripts/build.mjs`), once per test process, into a file of its
 * own that is removed when the process exits. Production runs plain `node` on such a file; a start from it is also a
 * second or two quicker than `tsx` compiling every module, and the crash tests start dozens of servers. The name
 * carries the process's id, for `removeStaleTestBundles`.
 */
function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const name = `${TEST_BUNDLE_PREFIX}${process.pid}-${randomBytes(6).toString('hex')}.js`;
    const file = fileURLToPath(new URL(`../../dist/${name}`, import.meta.url));
    process.once('exit', () => {
      rmSync(file, { force: true });
      rmSync(`${file}.map`, { force: true });
    });
    await promisify(execFile)(process.execPath, [buildScript, file]);
    return file;
  })();
  return bundle;
}

/** A port nobody listens on right now (the kernel picks it), for a child server to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly base: string;
  readonly child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  readonly exited: Promise<number | string>;
}

/**
 * The release scripts/build-release.sh laid out (its compiled server and production npm packages only), for a test
 * that must prove what production runs; unset, tests use their own bundle of the same build over the development tree.
 */
export const releaseDir = (): string | undefined => process.env.RELEASE_DIR || undefined;

/**
 * The server as production runs it, on a port of its own; resolves once /healthz answers 200. From `release` (a
 * folder scripts/build-release.sh wrote) it is started with the Dockerfile's command in that folder.
 */
export async function startServer(
  env: Record<string, string>,
  port?: number,
  release?: string,
): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  let output = '';
  const entry = release ? 'apps/server/dist/server.js' : await serverBundle();
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: release,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
      PORT: String(listenOn),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: ServerProcess = { base: `http://127.0.0.1:${listenOn}`, child, output: () => output, exited };
  await waitUntilHealthy(server);
  return server;
}

/** Polls /healthz until 200; fails with the process output if it exits or stays down for 90 s (busy machines). */
export async function waitUntilHealthy(server: ServerProcess, deadline = Date.now() + 90_000): Promise<void> {
  let exitedWith: number | string | undefined;
  void server.exited.then((code) => {
    exitedWith = code;
  });
  for (;;) {
    if (exitedWith !== undefined) throw new Error(`server exited (${exitedWith}):\n${server.output().slice(-3000)}`);
    try {
      const response = await fetch(`${server.base}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not healthy after 90 s:\n${server.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ends a server and waits for it to be gone. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}
