import { randomBytes } from 'node:crypto';
import {
  contractFigures,
  ORDER_STATUS,
  PAYMENT_SIGNATURE_HEADER,
  type PaymentNotification,
  paymentNotificationAnswerSchema,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { toSafeInt } from '../../db/database.ts';
import { conflict, notFound } from '../../http/failure.ts';
import { signPayload } from '../../platform/payment-signature.ts';
import { REPAY } from './messages.ts';
import { issuedReference } from './payment-notifications.ts';
import { addDays, todayIso } from './rules.ts';

const fixtureBody = z.object({
  status: z.optional(z.union([z.literal(ORDER_STATUS.repaying), z.literal(ORDER_STATUS.overdue)])),
  isDelay: z.optional(z.union([z.literal(0), z.literal(1)])),
});
// A voucher reference (16 digits) or the CLABE (18) a SPEI transfer was reported by.
const paidBody = z.object({ reference: z.string().check(z.regex(/^\d{16}(\d{2})?$/)) });

/** Fresh borrowers get ids from here up, clear of the demo ones. */
const FIXTURE_BORROWER_BASE = 900_000;

/**
 * Test and demo helpers, registered only when NODE_ENV is not `production`:
 * - a fresh borrower (own session and phone, so SMS caps never collide) with one disbursed order, so end-to-end tests
 *   that repay or extend do not change the demo orders other tests read;
 * - the payment provider's "this voucher was paid" notification: signed with PAYMENT_WEBHOOK_SECRET and sent to
 *   `POST /webhooks/payments`, exactly as the provider sends it in production, so demos and tests take that path.
 */
export async function repayDevRoutes(app: FastifyInstance) {
  app.post('/dev/repay/fixture', { schema: { body: fixtureBody } }, async (request) => {
    const { status = ORDER_STATUS.repaying, isDelay = 1 } = (request.body ?? {}) as z.infer<typeof fixtureBody>;
    return app.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['repay-dev-fixture']);
      const [next] = await tx.query<{ id: unknown }>(
        'select greatest(coalesce(max(id), 0), $1) + 1 as id from borrowers where id >= $1',
        [FIXTURE_BORROWER_BASE],
      );
      const userId = toSafeInt(next?.id);
      const phone = `55${String(userId).padStart(8, '0')}`;
      const sessionId = `fixture-${randomBytes(12).toString('hex')}`;
      await tx.query("insert into borrowers (id, name, phone, address) values ($1, 'Cliente de prueba', $2, '')", [
        userId,
        phone,
      ]);
      await tx.query('insert into sessions (id, borrower_id) values ($1, $2)', [sessionId, userId]);
      await tx.query(
        `insert into bank_accounts (borrower_id, bank_name, bank_code, card_no)
         values ($1, 'BBVA México', 'BBVA', '4152313800001111')`,
        [userId],
      );
      const [product] = await tx.query<{ id: unknown; amount: unknown; term_days: unknown; commission_bp: unknown }>(
        'select id, amount, term_days, commission_bp from products order by id limit 1',
      );
      if (!product) throw new Error('no product to lend');
      const amount = toSafeInt(product.amount);
      const termDays = toSafeInt(product.term_days);
      const figures = contractFigures(amount, termDays, toSafeInt(product.commission_bp));
      const today = todayIso();
      // On time: disbursed 60 days ago; overdue: past its due date by 5 days.
      const dueOn = status === ORDER_STATUS.overdue ? addDays(today, -5) : addDays(today, 31);
      const [order] = await tx.query<{ id: unknown }>(
        `insert into orders (borrower_id, product_id, bank_account_id, status, amount, term_days, periods, commission,
                             interest, iva, disbursed_on, due_on, is_delay, collection_complaints)
         values ($1, $2, (select min(id) from bank_accounts where borrower_id = $1), $3, $4, $5, 1, $6, $7, $8, $9, $10,
                 $11, 0)
         returning id`,
        [
          userId,
          product.id,
          status,
          amount,
          termDays,
          figures.commission,
          figures.interest,
          figures.iva,
          addDays(dueOn, -termDays),
          dueOn,
          isDelay,
        ],
      );
      return { userId: String(userId), sessionId, phone, orderId: String(toSafeInt(order?.id)), productId: '1' };
    });
  });

  app.post('/dev/repay/voucher-paid', { schema: { body: paidBody } }, async (request) => {
    const { reference } = request.body as z.infer<typeof paidBody>;
    const secret = app.config.PAYMENT_WEBHOOK_SECRET;
    const issued = await issuedReference(app.db, reference);
    if (!secret || !issued) throw notFound(REPAY.referenceUnknown);
    // One event per reference: repeating this call is the provider retrying, not a second payment, so it repeats one
    // body exactly, however many arrive at once (another body under the same eventId would be a conflict): the demo's
    // payment time is when the voucher was made.
    const [made] = await app.db.query<{ created_at: unknown }>(
      'select created_at from payment_references where id = $1',
      [issued.id],
    );
    const notification: PaymentNotification = {
      eventId: `dev-voucher-${reference}`,
      reference,
      amount: issued.amount,
      currency: issued.market.currency,
      paidAt: new Date(
        String(made?.created_at instanceof Date ? made.created_at.toISOString() : made?.created_at),
      ).toISOString(),
      channel: issued.payCode,
    };
    const payload = JSON.stringify(notification);
    const response = await app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      headers: {
        'content-type': 'application/json',
        [PAYMENT_SIGNATURE_HEADER]: signPayload(secret, Buffer.from(payload)),
      },
      payload,
    });
    if (response.statusCode !== 200)
      throw new Error(`payment notification answered ${response.statusCode}: ${response.body}`);
    const answer = paymentNotificationAnswerSchema.parse(response.json());
    if (!answer.settlement) throw conflict(`Payment notification not applied: ${answer.reason ?? answer.outcome}`);
    return { ...answer.settlement, alreadyRecorded: answer.duplicate };
  });
}
