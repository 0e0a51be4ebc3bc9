import { borrowerMarket } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { lendingLocale } from '../../plugins/locale.ts';

/** Whose market an in-app page speaks for: the session's borrower's, decided at the edge (plugins/session.ts). */
export async function borrowerRoutes(app: FastifyInstance) {
  registerCall(app, borrowerMarket, async (_input, request) => ({ market: lendingLocale(request).market.id }));
}
