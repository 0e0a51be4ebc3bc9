import { randomBytes } from 'node:crypto';
import { ORDER_STATUS } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { toSafeInt } from '../../db/database.ts';
import { addDays, isoDayOf } from './schedule.ts';

/** Fresh borrowers of this helper get ids from here up, clear of the demo ones and of the repayment fixtures. */
const OFFER_FIXTURE_BORROWER_BASE = 800_000;

const disburseBody = z.object({ orderId: z.pipe(z.coerce.number(), z.int().check(z.positive())) });

/**
 * Test and demo helpers of the loan journey, registered only when NODE_ENV is not `production`:
 * - a fresh borrower (own session, bank account) with an offer of product 1, so an end-to-end test can accept a loan
 *   without touching the demo borrower's single offer;
 * - the lender's payout of an order under review (its back office, outside this app): approved, paid into the
 *   account now, due at the end of its term. The cooling-off period starts at this moment.
 */
export async function loanDevRoutes(app: FastifyInstance) {
  app.post('/dev/loan/offer-fixture', async () =>
    app.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['loan-dev-offer-fixture']);
      const [next] = await tx.query<{ id: unknown }>(
        'select greatest(coalesce(max(id), 0), $1) + 1 as id from borrowers where id >= $1 and id < $2',
        [OFFER_FIXTURE_BORROWER_BASE, OFFER_FIXTURE_BORROWER_BASE + 100_000],
      );
      const userId = toSafeInt(next?.id);
      const sessionId = `offer-fixture-${randomBytes(12).toString('hex')}`;
      await tx.query("insert into borrowers (id, name, phone, address) values ($1, 'Cliente de prueba', $2, '')", [
        userId,
        `54${String(userId).padStart(8, '0')}`,
      ]);
      await tx.query('insert into sessions (id, borrower_id) values ($1, $2)', [sessionId, userId]);
      await tx.query(
        `insert into bank_accounts (borrower_id, bank_name, bank_code, card_no)
         values ($1, 'BBVA México', 'BBVA', '4152313800002222')`,
        [userId],
      );
      await tx.query('insert into offers (borrower_id, product_id) values ($1, 1)', [userId]);
      return { userId: String(userId), sessionId, productId: '1' };
    }),
  );

  app.post('/dev/loan/disburse', { schema: { body: disburseBody } }, async (request, reply) => {
    const { orderId } = request.body as z.infer<typeof disburseBody>;
    const now = new Date();
    const today = isoDayOf(now);
    const [row] = await app.db.query<{ id: unknown; term_days: unknown }>(
      `update orders set status = $2, disbursed_at = $3, disbursed_on = $4::date,
              due_on = $4::date + term_days
        where id = $1 and status = $5
        returning id, term_days`,
      [orderId, ORDER_STATUS.repaying, now, today, ORDER_STATUS.reviewing],
    );
    if (!row) return reply.status(409).send({ message: 'No order under review with that id' });
    return { orderId, disbursedAt: now.toISOString(), dueOn: addDays(today, toSafeInt(row.term_days)) };
  });
}
