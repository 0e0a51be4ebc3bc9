import { existsSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dropLeftoverTestDatabases, testPostgresUrl } from './test-database.ts';

const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * Once the whole server suite has finished: the server bundles the test processes compiled are removed (a worker
 * process may be ended before its own clean-up runs), and on PostgreSQL the per-process templates and the databases
 * of any test process that died before closing them are dropped, so a cluster kept between runs does not fill up.
 */
export async function teardown(): Promise<void> {
  for (const name of existsSync(distDir) ? readdirSync(distDir, { withFileTypes: true }) : []) {
    if (name.isFile() && name.name.startsWith('test-server-')) rmSync(distDir + name.name, { force: true });
  }
  const admin = testPostgresUrl();
  if (admin) await dropLeftoverTestDatabases(admin);
}
