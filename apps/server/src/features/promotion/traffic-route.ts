import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { forbidden } from '../../http/failure.ts';
import { bearerTokenMatches } from '../../platform/bearer-token.ts';
import { smsBudgetToday } from '../../platform/one-time-codes.ts';
import { trafficCounts } from './tracking.ts';

const trafficQuery = z.object({
  page_id: z.optional(z.string().check(z.maxLength(64))),
  utm_tag: z.optional(z.string().check(z.maxLength(64))),
});

/** Staff routes refuse while STAFF_TOKEN is unset (DESIGN.md); the comparison does not leak the token's length. */
function isStaff(request: FastifyRequest, token: string | undefined): boolean {
  return token !== undefined && bearerTokenMatches(request.headers.authorization, token);
}

/**
 * Landing traffic for marketing and support: visits and apply clicks per page_id and utm_tag; and the registration
 * codes of the rolling day against the send budget, with the counter of sends over it (the alert's figures).
 */
export async function trafficRoutes(app: FastifyInstance) {
  app.get('/staff/promotion/traffic', { schema: { querystring: trafficQuery } }, async (request) => {
    if (!isStaff(request, app.config.STAFF_TOKEN)) throw forbidden('Staff token required');
    const query = request.query as z.output<typeof trafficQuery>;
    const rows = await trafficCounts(app.db, { pageId: query.page_id, utmTag: query.utm_tag });
    return { code: 0, success: true, message: 'ok', data: { rows } };
  });

  app.get('/staff/promotion/sms-budget', async (request) => {
    if (!isStaff(request, app.config.STAFF_TOKEN)) throw forbidden('Staff token required');
    const today = await smsBudgetToday(app.db, 'promotion-register');
    return { code: 0, success: true, message: 'ok', data: { budget: app.config.SMS_DAILY_BUDGET, ...today } };
  });
}
