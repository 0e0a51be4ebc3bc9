import type { Database } from '../../db/database.ts';
import { assertStorageKey, type ObjectStorage } from './storage.ts';

/** PGlite answers bytea as a Uint8Array, node-postgres as a Buffer; callers get a Buffer either way. */
const asBuffer = (value: unknown): Buffer => {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  throw new Error('stored object body is not bytes');
};

/**
 * Objects as rows of `stored_objects` (bytea) in the app's own database, so every server behind a load balancer
 * sees every upload with no shared disk and no extra service. Complaint photos are at most 10 MB and few; an
 * object store (S3, GCS) can replace this behind the same interface when volume calls for it.
 */
export function databaseStorage(db: Database): ObjectStorage {
  return {
    kind: 'database',
    async put(key, body) {
      assertStorageKey(key);
      await db.query('insert into stored_objects (key, body, size_bytes) values ($1, $2, $3)', [
        key,
        body,
        body.length,
      ]);
    },
    async get(key) {
      assertStorageKey(key);
      const [row] = await db.query<{ body: unknown }>('select body from stored_objects where key = $1', [key]);
      if (!row) return undefined;
      const body = asBuffer(row.body);
      return { body, size: body.length };
    },
    async stat(key) {
      assertStorageKey(key);
      const [row] = await db.query<{ size_bytes: number }>('select size_bytes from stored_objects where key = $1', [
        key,
      ]);
      return row ? { size: row.size_bytes } : undefined;
    },
    async delete(key) {
      assertStorageKey(key);
      await db.query('delete from stored_objects where key = $1', [key]);
    },
  };
}
