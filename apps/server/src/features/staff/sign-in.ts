import {
  FAILURE_CODE,
  STAFF_IP_DELAY_BASE_MS,
  STAFF_IP_DELAY_MAX_MS,
  STAFF_IP_FREE_FAILURES,
  STAFF_LOCKOUT_MS,
  STAFF_PASSWORD_MIN,
  STAFF_ROUTES,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_IDLE_MS,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { Failure, invalid, notFound } from '../../http/failure.ts';
import { registerCall } from '../../http/register-call.ts';
import { AGENT_COLUMNS, type AgentRow, agentView, endSessions } from './agents-store.ts';
import { writeAudit } from './audit.ts';
import { staffOf } from './auth.ts';
import { isoTime } from './iso.ts';
import { clearSignInAttempts, countSignInAttempt } from './lockout.ts';
import { STAFF } from './messages.ts';
import { hashPassword, type PasswordProblem, passwordProblem, verifyDecoy, verifyPassword } from './passwords.ts';
import { randomSecret, sha256Hex } from './secrets.ts';

const LOCK_MINUTES = STAFF_LOCKOUT_MS / 60_000;

/**
 * How long this address must still wait before another sign-in: nothing for its first STAFF_IP_FREE_FAILURES failures
 * in the lockout window, then twice as long after each further one. Guessing across many accounts from one address
 * slows to a crawl, while an agent who mistypes a few times never notices.
 */
export async function ipWaitMs(db: Queryable, ip: string): Promise<number> {
  const [row] = await db.query<{ failures: unknown; latest: unknown }>(
    `select count(*) as failures, max(at) as latest from staff_sign_in_failures
      where ip = $1 and at > now() - make_interval(secs => $2)`,
    [ip, STAFF_LOCKOUT_MS / 1000],
  );
  const over = toSafeInt(row?.failures ?? 0) - STAFF_IP_FREE_FAILURES;
  if (over < 0 || row?.latest === null || row?.latest === undefined) return 0;
  const delay = Math.min(STAFF_IP_DELAY_BASE_MS * 2 ** over, STAFF_IP_DELAY_MAX_MS);
  return Math.max(0, new Date(isoTime(row.latest)).getTime() + delay - Date.now());
}

/** The session cookie: HttpOnly, SameSite=Strict, for the staff pages only; Secure in production and over HTTPS. */
function sessionCookie(request: FastifyRequest, value: string, maxAgeS: number): string {
  const secure = request.server.config.NODE_ENV === 'production' || request.protocol === 'https';
  return [
    `${STAFF_SESSION_COOKIE}=${value}`,
    'Path=/staff',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeS}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

const PASSWORD_MESSAGE: Record<PasswordProblem, (typeof STAFF)[keyof typeof STAFF]> = {
  tooShort: STAFF.passwordTooShort,
  tooLong: STAFF.passwordTooLong,
  common: STAFF.passwordCommon,
  containsEmail: STAFF.passwordContainsEmail,
};

export function checkNewPassword(password: string, email: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw invalid(PASSWORD_MESSAGE[problem], { min: STAFF_PASSWORD_MIN });
}

async function startSession(db: Queryable, agentId: number, request: FastifyRequest) {
  const secret = randomSecret();
  const csrfToken = randomSecret();
  const [row] = await db.query<{ id: unknown }>(
    `insert into staff_sessions (agent_id, token_hash, csrf_token, ip, user_agent) values ($1, $2, $3, $4, $5)
     returning id`,
    [agentId, sha256Hex(secret), csrfToken, request.ip, String(request.headers['user-agent'] ?? '').slice(0, 300)],
  );
  return { secret, csrfToken, sessionId: toSafeInt(row?.id) };
}

type LinkRow = { link_id: unknown; expires_at: unknown } & AgentRow & Record<string, unknown>;

async function liveLink(db: Queryable, token: string): Promise<LinkRow> {
  const [row] = await db.query<LinkRow>(
    `select l.id as link_id, l.expires_at, ${AGENT_COLUMNS}
       from staff_password_links l join staff_agents a on a.id = l.agent_id
      where l.token_hash = $1 and l.used_at is null and l.expires_at > now() and a.disabled_at is null`,
    [sha256Hex(token)],
  );
  if (!row) throw notFound(STAFF.linkInvalid);
  return row;
}

/** Signing in and out, the agent's own sessions, and setting a password through a one-time link. */
export async function signInRoutes(app: FastifyInstance) {
  const refuseSignIn = async (request: FastifyRequest, agent: AgentRow | undefined, reason: string) => {
    await app.db.query('insert into staff_sign_in_failures (ip) values ($1)', [request.ip]);
    await writeAudit(app.db, {
      agentId: agent ? toSafeInt(agent.id) : null,
      agentEmail: agent?.email ?? '',
      action: 'sign-in-failed',
      after: { reason },
      ip: request.ip,
      via: 'session',
    });
  };

  registerCall(app, STAFF_ROUTES.signIn, async (input, request, { reply }) => {
    const wait = await ipWaitMs(app.db, request.ip);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      reply.header('retry-after', String(seconds));
      throw new Failure(FAILURE_CODE.rateLimited, STAFF.slowDown, 429, { seconds });
    }
    const verdict = await countSignInAttempt(app.db, input.email);
    const lockedOut = () => new Failure(FAILURE_CODE.rateLimited, STAFF.locked, 429, { minutes: LOCK_MINUTES });
    const [found] = await app.db.query<AgentRow & Record<string, unknown>>(
      `select ${AGENT_COLUMNS} from staff_agents a where a.email = $1`,
      [input.email],
    );
    if (verdict === 'locked') {
      // Refused unchecked, whether the address has an account or not: the same answer either way.
      await refuseSignIn(request, found, 'locked');
      throw lockedOut();
    }
    const agent = found && found.password_hash !== null && found.disabled_at === null ? found : undefined;
    // An unknown, pending or disabled account costs the same work as a wrong password and gets the same answer.
    const right = agent?.password_hash ? await verifyPassword(input.password, agent.password_hash) : false;
    if (!agent?.password_hash) await verifyDecoy(input.password);
    if (!agent || !right) {
      const last = verdict === 'check-last';
      const reason = agent ? 'wrong-password' : found ? 'not-active' : 'unknown-email';
      await refuseSignIn(request, found, last ? `${reason}-locked` : reason);
      if (last) throw lockedOut();
      throw new Failure(FAILURE_CODE.sessionUnknown, STAFF.wrongCredentials, 401);
    }
    const agentId = toSafeInt(agent.id);
    await clearSignInAttempts(app.db, input.email);
    const session = await app.db.transaction(async (tx) => {
      const [signedIn] = await tx.query<AgentRow & Record<string, unknown>>(
        `update staff_agents a set last_sign_in_at = now()
          where a.id = $1 returning ${AGENT_COLUMNS}`,
        [agentId],
      );
      const started = await startSession(tx, agentId, request);
      await writeAudit(tx, {
        agentId,
        agentEmail: agent.email,
        action: 'sign-in',
        target: `session:${started.sessionId}`,
        after: { sessionId: started.sessionId },
        ip: request.ip,
        via: 'session',
      });
      return { ...started, agent: agentView(signedIn ?? agent) };
    });
    reply.header('set-cookie', sessionCookie(request, session.secret, STAFF_SESSION_IDLE_MS / 1000));
    return {
      agent: session.agent,
      csrfToken: session.csrfToken,
      idleExpiresAt: new Date(Date.now() + STAFF_SESSION_IDLE_MS).toISOString(),
    };
  });

  registerCall(app, STAFF_ROUTES.session, async (_input, request) => {
    const staff = staffOf(request);
    return { agent: staff.agent, csrfToken: staff.csrfToken ?? '', idleExpiresAt: staff.idleExpiresAt ?? '' };
  });

  registerCall(app, STAFF_ROUTES.signOut, async (_input, request, { reply }) => {
    const staff = staffOf(request);
    await app.db.transaction(async (tx) => {
      await tx.query('update staff_sessions set revoked_at = now() where id = $1 and revoked_at is null', [
        staff.sessionId,
      ]);
      await writeAudit(tx, {
        agentId: staff.agent.id,
        agentEmail: staff.agent.email,
        action: 'sign-out',
        target: `session:${staff.sessionId}`,
        before: { sessionId: staff.sessionId },
        ip: request.ip,
        via: 'session',
      });
    });
    reply.header('set-cookie', sessionCookie(request, '', 0));
    return {};
  });

  registerCall(app, STAFF_ROUTES.sessions, async (_input, request) => {
    const staff = staffOf(request);
    const rows = await app.db.query<Record<string, unknown>>(
      `select id, created_at, last_seen_at, ip, user_agent from staff_sessions
        where agent_id = $1 and revoked_at is null and last_seen_at > now() - make_interval(secs => $2)
        order by last_seen_at desc, id desc`,
      [staff.agent.id, STAFF_SESSION_IDLE_MS / 1000],
    );
    return {
      sessions: rows.map((r) => ({
        id: toSafeInt(r.id),
        createdAt: isoTime(r.created_at),
        lastSeenAt: isoTime(r.last_seen_at),
        ip: String(r.ip),
        userAgent: String(r.user_agent),
        current: toSafeInt(r.id) === staff.sessionId,
      })),
    };
  });

  registerCall(app, STAFF_ROUTES.revokeSession, async (_input, request, { params }) => {
    const staff = staffOf(request);
    await app.db.transaction(async (tx) => {
      const ended = await tx.query(
        'update staff_sessions set revoked_at = now() where id = $1 and agent_id = $2 and revoked_at is null returning id',
        [params.id, staff.agent.id],
      );
      // Someone else's session and one that does not exist get the same answer.
      if (ended.length === 0) throw notFound(STAFF.sessionNotFound);
      await writeAudit(tx, {
        agentId: staff.agent.id,
        agentEmail: staff.agent.email,
        action: 'session-revoke',
        target: `session:${params.id}`,
        before: { sessionId: params.id },
        ip: request.ip,
        via: 'session',
      });
    });
    return {};
  });

  registerCall(app, STAFF_ROUTES.checkPasswordLink, async (input) => {
    const link = await liveLink(app.db, input.token);
    return { email: link.email, expiresAt: isoTime(link.expires_at) };
  });

  registerCall(app, STAFF_ROUTES.setPassword, async (input, request) => {
    const link = await liveLink(app.db, input.token);
    checkNewPassword(input.password, link.email);
    const hash = await hashPassword(input.password);
    const agentId = toSafeInt(link.id);
    await app.db.transaction(async (tx) => {
      const used = await tx.query(
        'update staff_password_links set used_at = now() where id = $1 and used_at is null returning id',
        [link.link_id],
      );
      if (used.length === 0) throw notFound(STAFF.linkInvalid);
      await tx.query('update staff_agents set password_hash = $2 where id = $1', [agentId, hash]);
      await clearSignInAttempts(tx, link.email);
      // A new password ends every session signed in with the old one.
      const ended = await endSessions(tx, agentId);
      await writeAudit(tx, {
        agentId,
        agentEmail: link.email,
        action: 'password-set',
        target: `agent:${agentId}`,
        before: { state: agentView(link).state },
        after: { state: 'active', sessionsEnded: ended },
        ip: request.ip,
        via: 'link',
      });
    });
    return { email: link.email };
  });
}
