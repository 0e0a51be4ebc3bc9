import { FAILURE_CODE, sessionQuerySchema } from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toSafeInt } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import { COMMON } from '../http/messages.ts';

export interface Borrower {
  id: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes declared with `auth: 'session'`; absent elsewhere. */
    borrower?: Borrower;
  }
  interface FastifyContextConfig {
    auth?: 'session' | 'public';
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

/**
 * Loan and complaint calls act for one borrower, identified by `userId` + `sessionId`. Runs before validation
 * so an unknown session is refused before anything about the request is revealed.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('borrower', undefined);
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.auth !== 'session') return;
    const refuse = () => new Failure(FAILURE_CODE.sessionUnknown, COMMON.sessionUnknown, 401);
    const parsed = sessionQuerySchema.safeParse(sessionFields(request));
    if (!parsed.success) throw refuse();
    const rows = await app.db.query<{ borrower_id: unknown }>(
      `select borrower_id from sessions
        where id = $1 and borrower_id = $2 and (expires_at is null or expires_at > now())`,
      [parsed.data.sessionId, parsed.data.userId],
    );
    const row = rows[0];
    if (!row) throw refuse();
    request.borrower = { id: toSafeInt(row.borrower_id) };
  });
});

/** The borrower of a session-guarded route; a route that forgot `auth: 'session'` fails loudly here. */
export function borrowerOf(request: FastifyRequest): Borrower {
  if (!request.borrower)
    throw new Error(`route ${request.routeOptions.url} reads the borrower but is not session-guarded`);
  return request.borrower;
}
