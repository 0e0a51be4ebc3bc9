import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database.ts';

const TEST_STATEMENT_TIMEOUT_MS = 30_000;

/** The admin URL of the real PostgreSQL the API suite runs on (`scripts/test.sh`), or undefined for PGlite. */
export const testPostgresUrl = (): string | undefined => process.env.TEST_DATABASE_URL;

/**
 * A database of its own for one test app: tests mutate demo data, so on PostgreSQL each caller gets a freshly
 * created database (`t_<random>`), dropped again when the returned handle closes. Without `TEST_DATABASE_URL`,
 * an in-memory PGlite, which is fresh by construction.
 */
export async function openFreshTestDatabase(): Promise<Database> {
  const admin = testPostgresUrl();
  if (!admin) return openDatabase('memory://', '/nonexistent');
  const { url, drop } = await createFreshPostgresDatabase(admin);
  // The suite runs many apps at once on a busy CI machine: a generous statement timeout keeps lock waits in the
  // concurrency tests from turning into 503s. The server-process tests use the production default.
  const db = await openDatabase(url, '/nonexistent', { statementTimeoutMs: TEST_STATEMENT_TIMEOUT_MS });
  return {
    ...db,
    close: async () => {
      await db.close();
      await drop();
    },
  };
}

/** `create database t_<random>` on the cluster behind `adminUrl`; `drop` removes it (closing any leftover sessions). */
export async function createFreshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<R>(adminUrl: string, work: (client: pg.Client) => Promise<R>): Promise<R> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
