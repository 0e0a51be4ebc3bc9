import { FAILURE_CODE, STAFF_ROUTES, storedLendingMarket, UNMATCHED_LIST_REASONS } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { toSafeInt } from '../../db/database.ts';
import { conflict, Failure, notFound } from '../../http/failure.ts';
import { registerCall } from '../../http/register-call.ts';
import { smsBudgetToday } from '../../platform/one-time-codes.ts';
import { listPaymentReversals, listSurplusRefunds, refundOrderInMarkets } from '../orders/index.ts';
import { trafficCounts } from '../promotion/index.ts';
import { reconcilePayments, voidRetiredInstructions } from '../repay/index.ts';
import { auditPersonalRead, writeAudit } from './audit.ts';
import { staffOf } from './auth.ts';
import { deskMarkets, inDeskMarkets, MARKET_OF } from './desk-markets.ts';
import { isoTime, isoTimeOrNull } from './iso.ts';
import { STAFF } from './messages.ts';
import { notificationFields } from './notification-rows.ts';

/** The newest this many rows of a list are shown; older ones are worked through from the database. */
const LIST_MAX = 500;

/**
 * The desk's other lists, each of the staff member's markets only (desk-markets.ts): the public site's contact messages,
 * surplus owed back to borrowers, payments no reference matched, SMS the gateway never took; and the landing's traffic
 * and code budget (counts, no one's data).
 */
