import { FAILURE_CODE, STAFF_LOCKOUT_MS } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { Failure, forbidden } from '../../http/failure.ts';
import type { StaffPrincipal } from './auth.ts';
import { clearSignInAttempts, countSignInAttempt } from './lockout.ts';
import { STAFF } from './messages.ts';
import { verifyPassword } from './passwords.ts';

/**
 * An account change (adding an agent, disabling or enabling one, a new password link) needs the admin's own password
 * typed again, on top of the console session: a stolen session cookie alone cannot take over the desk. The check counts
 * against the same lockout as signing in, so it is no way around it.
 */
export async function confirmOwnPassword(app: FastifyInstance, staff: StaffPrincipal, password: string): Promise<void> {
  const verdict = await countSignInAttempt(app.db, staff.agent.email);
  if (verdict === 'locked') {
    throw new Failure(FAILURE_CODE.rateLimited, STAFF.locked, 429, { minutes: STAFF_LOCKOUT_MS / 60_000 });
  }
  const [row] = await app.db.query<{ password_hash: string | null }>(
    'select password_hash from staff_agents where id = $1',
    [staff.agent.id],
  );
  if (!row?.password_hash || !(await verifyPassword(password, row.password_hash))) {
    throw forbidden(STAFF.passwordCheckFailed);
  }
  await clearSignInAttempts(app.db, staff.agent.email);
}
