import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';

const captchaQuery = z.object({ sid: z.string().check(z.minLength(1), z.maxLength(64)) });
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
}
