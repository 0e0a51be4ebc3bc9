import type { FastifyInstance } from 'fastify';
import { toSafeInt } from '../../db/database.ts';
import { conflict, notFound } from '../../http/failure.ts';
import { smsBudgetToday } from '../../platform/one-time-codes.ts';
import { trafficCounts } from '../promotion/index.ts';
import { writeAudit } from './audit.ts';
import { staffOf, staffRoute } from './auth.ts';
import { isoTime, isoTimeOrNull } from './iso.ts';
import { STAFF } from './messages.ts';

/** The newest this many rows of a list are shown; older ones are worked through from the database. */
const LIST_MAX = 500;

/**
 * The desk's other lists: the public site's contact messages (of the agent's market), surplus owed back to borrowers,
 * payments no reference matched, SMS the gateway never took, and the landing's traffic and code budget.
 */
export async function staffListRoutes(app: FastifyInstance) {
  staffRoute(app, 'contactMessages', async ({ input }, request) => {
    const rows = await app.db.query<Record<string, unknown>>(
      `select m.id, m.market, m.name, m.email, m.phone, m.message, m.received_at, m.handled_at,
              coalesce(a.email, '') as handled_by
         from contact_messages m left join staff_agents a on a.id = m.handled_by
        where m.market = $1
          and ($2 = 'all' or ($2 = 'handled') = (m.handled_at is not null))
        order by m.handled_at is null desc, m.received_at, m.id
        limit $3`,
      [staffOf(request).agent.market, input.state, LIST_MAX],
    );
    return {
      messages: rows.map((r) => ({
        id: toSafeInt(r.id),
        market: String(r.market),
        name: String(r.name),
        email: String(r.email),
        phone: String(r.phone),
        message: String(r.message),
        receivedAt: isoTime(r.received_at),
        handledAt: isoTimeOrNull(r.handled_at),
        handledBy: String(r.handled_by),
      })),
    };
  });

  staffRoute(app, 'contactHandled', async ({ params }, request) => {
    const staff = staffOf(request);
    await app.db.transaction(async (tx) => {
      const [before] = await tx.query<{ handled_at: unknown }>(
        'select handled_at from contact_messages where id = $1 and market = $2 for update',
        [params.id, staff.agent.market],
      );
      if (!before) throw notFound(STAFF.contactNotFound);
      if (before.handled_at !== null) return;
      await tx.query('update contact_messages set handled_at = now(), handled_by = $2 where id = $1', [
        params.id,
        staff.agent.id,
      ]);
      await writeAudit(tx, {
        agentId: staff.agent.id,
        agentEmail: staff.agent.email,
        action: 'contact-handled',
        target: `contact:${params.id}`,
        before: { handled: false },
        after: { handled: true },
        ip: request.ip,
        via: staff.via,
      });
    });
    return {};
  });

  staffRoute(app, 'surplusRefunds', async ({ input }) => {
    const rows = await app.db.query<Record<string, unknown>>(
      `select s.id, s.order_id, o.borrower_id, b.name as borrower_name, b.phone, s.amount, s.state, s.created_at,
              s.refunded_at, s.refund_note, r.received, pr.reference, r.card_repayment_id
         from surplus_refunds s
         join repayments r on r.id = s.repayment_id
         join orders o on o.id = s.order_id
         join borrowers b on b.id = o.borrower_id
         left join payment_references pr on pr.id = r.payment_reference_id
        where $1 = 'all' or s.state = $1
        order by s.state = 'owed' desc, s.created_at, s.id
        limit $2`,
      [input.state, LIST_MAX],
    );
    return {
      refunds: rows.map((r) => ({
        id: toSafeInt(r.id),
        orderNo: String(toSafeInt(r.order_id)),
        borrowerId: toSafeInt(r.borrower_id),
        borrowerName: String(r.borrower_name),
        phone: String(r.phone),
        amount: toSafeInt(r.amount),
        received: toSafeInt(r.received),
        reference: typeof r.reference === 'string' ? r.reference : `card ${toSafeInt(r.card_repayment_id)}`,
        state: r.state === 'refunded' ? ('refunded' as const) : ('owed' as const),
        receivedAt: isoTime(r.created_at),
        refundedAt: isoTimeOrNull(r.refunded_at),
        note: String(r.refund_note),
      })),
    };
  });

  staffRoute(app, 'refunded', async ({ params, input }, request) => {
    const staff = staffOf(request);
    await app.db.transaction(async (tx) => {
      const updated = await tx.query<{ amount: unknown }>(
        `update surplus_refunds set state = 'refunded', refunded_at = now(), refund_note = $2
          where id = $1 and state = 'owed' returning amount`,
        [params.id, input.note],
      );
      if (updated.length === 0) {
        const [exists] = await tx.query('select 1 from surplus_refunds where id = $1', [params.id]);
        throw exists ? conflict(STAFF.refundDone) : notFound(STAFF.refundNotFound);
      }
      await writeAudit(tx, {
        agentId: staff.agent.id,
        agentEmail: staff.agent.email,
        action: 'refund-paid-back',
        target: `refund:${params.id}`,
        before: { state: 'owed' },
        after: { state: 'refunded', note: input.note, amount: toSafeInt(updated[0]?.amount) },
        ip: request.ip,
        via: staff.via,
      });
    });
    return {};
  });

  staffRoute(app, 'unmatchedPayments', async () => {
    const rows = await app.db.query<Record<string, unknown>>(
      `select * from (
         select id, event_id, reference, amount, currency, paid_at, channel, received_at, unmatched_reason
           from payment_notifications where outcome = 'unmatched' order by received_at desc, id desc limit $1
       ) newest order by received_at, id`,
      [LIST_MAX],
    );
    return {
      payments: rows.map((r) => ({
        id: toSafeInt(r.id),
        eventId: String(r.event_id),
        reference: String(r.reference),
        amount: toSafeInt(r.amount),
        currency: String(r.currency),
        channel: String(r.channel),
        paidAt: isoTime(r.paid_at),
        receivedAt: isoTime(r.received_at),
        reason: String(r.unmatched_reason),
      })),
    };
  });

  staffRoute(app, 'smsFailed', async () => {
    // The text is not kept: it held a code.
    const rows = await app.db.query<Record<string, unknown>>(
      `select id, recipient, purpose, attempts, last_error, created_at, finished_at
         from sms_queue where state = 'failed' order by finished_at desc, id desc limit $1`,
      [LIST_MAX],
    );
    return {
      messages: rows.map((r) => ({
        id: toSafeInt(r.id),
        recipient: String(r.recipient),
        purpose: String(r.purpose),
        attempts: toSafeInt(r.attempts),
        error: String(r.last_error),
        queuedAt: isoTime(r.created_at),
        failedAt: isoTime(r.finished_at),
      })),
    };
  });

  staffRoute(app, 'traffic', async ({ input }) => {
    const rows = await trafficCounts(app.db, { pageId: input.page_id, utmTag: input.utm_tag });
    return { rows: rows.map((r) => ({ pageId: r.pageId, utmTag: r.utmTag, visits: r.visits, applyClicks: r.clicks })) };
  });

  staffRoute(app, 'smsBudget', async () => {
    const today = await smsBudgetToday(app.db, 'promotion-register');
    return { budget: app.config.SMS_DAILY_BUDGET, sent: today.sentToday, overBudget: today.overBudgetToday };
  });
}
