import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  const kind = app.config.UPLOAD_STORAGE ?? (app.db.kind === 'postgres' ? 'database' : 'disk');
  const chosen =
    kind === 'database' ? databaseStorage(app.db) : localDiskStorage(path.join(app.config.DATA_DIR, 'uploads'));
  app.decorate('storage', options.storage ?? chosen);
});
