import { randomBytes } from 'node:crypto';
import { positiveIntParam } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { landingCallLocale, landingTemplate, registrationPhone } from '../promotion/index.ts';

const captchaQuery = z.object({ sid: z.string().check(z.minLength(1), z.maxLength(64)) });
const phoneQuery = z.object({ phone: z.string().check(z.minLength(1), z.maxLength(24)), id: positiveIntParam });
const trafficQuery = z.object({ utm_tag: z.string().check(z.maxLength(64)) });
const outboxQuery = z.object({ phone: z.string().check(z.minLength(1), z.maxLength(32)) });
const complaintsQuery = z.object({ count: z.pipe(positiveIntParam, z.int().check(z.lte(500))) });

/**
 * Windows into what a real deployment keeps secret, for tests and demos only: app.ts registers this plugin only when
 * NODE_ENV is not `production`.
 */
export async function devToolsRoutes(app: FastifyInstance) {
  // A number as stored (`+525512345678`) or as typed (`55 1234 5678`): the digits match the end of the stored number.
  app.get('/dev/sms-outbox', { schema: { querystring: outboxQuery } }, async (request) => {
    const { phone } = request.query as z.infer<typeof outboxQuery>;
    const digits = phone.replace(/\D/g, '');
    const messages = await app.db.query<{ purpose: string; body: string; created_at: Date }>(
      `select purpose, body, created_at from sms_outbox
        where phone = $1 or ($2 <> '' and regexp_replace(phone, '\\D', '', 'g') like '%' || $2)
        order by created_at desc, id desc limit 20`,
      [phone, digits],
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

  // A new borrower of their own with `count` complaints filed an hour apart (every fourth one answered), so a test of
  // the paged complaint list reads a list nobody else adds to.
  app.post('/dev/complaint-list-borrower', { schema: { querystring: complaintsQuery } }, async (request) => {
    const { count } = request.query as z.infer<typeof complaintsQuery>;
    return app.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: unknown }>(
        `insert into borrowers (id, name, phone, address, market)
         select greatest(max(id) + 1, 7000000), 'List borrower', '5500000001', 'Test street 1', 'MX' from borrowers
         returning id`,
      );
      const userId = String(row?.id);
      const sessionId = `list-${userId}-${randomBytes(6).toString('hex')}`;
      await tx.query('insert into sessions (id, borrower_id) values ($1, $2)', [sessionId, userId]);
      await tx.query(
        `insert into complaints (borrower_id, type_id, detail, state, reply_text, created_at, response_due_at)
         select $1, 2 + g % 3, 'Complaint number ' || g, case when g % 4 = 0 then 'replied' else 'open' end,
                case when g % 4 = 0 then 'Answered' else '' end,
                now() - g * interval '1 hour', now() - g * interval '1 hour' + interval '30 days'
           from generate_series(1, $2::int) g`,
        [userId, count],
      );
      return { userId, sessionId };
    });
  });

  // A phone registered earlier from a demo landing (`id`), for the "already registered" journey.
  app.post('/dev/promotion-registration', { schema: { querystring: phoneQuery } }, async (request, reply) => {
    const { phone: typed, id } = request.query as z.infer<typeof phoneQuery>;
    const template = await landingTemplate(app.db, id);
    const phone = template && registrationPhone(landingCallLocale(template, undefined).market, typed);
    if (!phone) return reply.status(400).send({ message: 'No such template, or not a number of its market' });
    await app.db.query(
      `insert into promotion_registrations (phone, template_id, app_name, merchant_number, ip)
       values ($1, $2, $3, $4, $5) on conflict (phone) do nothing`,
      [phone, id, app.config.PROMO_APP_NAME, app.config.DEFAULT_MERCHANT_NUMBER, request.ip],
    );
    return { phone };
  });
}
