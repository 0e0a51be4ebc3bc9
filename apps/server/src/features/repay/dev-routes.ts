import { randomBytes } from 'node:crypto';
import {
  addDays,
  contractFigures,
  lendingMarketById,
  marketToday,
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
import { insertSignedOrder, issuedReference } from '../orders/index.ts';
import { insertFixtureBorrower } from './fixture-borrowers.ts';
import { REPAY } from './messages.ts';

const fixtureBody = z.object({
  status: z.optional(z.union([z.literal(ORDER_STATUS.repaying), z.literal(ORDER_STATUS.overdue)])),
  isDelay: z.optional(z.union([z.literal(0), z.literal(1)])),
  /** The borrower's market (default Mexico). */
  market: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
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
    const body = (request.body ?? {}) as z.infer<typeof fixtureBody>;
    const { status = ORDER_STATUS.repaying, isDelay = 1 } = body;
    const market = lendingMarketById(body.market ?? 'MX');
    if (!market) throw notFound(REPAY.referenceUnknown);
    return app.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['repay-dev-fixture']);
      const [next] = await tx.query<{ id: unknown }>(
        'select greatest(coalesce(max(id), 0), $1) + 1 as id from borrowers where id >= $1',
        [FIXTURE_BORROWER_BASE],
      );
      const userId = toSafeInt(next?.id);
      const sessionId = `fixture-${randomBytes(12).toString('hex')}`;
      const borrower = await insertFixtureBorrower(tx, market, userId, sessionId);
      const [product] = await tx.query<{ id: unknown; amount: unknown; term_days: unknown; commission_bp: unknown }>(
        'select id, amount, term_days, commission_bp from products where market = $1 order by id limit 1',
        [market.id],
      );
      if (!product) throw new Error(`no product to lend in ${market.id}`);
      const amount = toSafeInt(product.amount);
      const termDays = toSafeInt(product.term_days);
      const today = marketToday(market);
      // On time: disbursed 60 days ago; overdue: past its due date by 5 days.
      const dueOn = status === ORDER_STATUS.overdue ? addDays(today, -5) : addDays(today, 31);
      const disbursedOn = addDays(dueOn, -termDays);
      const orderId = await insertSignedOrder(tx, {
        borrowerId: userId,
        productId: toSafeInt(product.id),
        bankAccountId: borrower.bankAccountId,
        status,
        market,
        amount,
        termDays,
        periods: 1,
        figures: contractFigures(amount, termDays, toSafeInt(product.commission_bp), market.tax),
        signedOn: addDays(disbursedOn, -1),
        annualCost: null,
        disbursedOn,
        dueOn,
        isDelay,
      });
      return {
        userId: String(userId),
        sessionId,
        phone: borrower.phone,
        orderId: String(orderId),
        productId: String(toSafeInt(product.id)),
      };
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
