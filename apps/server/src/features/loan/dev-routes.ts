import { randomBytes } from 'node:crypto';
import { addDays, lendingMarketById, marketToday } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { toSafeInt } from '../../db/database.ts';
import { markDisbursed, orderMarket } from '../orders/index.ts';
import { insertFixtureBorrower } from '../repay/index.ts';

/** Fresh borrowers of this helper get ids from here up, clear of the demo ones and of the repayment fixtures. */
const OFFER_FIXTURE_BORROWER_BASE = 800_000;

const offerFixtureBody = z.object({ market: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))) });
const disburseBody = z.object({ orderId: z.pipe(z.coerce.number(), z.int().check(z.positive())) });

/**
 * Test and demo helpers of the loan journey, registered only when NODE_ENV is not `production`:
 * - a fresh borrower (own session, bank account) with an offer of product 1, so an end-to-end test can accept a loan
 *   without touching the demo borrower's single offer;
 * - the lender's payout of an order under review (its back office, outside this app): approved, paid into the
 *   account now, due at the end of its term. The cooling-off period starts at this moment.
 */
export async function loanDevRoutes(app: FastifyInstance) {
  app.post('/dev/loan/offer-fixture', { schema: { body: z.nullish(offerFixtureBody) } }, async (request, reply) => {
    const market = lendingMarketById(
      (request.body as z.infer<typeof offerFixtureBody> | null | undefined)?.market ?? 'MX',
    );
    if (!market) return reply.status(400).send({ message: 'No such lending market' });
    return app.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['loan-dev-offer-fixture']);
      const [next] = await tx.query<{ id: unknown }>(
        'select greatest(coalesce(max(id), 0), $1) + 1 as id from borrowers where id >= $1 and id < $2',
        [OFFER_FIXTURE_BORROWER_BASE, OFFER_FIXTURE_BORROWER_BASE + 100_000],
      );
      const userId = toSafeInt(next?.id);
      const sessionId = `offer-fixture-${randomBytes(12).toString('hex')}`;
      await insertFixtureBorrower(tx, market, userId, sessionId);
      const [product] = await tx.query<{ id: unknown }>(
        'insert into offers (borrower_id, product_id) select $1, min(id) from products where market = $2 returning product_id as id',
        [userId, market.id],
      );
      return { userId: String(userId), sessionId, productId: String(toSafeInt(product?.id)) };
    });
  });

  app.post('/dev/loan/disburse', { schema: { body: disburseBody } }, async (request, reply) => {
    const { orderId } = request.body as z.infer<typeof disburseBody>;
    const now = new Date();
    const market = lendingMarketById((await orderMarket(app.db, orderId)) ?? '');
    if (!market) return reply.status(409).send({ message: 'No order under review with that id' });
    // The day it is paid out on the order's market calendar.
    const today = marketToday(market, now);
    const disbursed = await markDisbursed(app.db, orderId, now, today);
    if (!disbursed) return reply.status(409).send({ message: 'No order under review with that id' });
    return { orderId, disbursedAt: now.toISOString(), dueOn: addDays(today, disbursed.termDays) };
  });
}
