import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase, openPglite } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../seed.ts';

const TEST_STATEMENT_TIMEOUT_MS = 30_000;
/** Names of the databases this suite creates (`t_<16 hex>`, templates `t_tpl_<16 hex>`): a finished run drops them. */
const TEST_DATABASE_PREFIX = 't_';
const TEMPLATE_PREFIX = 't_tpl_';

/** The admin URL of the real PostgreSQL the API suite runs on (`scripts/test.sh`), or undefined for PGlite. */
export const testPostgresUrl = (): string | undefined => process.env.TEST_DATABASE_URL;

/**
 * An empty database of its own for one test: tests mutate data, so on PostgreSQL each caller gets a freshly created
 * database (`t_<random>`), dropped again when the returned handle closes. Without `TEST_DATABASE_URL`, an in-memory
 * PGlite, which is fresh by construction.
 */
export async function openFreshTestDatabase(): Promise<Database> {
  const admin = testPostgresUrl();
  if (!admin) return openDatabase('memory://', '/nonexistent');
  return openPostgresCopy(admin);
}

/**
 * A migrated database with the demo seed, of its own like `openFreshTestDatabase`'s. It is a copy of a template this
 * test process builds once per calendar day (the seed's dates count from today): starting PGlite from scratch,
 * migrating and seeding costs seconds per test app, a copy a fraction of that, and the suite builds many apps.
 */
export async function openSeededTestDatabase(): Promise<Database> {
  const admin = testPostgresUrl();
  if (!admin) return openPglite(new PGlite({ loadDataDir: await seededTemplate('pglite', pgliteTemplate) }));
  return openPostgresCopy(admin, await seededTemplate(`postgres ${admin}`, () => postgresTemplate(admin)));
}

/** The template of each database kind (and cluster), with the day it was seeded for. */
const templates = new Map<string, { day: string; template: Promise<unknown> }>();

function seededTemplate<T>(kind: string, build: () => Promise<T>): Promise<T> {
  const day = new Date().toISOString().slice(0, 10);
  let entry = templates.get(kind);
  if (entry?.day !== day) {
    entry = { day, template: build() };
    templates.set(kind, entry);
    // A failed build is tried again by the next caller rather than failing every later test the same way.
    entry.template.catch(() => templates.delete(kind));
  }
  return entry.template as Promise<T>;
}

async function migratedAndSeeded(db: Database): Promise<void> {
  await migrate(db);
  await seedDemoData(db);
}

async function pgliteTemplate(): Promise<Blob> {
  const pglite = new PGlite();
  const db = await openPglite(pglite);
  try {
    await migratedAndSeeded(db);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

async function postgresTemplate(admin: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${randomBytes(8).toString('hex')}`;
  await withAdmin(admin, (client) => client.query(`create database ${name}`));
  const db = await openDatabase(databaseUrl(admin, name), '/nonexistent');
  try {
    await migratedAndSeeded(db);
  } finally {
    // A template can only be copied while nobody is connected to it.
    await db.close();
  }
  return name;
}

async function openPostgresCopy(admin: string, template?: string): Promise<Database> {
  const { url, drop } = await createFreshPostgresDatabase(admin, template);
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

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * `create database t_<random>` on the cluster behind `adminUrl`, empty or as a copy of `template`; `drop` removes it
 * (closing any leftover sessions).
 */
export async function createFreshPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, (client) =>
    client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Drops every database the suite created and left (the templates, and apps of a worker that was killed). */
export async function dropLeftoverTestDatabases(adminUrl: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname ~ '^t_(tpl_)?[0-9a-f]{16}$'",
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  });
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
