import {
  FAILURE_CODE,
  STAFF_API_TOKEN_PREFIX,
  STAFF_CSRF_HEADER,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_IDLE_MS,
  STAFF_TOKEN_SCOPES,
  type StaffAgent,
  type StaffTokenScope,
  wordingOverride,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { Failure, forbidden } from '../../http/failure.ts';
import type { AccessCheck } from '../../http/register-call.ts';
import { languageOf, setLocale } from '../../plugins/locale.ts';
import { AGENT_COLUMNS, type AgentRow, agentView } from './agents-store.ts';
import type { AuditVia } from './audit.ts';
import { isoTime } from './iso.ts';
import { STAFF } from './messages.ts';
import { countRefusal, tooManyRefusals } from './refusals.ts';
import { sameSecret, sha256Hex } from './secrets.ts';

/** Who is calling a staff route: an agent through the console's session cookie or through a personal API token. */
export interface StaffPrincipal {
  agent: StaffAgent;
  via: Extract<AuditVia, 'session' | 'token'>;
  sessionId: number | null;
  csrfToken: string | null;
  /** When the session ends if left idle from now. */
  idleExpiresAt: string | null;
  /** What the caller may do: a console session everything its role allows, a token only its scopes. */
  scopes: readonly StaffTokenScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffPrincipal;
  }
}

const unauthenticated = () => new Failure(FAILURE_CODE.sessionUnknown, STAFF.signInFirst, 401);

/** The value of one cookie of the `Cookie` header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

type PrincipalRow = AgentRow & Record<string, unknown>;

async function sessionPrincipal(db: Queryable, secret: string): Promise<StaffPrincipal | undefined> {
  // Idle sessions end: a session unused for STAFF_SESSION_IDLE_MS is never found again; each use pushes it on.
  const [row] = await db.query<PrincipalRow & { session_id: unknown; csrf_token: string; last_seen_at: unknown }>(
    `update staff_sessions s set last_seen_at = now()
       from staff_agents a
      where s.token_hash = $1 and s.revoked_at is null and s.last_seen_at > now() - make_interval(secs => $2)
        and a.id = s.agent_id and a.disabled_at is null and a.password_hash is not null
      returning s.id as session_id, s.csrf_token, s.last_seen_at, ${AGENT_COLUMNS}`,
    [sha256Hex(secret), STAFF_SESSION_IDLE_MS / 1000],
  );
  if (!row) return undefined;
  return {
    agent: agentView(row),
    via: 'session',
    sessionId: toSafeInt(row.session_id),
    csrfToken: row.csrf_token,
    idleExpiresAt: isoTime(new Date(new Date(isoTime(row.last_seen_at)).getTime() + STAFF_SESSION_IDLE_MS)),
    scopes: STAFF_TOKEN_SCOPES,
  };
}

async function tokenPrincipal(db: Queryable, secret: string): Promise<StaffPrincipal | undefined> {
  // Only our own prefix: a borrower's sessionId (or anything else) sent as a bearer never reaches the lookup.
  if (!secret.startsWith(STAFF_API_TOKEN_PREFIX)) return undefined;
  const [row] = await db.query<PrincipalRow & { scopes: unknown }>(
    `update staff_api_tokens t set last_used_at = now()
       from staff_agents a
      where t.token_hash = $1 and t.revoked_at is null
        and a.id = t.agent_id and a.disabled_at is null and a.password_hash is not null
      returning t.scopes, ${AGENT_COLUMNS}`,
    [sha256Hex(secret)],
  );
  if (!row) return undefined;
  return {
    agent: agentView(row),
    via: 'token',
    sessionId: null,
    csrfToken: null,
    idleExpiresAt: null,
    scopes: tokenScopes(row.scopes),
  };
}

/** A token's scopes as stored (a text array), only the contract's names kept. */
export const tokenScopes = (stored: unknown): StaffTokenScope[] =>
  STAFF_TOKEN_SCOPES.filter((scope) => Array.isArray(stored) && stored.includes(scope));

/** The caller of a staff request, or undefined. `Authorization` wins over the cookie when both are sent. */
async function principalOf(db: Queryable, request: FastifyRequest): Promise<StaffPrincipal | undefined> {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const secret = authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
    return tokenPrincipal(db, secret);
  }
  const cookie = cookieValue(request.headers.cookie, STAFF_SESSION_COOKIE);
  return cookie ? sessionPrincipal(db, cookie) : undefined;
}

/**
 * A change made from a browser must come from our own page: its `Origin` (or, without one, its `Referer`) names this
 * very host. A cross-site form or script cannot forge that header.
 */
function fromOurOrigin(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (typeof source !== 'string' || source === '' || source === 'null') return false;
  try {
    // Both through URL, so a default port (`:443`, `:80`) written on one side only still matches.
    return new URL(source).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}

/**
 * Who may call a staff call, checked by the registrar on each of them (http/register-call.ts): who calls, whether
 * their role may, and for a change made with the session cookie the CSRF token bound to that session plus a
 * same-origin `Origin`. Borrower credentials mean nothing here (no `userId`/`sessionId` is read); staff credentials
 * mean nothing on borrower routes.
 */
function staffAccessCheck(app: FastifyInstance): AccessCheck {
  return async (request, reply) => {
    const { auth, sessionOnly } = request.routeOptions.config;
    const change = request.method !== 'GET' && request.method !== 'HEAD';
    if (auth === 'public') {
      if (change && !fromOurOrigin(request)) throw forbidden(STAFF.csrf);
      return;
    }
    if (await tooManyRefusals(app.db, request.ip)) {
      reply.header('retry-after', '60');
      throw new Failure(FAILURE_CODE.rateLimited, STAFF.tooManyRefused, 429);
    }
    const principal = await principalOf(app.db, request);
    if (!principal) {
      await countRefusal(app.db, request.ip);
      throw unauthenticated();
    }
    if (sessionOnly && principal.via !== 'session') throw forbidden(STAFF.consoleOnly);
    if (change && principal.via === 'session') {
      const sent = request.headers[STAFF_CSRF_HEADER];
      const csrfOk = typeof sent === 'string' && principal.csrfToken !== null && sameSecret(sent, principal.csrfToken);
      if (!csrfOk || !fromOurOrigin(request)) {
        await countRefusal(app.db, request.ip);
        throw forbidden(STAFF.csrf);
      }
    }
    if (auth === 'admin' && principal.agent.role !== 'admin') throw forbidden(STAFF.adminOnly);
    if (!principal.scopes.includes(change ? 'work' : 'read')) {
      throw forbidden(STAFF.tokenScope, { scopes: principal.scopes.join(', ') });
    }
    request.staff = principal;
  };
}

/**
 * The staff API's setting, on every route of the staff plugin: the agent's language, no caching, an empty POST read
 * as `{}`, and the access check every staff call's registration runs.
 */
export function staffGate(app: FastifyInstance) {
  app.decorate('staffAccessCheck', staffAccessCheck(app));
  app.addHook('onRequest', async (request, reply) => {
    // Agents read English unless they ask for Spanish (language=2).
    setLocale(request, { ...request.locale, wording: wordingOverride(languageOf(request)) ?? 'en' });
    reply.header('cache-control', 'no-store');
  });
  // A POST that needs no fields may come without a body.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined && !request.isMultipart()) request.body = {};
  });
}

/** The caller of a route that is not public; a public route reading it is a programming error, loud here. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new Error(`route ${request.routeOptions.url} reads the agent but is public`);
  return request.staff;
}
