import { readdirSync, readFileSync } from 'node:fs';
import { migrationsDir } from '../paths.ts';
import type { Database, Queryable } from './database.ts';

/** Any constant works; it keeps two servers starting at once from migrating twice. */
const MIGRATION_LOCK = 724_001;

/** The migrations this build carries, in the order they apply. */
function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
}

/**
 * The migrations this build carries that the database has not applied (all of them on a database never migrated):
 * a server whose schema is behind its code must not take traffic (`/readyz`).
 */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const [table] = await db.query<{ name: string | null }>("select to_regclass('schema_migrations')::text as name");
  if (!table?.name) return migrationFiles();
  const applied = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
  return migrationFiles().filter((f) => !applied.has(f));
}

/** Numbered SQL files (`001_init.sql`, …) applied once each, in order, inside one locked transaction. */
export async function migrate(db: Database): Promise<string[]> {
  const files = migrationFiles();
  return db.transaction(async (tx) => {
    // A migration (or waiting for another server's) may take longer than a request's statement timeout.
    await tx.query('set local statement_timeout = 0');
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // Created only when missing: the servers' own role (db/app-role.ts) may not create tables, not even "if not exists".
    const [table] = await tx.query<{ name: string | null }>("select to_regclass('schema_migrations')::text as name");
    if (!table?.name)
      await tx.exec(
        'create table schema_migrations (name text primary key, applied_at timestamptz not null default now())',
      );
    const applied = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const pending = files.filter((f) => !applied.has(f));
    for (const file of pending) {
      await tx.exec(readFileSync(migrationsDir + file, 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    }
    return pending;
  });
}
