import { STAFF_REFUSED_PER_IP_PER_MINUTE } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';

const WINDOW_S = 60;

/** Whether this address had its allowance of refused staff calls in the last minute (checked before any lookup). */
export async function tooManyRefusals(db: Queryable, ip: string): Promise<boolean> {
  const [row] = await db.query<{ n: unknown }>(
    'select count(*) as n from staff_refused_requests where ip = $1 and at > now() - make_interval(secs => $2)',
    [ip, WINDOW_S],
  );
  return toSafeInt(row?.n ?? 0) >= STAFF_REFUSED_PER_IP_PER_MINUTE;
}

/** Counts one refused staff call of this address, and forgets those older than the window. */
export async function countRefusal(db: Queryable, ip: string): Promise<void> {
  await db.query('insert into staff_refused_requests (ip) values ($1)', [ip]);
  await db.query('delete from staff_refused_requests where at < now() - make_interval(secs => $1)', [WINDOW_S]);
}
