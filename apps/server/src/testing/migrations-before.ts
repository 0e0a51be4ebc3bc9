import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database.ts';

/**
 * Applies, and records as applied, the migrations that sort before `name`: the database as it stood before that one,
 * for a test of what the migration does to rows written earlier.
 */
export async function applyMigrationsBefore(db: Database, name: string): Promise<void> {
  const dir = fileURLToPath(new URL('../db/migrations/', import.meta.url));
  const earlier = readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f) && f < name)
    .sort();
  await db.exec('create table schema_migrations (name text primary key, applied_at timestamptz default now())');
  for (const f of earlier) {
    await db.exec(readFileSync(dir + f, 'utf8'));
    await db.query('insert into schema_migrations (name) values ($1)', [f]);
  }
}
