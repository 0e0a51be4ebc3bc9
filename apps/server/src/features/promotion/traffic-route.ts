import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { forbidden } from '../../http/failure.ts';
import { trafficCounts } from './tracking.ts';

const trafficQuery = z.object({
  page_id: z.optional(z.string().check(z.maxLength(64))),
  utm_tag: z.optional(z.string().check(z.maxLength(64))),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Staff routes refuse while STAFF_TOKEN is unset (DESIGN.md); the comparison does not leak the token's length. */
function isStaff(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization ?? '';
  if (!token || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/** Landing traffic for marketing and support: visits and apply clicks per page_id and utm_tag. */
export async function trafficRoutes(app: FastifyInstance) {
  app.get('/staff/promotion/traffic', { schema: { querystring: trafficQuery } }, async (request) => {
    if (!isStaff(request, app.config.STAFF_TOKEN)) throw forbidden('Staff token required');
    const query = request.query as z.output<typeof trafficQuery>;
    const rows = await trafficCounts(app.db, { pageId: query.page_id, utmTag: query.utm_tag });
    return { code: 0, success: true, message: 'ok', data: { rows } };
  });
}
