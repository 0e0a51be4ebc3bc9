import { DAY_MS, FAILURE_CODE, HOUR_MS, UPLOAD_BYTES_PER_BORROWER_PER_DAY } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { Failure } from '../../http/failure.ts';
import { COMPLAINT } from './messages.ts';

export interface QuotaUse {
  count: number;
  bytes: number;
  /** When the oldest upload of the last 24 hours was made (it leaves the window a day later). */
  oldest: Date | undefined;
}

/** What a borrower uploaded in the last 24 hours (a rolling day, the same for every time zone). */
export async function uploadsInLastDay(db: Queryable, borrowerId: number): Promise<QuotaUse> {
  const [row] = await db.query<{ count: unknown; bytes: unknown; oldest: unknown }>(
    `select count(*) as count, coalesce(sum(size_bytes), 0) as bytes, min(created_at) as oldest
       from uploads where borrower_id = $1 and created_at > now() - interval '1 day'`,
    [borrowerId],
  );
  const oldest = row?.oldest ? new Date(row.oldest instanceof Date ? row.oldest : String(row.oldest)) : undefined;
  return { count: toSafeInt(row?.count ?? 0), bytes: toSafeInt(row?.bytes ?? 0), oldest };
}

/**
 * Whether one more upload of `addingBytes` fits the daily quota of `dailyCount` photos (the server's
 * UPLOADS_PER_BORROWER_PER_DAY) and the contract's bytes (pure, so the limits are unit-tested).
 */
export function fitsQuota(use: QuotaUse, addingBytes: number, dailyCount: number): boolean {
  return use.count + 1 <= dailyCount && use.bytes + addingBytes <= UPLOAD_BYTES_PER_BORROWER_PER_DAY;
}

/** Whole hours until the oldest upload of the window leaves it (at least 1). */
export function hoursUntilRoom(use: QuotaUse, now: number): number {
  const freedAt = (use.oldest?.getTime() ?? now) + DAY_MS;
  return Math.max(1, Math.ceil((freedAt - now) / HOUR_MS));
}

/** Refuses (429, with the real wait) an upload that would take the borrower over the daily quota. */
export async function refuseOverQuota(db: Queryable, borrowerId: number, addingBytes: number, dailyCount: number) {
  const use = await uploadsInLastDay(db, borrowerId);
  if (fitsQuota(use, addingBytes, dailyCount)) return;
  const hours = hoursUntilRoom(use, Date.now());
  throw new Failure(FAILURE_CODE.rateLimited, COMPLAINT.uploadQuota, 429, { hours });
}
