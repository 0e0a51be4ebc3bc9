import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

const pgLocal = fileURLToPath(new URL('../../../../scripts/pg-local.sh', import.meta.url));
const run = promisify(execFile);

/**
 * A PostgreSQL cluster of one test's own (scripts/pg-local.sh on a free port and a temporary directory), for tests
 * that stop and start the database itself and so must not share the suite's cluster.
 */
export interface PrivatePostgres {
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and deletes its data directory. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const env = {
    ...process.env,
    PG_PORT: String(await freePort()),
    PG_DIR: `/tmp/loan-h5-pg-test-${randomBytes(6).toString('hex')}`,
  };
  const script = (command: string) => run('bash', [pgLocal, command], { env, timeout: 90_000 });
  const url = (await script('start')).stdout.trim();
  return {
    url,
    start: async () => {
      await script('start');
    },
    stop: async () => {
      await script('stop');
    },
    destroy: async () => {
      await script('stop').catch(() => undefined);
      await rm(env.PG_DIR, { recursive: true, force: true });
    },
  };
}
