import {
  FAILURE_CODE,
  onlineFailureSchema,
  onlineSuccessSchema,
  STAFF_API_BASE,
  STAFF_API_TOKEN_PREFIX,
  STAFF_CSRF_HEADER,
  STAFF_ROUTES,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_IDLE_MS,
  STAFF_TOKEN_SCOPES,
  type StaffAccess,
  type StaffAgent,
  type StaffRouteName,
  type StaffTokenScope,
  wordingOverride,
} from '@loan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { successEnvelope } from '../../http/envelope.ts';
import { Failure, forbidden } from '../../http/failure.ts';
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
  interface FastifyContextConfig {
    staffRoute?: { access: StaffAccess; sessionOnly: boolean };
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
 * The staff API's gate, on every route below STAFF_API_BASE: who calls, whether their role may, and for a change made
 * with the session cookie the CSRF token bound to that session plus a same-origin `Origin`. Borrower credentials mean
 * nothing here (no `userId`/`sessionId` is read); staff credentials mean nothing on borrower routes.
 */
export function staffGate(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    // Agents read English unless they ask for Spanish (language=2).
    setLocale(request, { ...request.locale, wording: wordingOverride(languageOf(request)) ?? 'en' });
    reply.header('cache-control', 'no-store');
    const route = request.routeOptions.config.staffRoute;
    if (!route) return;
    const change = request.method !== 'GET' && request.method !== 'HEAD';
    if (route.access === 'public') {
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
    if (route.sessionOnly && principal.via !== 'session') throw forbidden(STAFF.consoleOnly);
    if (change && principal.via === 'session') {
      const sent = request.headers[STAFF_CSRF_HEADER];
      const csrfOk = typeof sent === 'string' && principal.csrfToken !== null && sameSecret(sent, principal.csrfToken);
      if (!csrfOk || !fromOurOrigin(request)) {
        await countRefusal(app.db, request.ip);
        throw forbidden(STAFF.csrf);
      }
    }
    if (route.access === 'admin' && principal.agent.role !== 'admin') throw forbidden(STAFF.adminOnly);
    if (!principal.scopes.includes(change ? 'work' : 'read')) {
      throw forbidden(STAFF.tokenScope, { scopes: principal.scopes.join(', ') });
    }
    request.staff = principal;
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

type Def<N extends StaffRouteName> = (typeof STAFF_ROUTES)[N];
export interface StaffCall<N extends StaffRouteName> {
  params: z.output<Def<N>['params']>;
  input: z.output<Def<N>['request']>;
}
export type StaffHandler<N extends StaffRouteName> = (
  call: StaffCall<N>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<Def<N>['data']> | FastifyReply>;

/**
 * Declares one route of STAFF_ROUTES: its URL, method, access, path, query or body schema and its answer's schema all
 * come from the contract; the handler returns the `data` of the envelope (or, for bytes, the reply it sent).
 */
export function staffRoute<N extends StaffRouteName>(app: FastifyInstance, name: N, handler: StaffHandler<N>): void {
  const def: Def<N> = STAFF_ROUTES[name];
  const binary = 'binary' in def && def.binary === true;
  const multipart = 'multipart' in def && def.multipart === true;
  const sessionOnly = 'sessionOnly' in def && def.sessionOnly === true;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: STAFF_API_BASE + def.path,
    config: { family: 'online', staffRoute: { access: def.access, sessionOnly } },
    schema: {
      ...(def.path.includes(':') ? { params: def.params } : {}),
      ...(multipart ? {} : def.method === 'GET' ? { querystring: def.request } : { body: def.request }),
      ...(binary
        ? {}
        : { response: { 200: onlineSuccessSchema(def.data), '4xx': onlineFailureSchema, '5xx': onlineFailureSchema } }),
    },
    handler: async (request, reply) => {
      const call = {
        params: request.params as StaffCall<N>['params'],
        input: (def.method === 'GET' ? request.query : request.body) as StaffCall<N>['input'],
      };
      const result = await handler(call, request, reply);
      return binary ? result : successEnvelope('online', result);
    },
  });
}
