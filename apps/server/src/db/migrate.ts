import { readdirSync, readFileSync } from 'node:fs';
import { migrationsDir } from '../paths.ts';
import type { Database } from './database.ts';

/** Any constant works; it keeps two servers starting at once from migrating twice. */
const MIGRATION_LOCK = 724_001;

/** Numbered SQL files (`001_init.sql`, …) applied once each, in order, inside one locked transaction. */
export async function migrate(db: Database): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  return db.transaction(async (tx) => {
    // A migration (or waiting for another server's) may take longer than a request's statement timeout.
    await tx.query('set local statement_timeout = 0');
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
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
