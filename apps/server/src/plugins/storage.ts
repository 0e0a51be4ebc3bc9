import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localDiskStorage } from '../platform/storage/local-disk-storage.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}

/** `app.storage`: local disk under DATA_DIR/uploads by default; tests and other backends pass their own. */
export const storagePlugin = fp(async (app: FastifyInstance, options: { storage?: ObjectStorage }) => {
  app.decorate('storage', options.storage ?? localDiskStorage(path.join(app.config.DATA_DIR, 'uploads')));
});
