import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { databaseStorage } from '../platform/storage/database-storage.ts';
import { localDiskStorage } from '../platform/storage/local-disk-storage.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}

/**
 * `app.storage`, chosen by `UPLOAD_STORAGE`: `database` (rows in the app's database, which every server shares;
 * the default on PostgreSQL) or `disk` (DATA_DIR/uploads, one machine; the default on the embedded database).
 * Tests and other backends may pass their own.
 */
export const storagePlugin = fp(async (app: FastifyInstance, options: { storage?: ObjectStorage }) => {
  app.decorate('storage', options.storage ?? storageOf(app.config, app.db));
});

/** The storage `UPLOAD_STORAGE` names on this database (also for commands run beside the servers). */
export function storageOf(env: Pick<Env, 'UPLOAD_STORAGE' | 'DATA_DIR'>, db: Database): ObjectStorage {
  const kind = env.UPLOAD_STORAGE ?? (db.kind === 'postgres' ? 'database' : 'disk');
  return kind === 'database' ? databaseStorage(db) : localDiskStorage(path.join(env.DATA_DIR, 'uploads'));
}
