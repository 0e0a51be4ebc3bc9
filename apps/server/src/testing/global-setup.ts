import { fileURLToPath } from 'node:url';
import { removeStaleTestBundles } from './server-process.ts';
import { dropLeftoverTestDatabases, testPostgresUrl } from './test-database.ts';

const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * Once the whole server suite has finished: the server bundles of test processes that are gone are removed, and on
 * PostgreSQL the per-process templates and the databases of any test process that died before closing them are
 * dropped, so a cluster kept between runs does not fill up.
 */
export async function teardown(): Promise<void> {
  removeStaleTestBundles(distDir);
  const admin = testPostgresUrl();
  if (admin) await dropLeftoverTestDatabases(admin);
}
