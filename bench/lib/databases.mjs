import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/seed.ts';
import { repoRoot } from '../../scripts/measure-bytes.mjs';

const run = promisify(execFile);

/**
 * The demo data (apps/server/src/seed.ts) in a database the production server then opens (production never seeds by
 * itself): migrations and seed run here, in the bench process, and the connection is closed before the server starts.
 */
export async function prepareDemoDatabase({ dataDir, databaseUrl }) {
  const db = await openDatabase(databaseUrl, dataDir);
  try {
    await migrate(db);
    await seedDemoData(db);
  } finally {
    await db.close();
  }
}

const pgLocal = join(repoRoot, 'scripts/pg-local.sh');

/** The private PostgreSQL cluster of scripts/pg-local.sh on `port`, and a fresh database in it for this run. */
export async function startPostgres(port) {
  const env = { ...process.env, PG_PORT: String(port) };
  const { stdout } = await run('bash', [pgLocal, 'start'], { env });
  const adminUrl = stdout.trim();
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const version = await serverVersion(url);
  return {
    url,
    version,
    /** Drops this run's database and stops the cluster. */
    stop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
      await run('bash', [pgLocal, 'stop'], { env });
    },
  };
}

async function serverVersion(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('show server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}
