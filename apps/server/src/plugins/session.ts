import { FAILURE_CODE, lendingMarketById, ONLINE_PREFIX, sessionQuerySchema } from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toSafeInt } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import { COMMON } from '../http/messages.ts';
import { type SessionBorrower, type SessionCache, sessionCache } from '../platform/session-cache.ts';
import { setBorrowerMarket } from './locale.ts';

export interface Borrower {
  id: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes declared with `auth: 'session'`; absent elsewhere. */
    borrower?: Borrower;
  }
  interface FastifyInstance {
    /** Valid sessions this server remembers for SESSION_CACHE_MS; a logout must `forget` the session here. */
    sessions: SessionCache;
  }
}

/** Session fields may come as query parameters (the common params) or as form fields of the body. */
function sessionFields(request: FastifyRequest): unknown {
  const pick = (source: unknown) =>
    typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  const query = pick(request.query);
  const body = pick(request.body);
  return { userId: query.userId ?? body.userId, sessionId: query.sessionId ?? body.sessionId };
}

const refuse = () => new Failure(FAILURE_CODE.sessionUnknown, COMMON.sessionUnknown, 401);

/**
 * Loan and complaint calls act for one borrower, identified by `userId` + `sessionId`. Runs before validation
 * so an unknown session is refused before anything about the request is revealed.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, options: { now?: (() => number) | undefined }) => {
  app.decorateRequest('borrower', undefined);
  const sessions = sessionCache(app.config.SESSION_CACHE_MS, options.now);
  app.decorate('sessions', sessions);
  // A borrower's answers (loan details, contract, receipts, repay tokens...) and their refusals are never kept by the
  // webview, a shared proxy or a CDN: another user of the phone or the network must not be served them.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config.auth === 'session') reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  /** The session's borrower from the database, remembered for the next calls; null when it is unknown or over. */
  const lookUp = async (sessionId: string, userId: string): Promise<SessionBorrower | null> => {
    const rows = await app.db.query<{ borrower_id: unknown; market: string; expires_at: Date | string | null }>(
      `select s.borrower_id, b.market, s.expires_at from sessions s join borrowers b on b.id = s.borrower_id
        where s.id = $1 and s.borrower_id = $2 and (s.expires_at is null or s.expires_at > now())`,
      [sessionId, userId],
    );
    const row = rows[0];
    if (!row) return null;
    const borrower = { id: toSafeInt(row.borrower_id), marketId: row.market };
    sessions.remember(sessionId, userId, borrower, row.expires_at === null ? null : new Date(row.expires_at));
    return borrower;
  };
  /**
   * Calls that find the same session unknown while its lookup is on its way wait for that lookup instead of sending
   * their own: when a remembered session's keeping time ends under load, every call in flight for it would otherwise
   * ask the database at once, queueing behind each other for the pool's connections.
   */
  const lookingUp = new Map<string, Promise<SessionBorrower | null>>();
  const lookUpOnce = (sessionId: string, userId: string): Promise<SessionBorrower | null> => {
    const key = `${sessionId}\u0000${userId}`;
    let pending = lookingUp.get(key);
    if (!pending) {
      pending = lookUp(sessionId, userId).finally(() => lookingUp.delete(key));
      lookingUp.set(key, pending);
    }
    return pending;
  };
  /**
   * The borrower speaks for the request from here on: their market decides its money, law and calendar. A market this
   * server has no definition of (a row made for a market not deployed yet) is an error for the request, never a guess.
   */
  const actFor = (request: FastifyRequest, borrower: SessionBorrower): Error | undefined => {
    const market = lendingMarketById(borrower.marketId);
    if (!market) return new Error(`borrower ${borrower.id} belongs to unknown market ${borrower.marketId}`);
    request.borrower = { id: borrower.id };
    setBorrowerMarket(request, market);
    return undefined;
  };
  // Callback style: a session this server knows (most calls) is answered without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const guarded = request.routeOptions.config.auth === 'session';
    // A public in-app call (customer service, grievance desk, legal pages) made with a borrower's launch parameters
    // answers for that borrower's market too; an unknown session there is simply no borrower.
    if (!guarded && !isInAppCall(request)) return done();
    const parsed = sessionQuerySchema.safeParse(sessionFields(request));
    if (!parsed.success) return done(guarded ? refuse() : undefined);
    const { sessionId, userId } = parsed.data;
    const known = sessions.get(sessionId, userId);
    if (known !== undefined) return done(actFor(request, known));
    lookUpOnce(sessionId, userId).then(
      (borrower) => done(borrower === null ? (guarded ? refuse() : undefined) : actFor(request, borrower)),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
});

/** Calls of the in-app pages live under `/online`; public pages and webhooks elsewhere name no borrower. */
function isInAppCall(request: FastifyRequest): boolean {
  return request.url.startsWith(`${ONLINE_PREFIX}/`);
}

/** The borrower of a session-guarded route; a route that forgot `auth: 'session'` fails loudly here. */
export function borrowerOf(request: FastifyRequest): Borrower {
  if (!request.borrower)
    throw new Error(`route ${request.routeOptions.url} reads the borrower but is not session-guarded`);
  return request.borrower;
}
