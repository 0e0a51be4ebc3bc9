import { idParam } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { toSafeInt } from '../../db/database.ts';
import { successEnvelope } from '../../http/envelope.ts';
import { conflict, notFound } from '../../http/failure.ts';
import { checkStaffToken } from '../complaint/index.ts';

/** What an agent writes about how the money went back (transfer number, who did it). */
const REFUND_NOTE_MAX = 500;

const listQuery = z.object({ state: z._default(z.enum(['owed', 'refunded', 'all']), 'owed') });
const idParams = z.object({ id: idParam });
const refundedBody = z.object({ note: z.string().check(z.trim(), z.minLength(1), z.maxLength(REFUND_NOTE_MAX)) });

const isoTime = (value: unknown) =>
  value === null ? null : (value instanceof Date ? value : new Date(String(value))).toISOString();

/** The newest this many unmatched notifications are listed; reconciliation works through them oldest first. */
const UNMATCHED_LIST_MAX = 500;

/**
 * Surplus refunds for staff: money that arrived above what an order owed (settle.ts records it) and must go back to
 * the borrower. Agents list what is owed (oldest first) and mark a refund done. Also the payment notifications no
 * reference of ours matched (payment-notifications.ts), to reconcile with the provider. scripts/staff.mjs is the client.
 */
export async function paymentStaffRoutes(app: FastifyInstance) {
  const staff = app.withTypeProvider<ZodTypeProvider>();
  staff.addHook('onRequest', async (request) => checkStaffToken(app.config.STAFF_TOKEN, request));

  staff.get('/staff/surplus-refunds', { schema: { querystring: listQuery } }, async (request) => {
    const { state } = request.query;
    const rows = await app.db.query<Record<string, unknown>>(
      `select s.id, s.order_id, o.borrower_id, b.name as borrower_name, b.phone, s.amount, s.state, s.created_at,
              s.refunded_at, s.refund_note, r.received, pr.reference, r.card_repayment_id
         from surplus_refunds s
         join repayments r on r.id = s.repayment_id
         join orders o on o.id = s.order_id
         join borrowers b on b.id = o.borrower_id
         left join payment_references pr on pr.id = r.payment_reference_id
        where $1 = 'all' or s.state = $1
        order by s.state = 'owed' desc, s.created_at, s.id`,
      [state],
    );
    const refunds = rows.map((r) => ({
      id: toSafeInt(r.id),
      orderNo: String(toSafeInt(r.order_id)),
      borrowerId: toSafeInt(r.borrower_id),
      borrowerName: String(r.borrower_name),
      phone: String(r.phone),
      amount: toSafeInt(r.amount),
      received: toSafeInt(r.received),
      reference: typeof r.reference === 'string' ? r.reference : `card ${toSafeInt(r.card_repayment_id)}`,
      state: String(r.state),
      receivedAt: isoTime(r.created_at),
      refundedAt: isoTime(r.refunded_at),
      note: String(r.refund_note),
    }));
    return successEnvelope('online', { refunds });
  });

  staff.post(
    '/staff/surplus-refunds/:id/refunded',
    { schema: { params: idParams, body: refundedBody } },
    async (request) => {
      const { id } = request.params;
      const updated = await app.db.query(
        `update surplus_refunds set state = 'refunded', refunded_at = now(), refund_note = $2
          where id = $1 and state = 'owed' returning id`,
        [id, request.body.note],
      );
      if (updated.length === 0) {
        const [exists] = await app.db.query('select 1 from surplus_refunds where id = $1', [id]);
        throw exists ? conflict('This surplus was already refunded.') : notFound('No such surplus refund.');
      }
      return successEnvelope('online', { id, state: 'refunded' });
    },
  );

  staff.get('/staff/unmatched-payments', async () => {
    const rows = await app.db.query<Record<string, unknown>>(
      `select * from (
         select id, event_id, reference, amount, currency, paid_at, channel, received_at, unmatched_reason
           from payment_notifications where outcome = 'unmatched' order by received_at desc, id desc limit $1
       ) newest order by received_at, id`,
      [UNMATCHED_LIST_MAX],
    );
    const payments = rows.map((r) => ({
      id: toSafeInt(r.id),
      eventId: String(r.event_id),
      reference: String(r.reference),
      amount: toSafeInt(r.amount),
      currency: String(r.currency),
      channel: String(r.channel),
      paidAt: isoTime(r.paid_at),
      receivedAt: isoTime(r.received_at),
      reason: String(r.unmatched_reason),
    }));
    return successEnvelope('online', { payments });
  });
}
