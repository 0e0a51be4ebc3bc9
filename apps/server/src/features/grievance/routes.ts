import { grievanceDesk } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { escalationRouteOf, grievanceDeskOf } from '../../config/market-settings.ts';
import { registerCall } from '../../http/register-call.ts';
import { lendingLocale } from '../../plugins/locale.ts';

/** The grievance page: the lender's desk and the regulator, per market. Public, like the customer-service contacts. */
export async function grievanceRoutes(app: FastifyInstance) {
  registerCall(app, grievanceDesk, async (_input, request) => {
    const { market, wording } = lendingLocale(request);
    return { contact: await grievanceDeskOf(app.db, market), escalation: escalationRouteOf(market, wording) };
  });
}
