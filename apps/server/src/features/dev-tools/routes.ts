import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';

const captchaQuery = z.object({ sid: z.string().check(z.minLength(1), z.maxLength(64)) });
const phoneQuery = z.object({ phone: z.string().check(z.regex(/^1[3-9]\d{9}$/)) });
const trafficQuery = z.object({ utm_tag: z.string().check(z.maxLength(64)) });
const outboxQuery = z.object({ phone: z.string().check(z.minLength(1), z.maxLength(32)) });

/**
 * Windows into what a real deployment keeps secret, for tests and demos only: app.ts registers this plugin only when
 * NODE_ENV is not `production`.
 */
export async function devToolsRoutes(app: FastifyInstance) {
  app.get('/dev/sms-outbox', { schema: { querystring: outboxQuery } }, async (request) => {
    const { phone } = request.query as z.infer<typeof outboxQuery>;
    const messages = await app.db.query<{ purpose: string; body: string; created_at: Date }>(
      'select purpose, body, created_at from sms_outbox where phone = $1 order by created_at desc, id desc limit 20',
      [phone],
    );
    return {
      messages: messages.map((m) => ({
        purpose: m.purpose,
        body: m.body,
        createdAt: new Date(m.created_at).toISOString(),
      })),
    };
  });

  // The answer of a sid's newest captcha drawing (the promotion feature records it only outside production).
  app.get('/dev/captcha', { schema: { querystring: captchaQuery } }, async (request, reply) => {
    const { sid } = request.query as z.infer<typeof captchaQuery>;
    const [row] = await app.db.query<{ answer: string }>(
      'select answer from promotion_captcha_reveals where sid = $1',
      [sid],
    );
    if (!row) return reply.status(404).send({ message: 'No captcha drawn for this sid' });
    return { answer: row.answer };
  });

  // Visits and clicks of one campaign tag, so an end-to-end test can see the rows its visit and click left.
  app.get('/dev/promotion-traffic', { schema: { querystring: trafficQuery } }, async (request) => {
    const { utm_tag } = request.query as z.infer<typeof trafficQuery>;
    const rows = await app.db.query<{ page_id: string; visits: number; clicks: number }>(
      'select page_id, visits, clicks from promotion_traffic where utm_tag = $1 order by page_id',
      [utm_tag],
    );
    return { rows: rows.map((r) => ({ pageId: r.page_id, visits: Number(r.visits), clicks: Number(r.clicks) })) };
  });

  // A phone registered earlier from the demo landing, for the "already registered" journey.
  app.post('/dev/promotion-registration', { schema: { querystring: phoneQuery } }, async (request) => {
    const { phone } = request.query as z.infer<typeof phoneQuery>;
    await app.db.query(
      `insert into promotion_registrations (phone, template_id, app_name, merchant_number, ip)
       values ($1, 1, $2, $3, $4) on conflict (phone) do nothing`,
      [phone, app.config.PROMO_APP_NAME, app.config.DEFAULT_MERCHANT_NUMBER, request.ip],
    );
    return { phone };
  });
}