export async function staffListRoutes(app: FastifyInstance) {
  registerCall(app, STAFF_ROUTES.contactMessages, async (input, request) => {
    const rows = await app.db.query<Record<string, unknown>>(
      `select m.id, m.market, m.name, m.email, m.phone, m.message, m.received_at, m.handled_at,
              coalesce(a.email, '') as handled_by
         from contact_messages m left join staff_agents a on a.id = m.handled_by
        where ${inDeskMarkets(MARKET_OF.contactMessage('m'), 1)}
          and ($2 = 'all' or ($2 = 'handled') = (m.handled_at is not null))
        order by m.handled_at is null desc, m.received_at, m.id
        limit $3`,
      [deskMarkets(staffOf(request)), input.state, LIST_MAX],
    );
    await auditPersonalRead(app.db, staffOf(request), request.ip, 'list:contact-messages', { rows: rows.length });
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

  registerCall(app, STAFF_ROUTES.contactHandled, async (_input, request, { params }) => {
    const staff = staffOf(request);
    await app.db.transaction(async (tx) => {
      const [before] = await tx.query<{ handled_at: unknown }>(
        `select m.handled_at from contact_messages m
          where m.id = $1 and ${inDeskMarkets(MARKET_OF.contactMessage('m'), 2)} for update`,
        [params.id, deskMarkets(staff)],
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

  registerCall(app, STAFF_ROUTES.surplusRefunds, async (input, request) => {
    const rows = await listSurplusRefunds(app.db, {
      state: input.state,
      limit: LIST_MAX,
      markets: deskMarkets(staffOf(request)),
    });
    await auditPersonalRead(app.db, staffOf(request), request.ip, 'list:surplus-refunds', { rows: rows.length });
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

  registerCall(app, STAFF_ROUTES.refunded, async (input, request, { params }) => {
    const staff = staffOf(request);
    await app.db.transaction(async (tx) => {
      // Another market's refund is answered as one that does not exist.
      const ours = (param: number) => refundOrderInMarkets('s', param);
      const updated = await tx.query<{ amount: unknown }>(
        `update surplus_refunds s set state = 'refunded', refunded_at = now(), refund_note = $2
          where s.id = $1 and s.state = 'owed' and ${ours(3)} returning s.amount`,
        [params.id, input.note, deskMarkets(staff)],
      );
      if (updated.length === 0) {
        const [exists] = await tx.query(`select 1 from surplus_refunds s where s.id = $1 and ${ours(2)}`, [
          params.id,
          deskMarkets(staff),
        ]);
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

  registerCall(app, STAFF_ROUTES.unmatchedPayments, async (_input, request) => {
    const rows = await app.db.query<Record<string, unknown>>(
      `select * from (
         select * from (
           select n.id, n.event_id, n.reference, n.amount, n.currency, n.paid_at, n.channel, n.received_at,
                  n.unmatched_reason
             from payment_notifications n
            where n.outcome = 'unmatched' and ${inDeskMarkets(MARKET_OF.paymentNotification('n'), 2)}
           union all
           select n.id, n.event_id, n.reference, n.amount, n.currency, n.paid_at, n.channel, n.received_at,
                  'event-id-conflict'
             from payment_event_conflicts n
            where ${inDeskMarkets(MARKET_OF.paymentNotification('n'), 2)}
           union all
           select * from (
             -- Money a provider holds that no payment took (a transfer with no open intent, a won dispute's rest).
             select h.id, h.provider || ':' || h.holder as event_id, coalesce(pr.reference, h.holder) as reference,
                    h.amount, h.currency, h.as_of as paid_at, coalesce(pr.pay_code, h.provider) as channel,
                    h.received_at, h.reason as unmatched_reason
               from provider_held_funds h left join payment_references pr on pr.id = h.payment_reference_id
              where h.amount > 0
           ) n where ${inDeskMarkets(MARKET_OF.paymentNotification('n'), 2)}
         ) every_kind order by received_at desc, id desc limit $1
       ) newest order by received_at, id`,
      [LIST_MAX, deskMarkets(staffOf(request))],
    );
    return {
      payments: rows.map((r) => ({
        ...notificationFields(r),
        reason: z.enum(UNMATCHED_LIST_REASONS).parse(r.unmatched_reason),
      })),
    };
  });

  registerCall(app, STAFF_ROUTES.paymentReversals, async (_input, request) => {
    const rows = await listPaymentReversals(app.db, LIST_MAX, deskMarkets(staffOf(request)));
    return {
      reversals: rows.map((r) => ({
        id: toSafeInt(r.id),
        provider: String(r.provider),
        reversalId: String(r.reversal_id),
        reason: r.reason === 'chargeback' ? ('chargeback' as const) : ('refund' as const),
        orderId: toSafeInt(r.order_id),
        reference: String(r.reference),
        amount: toSafeInt(r.amount),
        reopened: toSafeInt(r.reopened),
        surplusReversed: toSafeInt(r.surplus_reversed),
        currency: storedLendingMarket(r.market).currency,
        reversedAt: isoTime(r.updated_at),
      })),
    };
  });

  registerCall(app, STAFF_ROUTES.reconciliation, async (input, request) => {
    const collectors = deskMarkets(staffOf(request)).flatMap((id) => {
      const market = storedLendingMarket(id);
      const provider = app.paymentProviders.forMarket(market);
      return provider ? [{ market, provider }] : [];
    });
    // The pass also retries instructions a provider could not cancel when their order was settled.
    await voidRetiredInstructions(app, request.log);
    try {
      return {
        since: input.since,
        ...(await reconcilePayments(app.db, collectors, new Date(`${input.since}T00:00:00Z`))),
      };
    } catch (error) {
      request.log.error({ err: error }, 'reconciliation: a provider did not answer');
      throw new Failure(FAILURE_CODE.unavailable, STAFF.providerUnavailable, 503);
    }
  });

  registerCall(app, STAFF_ROUTES.smsFailed, async (_input, request) => {
    // The text is not kept: it held a code. An undelivered message names the provider's id and error code, which the
    // provider's own console and support answer "did the code reach this phone?" with.
    const rows = await app.db.query<Record<string, unknown>>(
      `select q.id, q.recipient, q.purpose, q.market, q.state, q.provider, q.provider_message_id, q.attempts,
              case when q.state = 'undelivered' then q.provider_error else q.last_error end as error,
              q.created_at, coalesce(q.receipt_at, q.finished_at) as failed_at
         from sms_queue q where q.state in ('failed', 'undelivered') and ${inDeskMarkets(MARKET_OF.sms('q'), 2)}
        order by failed_at desc, q.id desc limit $1`,
      [LIST_MAX, deskMarkets(staffOf(request))],
    );
    await auditPersonalRead(app.db, staffOf(request), request.ip, 'list:sms-failed', { rows: rows.length });
    return {
      messages: rows.map((r) => ({
        id: toSafeInt(r.id),
        recipient: String(r.recipient),
        purpose: String(r.purpose),
        market: String(r.market),
        state: r.state === 'undelivered' ? ('undelivered' as const) : ('failed' as const),
        provider: String(r.provider),
        providerMessageId: r.provider_message_id === null ? null : String(r.provider_message_id),
        attempts: toSafeInt(r.attempts),
        error: String(r.error),
        queuedAt: isoTime(r.created_at),
        failedAt: isoTime(r.failed_at),
      })),
    };
  });

  registerCall(app, STAFF_ROUTES.traffic, async (input) => {
    const rows = await trafficCounts(app.db, { pageId: input.page_id, utmTag: input.utm_tag });
    return { rows: rows.map((r) => ({ pageId: r.pageId, utmTag: r.utmTag, visits: r.visits, applyClicks: r.clicks })) };
  });

  // Each market has its own budget: the desk sees its own market's (an admin's account has one market too).
  registerCall(app, STAFF_ROUTES.smsBudget, async (_input, request) => {
    const market = staffOf(request).agent.market;
    const today = await smsBudgetToday(app.db, 'promotion-register', market);
    return { budget: app.config.SMS_DAILY_BUDGET, sent: today.sentToday, overBudget: today.overBudgetToday };
  });
}
