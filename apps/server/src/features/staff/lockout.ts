import { STAFF_LOCKOUT_FAILURES, STAFF_LOCKOUT_MS } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';

export type AttemptVerdict = 'check' | 'check-last' | 'locked';

/**
 * Counts one sign-in attempt for this e-mail before any password is checked, in one upsert (its row lock orders
 * parallel attempts), and says what may happen: the first STAFF_LOCKOUT_FAILURES since the last success have their
 * password checked (`check-last` for the one that locks the address if it is wrong too); every further one is
 * refused unchecked until the lock ends, when counting starts again. Known and unknown addresses count alike.
 */
export async function countSignInAttempt(db: Queryable, email: string): Promise<AttemptVerdict> {
  const [row] = await db.query<{ attempts: unknown }>(
    `insert into staff_sign_in_attempts as s (email, attempts, locked_until)
     values ($1, 1, case when $2 <= 1 then now() + make_interval(secs => $3) end)
     on conflict (email) do update set
       attempts = case when s.locked_until <= now() then 1 else s.attempts + 1 end,
       locked_until = case
         when s.locked_until <= now() then null
         when s.locked_until is null and s.attempts + 1 >= $2 then now() + make_interval(secs => $3)
         else s.locked_until end,
       last_at = now()
     returning attempts`,
    [email, STAFF_LOCKOUT_FAILURES, STAFF_LOCKOUT_MS / 1000],
  );
  const attempts = toSafeInt(row?.attempts ?? 0);
  // Rows idle longer than a lock are forgotten, so typed addresses cannot pile up.
  await db.query('delete from staff_sign_in_attempts where last_at < now() - make_interval(secs => $1)', [
    STAFF_LOCKOUT_MS / 1000,
  ]);
  if (attempts < STAFF_LOCKOUT_FAILURES) return 'check';
  return attempts === STAFF_LOCKOUT_FAILURES ? 'check-last' : 'locked';
}

/** A right password (or a new one set through a link) forgets the address's wrong attempts and lifts its lock. */
export async function clearSignInAttempts(db: Queryable, email: string): Promise<void> {
  await db.query('delete from staff_sign_in_attempts where email = $1', [email]);
}
