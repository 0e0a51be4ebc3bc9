import { DAY_MS, HOUR_MS, SMS_PER_PREFIX_PER_HOUR, SMS_PREFIX_FREE_DIGITS } from '@loan/contract';
import type { Queryable } from '../db/database.ts';

/**
 * What a bot that types numbers can cost, bounded where a registration code is requested: per block of numbers an hour,
 * and per market a day. Both count the codes already in `one_time_codes` (the market and block each keeps), inside the
 * issuing transaction and under its locks, so servers sharing a database count the same.
 */

/** The block a number belongs to: the number without its last SMS_PREFIX_FREE_DIGITS digits (`+52551234`). */
export function phonePrefix(phone: string): string {
  return phone.slice(0, Math.max(1, phone.length - SMS_PREFIX_FREE_DIGITS));
}

/** When (ms) the first of `rows` (newest first, the `limit`-th newest within the window) leaves the window. */
const freeAtOf = (rows: { created_at: Date }[], windowMs: number) =>
  rows[0] ? new Date(rows[0].created_at).getTime() + windowMs : null;

/** When the block of `phone` may be sent another code of `purpose`, if its hourly allowance is used up now. */
export async function prefixFreeAt(tx: Queryable, purpose: string, phone: string, now: Date): Promise<number | null> {
  const rows = await tx.query<{ created_at: Date }>(
    `select created_at from one_time_codes where purpose = $1 and phone_prefix = $2 and created_at > $3
      order by created_at desc offset $4 limit 1`,
    [purpose, phonePrefix(phone), new Date(now.getTime() - HOUR_MS), SMS_PER_PREFIX_PER_HOUR - 1],
  );
  return freeAtOf(rows, HOUR_MS);
}

/** Codes of `purpose` a market sent in the rolling day. */
export async function marketSentToday(tx: Queryable, purpose: string, market: string, now: Date): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    'select count(*)::int as n from one_time_codes where purpose = $1 and market = $2 and created_at > $3',
    [purpose, market, new Date(now.getTime() - DAY_MS)],
  );
  return Number(row?.n ?? 0);
}

/**
 * When a market's rolling day has room under `budget` again, if it has none now (the `budget`-th newest code leaves
 * the day). Only a number not sent a code within the day is refused for it: `knownNumber` passes.
 */
export async function marketBudgetFreeAt(
  tx: Queryable,
  request: { purpose: string; market: string; budget: number; knownNumber: boolean },
  now: Date,
): Promise<number | null> {
  if (request.knownNumber) return null;
  const rows = await tx.query<{ created_at: Date }>(
    `select created_at from one_time_codes where purpose = $1 and market = $2 and created_at > $3
      order by created_at desc offset $4 limit 1`,
    [request.purpose, request.market, new Date(now.getTime() - DAY_MS), request.budget - 1],
  );
  return freeAtOf(rows, DAY_MS);
}
