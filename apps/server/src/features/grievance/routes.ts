import { grievanceDesk, wordingSetFromLanguage } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { escalationRouteFor } from '../../config/escalation.ts';
import { grievanceContactFor } from '../../config/grievance.ts';
import { languageOf } from '../../http/messages.ts';
import { registerCall } from '../../http/register-call.ts';

/** The grievance page: the lender's desk and the regulator, per market. Public, like the customer-service contacts. */
export async function grievanceRoutes(app: FastifyInstance) {
  registerCall(app, grievanceDesk, async (_input, request) => {
    const set = wordingSetFromLanguage(languageOf(request));
    return { contact: grievanceContactFor(set), escalation: escalationRouteFor(set) };
  });
}
