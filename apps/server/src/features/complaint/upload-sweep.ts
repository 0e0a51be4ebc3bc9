import { HOUR_MS, UNREFERENCED_UPLOAD_TTL_HOURS } from '@loan/contract';
import type { Database } from '../../db/database.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

/** Rows deleted per statement, so one sweep never holds many locks or one long transaction. */
const BATCH = 200;

/**
 * Deletes the uploads that no complaint image (the borrower's own or an agent's reply) uses and that were made
 * before `olderThan`, then their bytes; answers how many went. Safe beside complaint saves on other servers: rows a
 * save is attaching right now are locked by it (`for key share`) and skipped here, and a save that comes after
 * finds the upload gone and says so. Safe beside another sweep: each skips the rows the other holds.
 */
export async function sweepUnreferencedUploads(
  db: Database,
  storage: ObjectStorage,
  olderThan: Date = new Date(Date.now() - UNREFERENCED_UPLOAD_TTL_HOURS * HOUR_MS),
): Promise<number> {
  let swept = 0;
  for (;;) {
    const rows = await db.query<{ storage_key: string }>(
      `with doomed as (
         select u.storage_key from uploads u
          where u.created_at < $1
            and not exists (select 1 from complaint_images ci where ci.storage_key = u.storage_key)
          order by u.created_at
          limit $2
          for update of u skip locked
       )
       delete from uploads where storage_key in (select storage_key from doomed) returning storage_key`,
      [olderThan, BATCH],
    );
    // Rows first, bytes after: a crash in between leaves bytes nobody can reach (no row serves them), never a
    // complaint showing a missing photo.
    for (const row of rows) await storage.delete(row.storage_key);
    swept += rows.length;
    if (rows.length < BATCH) break;
  }
  if (storage.kind === 'database') swept += await sweepOrphanedObjects(db, olderThan);
  return swept;
}

/**
 * Database storage only: bytes whose upload row is gone (a crash between the two deletes above). Disk storage is not listed: its directory may be shared by another database (a
 * developer's demo data beside the tests), whose rows this database cannot see.
 */
async function sweepOrphanedObjects(db: Database, olderThan: Date): Promise<number> {
  const rows = await db.query(
    `delete from stored_objects s
      where s.created_at < $1 and not exists (select 1 from uploads u where u.storage_key = s.key)
      returning s.key`,
    [olderThan],
  );
  return rows.length;
}
