import { marketToday, ORDER_STATUS, type PaymentNotification, paymentNotificationSchema } from '@loan/contract';
import { type Database, type Queryable, toSafeInt } from '../../../db/database.ts';
import { loadLoanState, loadOrderClosure, markOwingAgain } from '../../orders/index.ts';
import { recordPaymentNotification } from '../payment-notifications.ts';
import { lockAppliedPayment } from './applied-payment.ts';
import { applyWonDispute, recordHeldFunds } from './held-funds.ts';
import type { AppliedEvent, PaymentProvider, ProviderEffect, VerifiedEvent } from './provider.ts';

/*
 * A provider's verified webhook: stored raw first (its own committed row, so a disputed payment can be audited and
 * replayed whatever happens next), then applied through the shared once-only paths. A provider's retry, a duplicate
 * event naming the same payment (Razorpay's payment.captured and qr_code.credited), an out-of-order event or a replay
 * of a stored one changes nothing: a payment is keyed on the provider's payment id, a reversal on its own id.
 */

/** Stores a verified event once per (provider, event id); answers the stored row's id. */
export async function storeProviderEvent(
  db: Queryable,
  provider: PaymentProvider['id'],
  event: VerifiedEvent,
  body: string,
  now: Date,
): Promise<number> {
  const [row] = await db.query<{ id: unknown }>(
    `insert into provider_events (provider, event_id, event_type, body, headers, verification, received_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (provider, event_id) do update set provider = excluded.provider
     returning id`,
    [provider, event.eventId, event.type, body, JSON.stringify(event.headers), event.verification, now],
  );
  return toSafeInt(row?.id);
}

/** Stores, applies and records what applying did (the first outcome stays on the stored row). */
export async function receiveProviderEvent(
  db: Database,
  provider: PaymentProvider['id'],
  event: VerifiedEvent,
  body: string,
  now: Date = new Date(),
): Promise<AppliedEvent & { storedId: number }> {
  const storedId = await storeProviderEvent(db, provider, event, body, now);
  const applied = await applyEffect(db, provider, event.effect, now);
  await db.query('update provider_events set outcome = $2, detail = $3 where id = $1 and outcome is null', [
    storedId,
    applied.outcome,
    JSON.stringify(applied.detail),
  ]);
  return { ...applied, storedId };
}

/** Applies a stored event again from its stored body (it was verified when it arrived): changes nothing. */
export async function replayProviderEvent(
  db: Database,
  providerOf: (id: string) => PaymentProvider | undefined,
  storedId: number,
  now: Date = new Date(),
): Promise<AppliedEvent> {
  const [row] = await db.query<{ provider: string; body: string; headers: unknown; redacted: unknown }>(
    'select provider, body, headers, body_redacted_at is not null as redacted from provider_events where id = $1',
    [storedId],
  );
  if (!row) throw new Error(`no stored provider event ${storedId}`);
  if (row.redacted === true)
    throw new Error(`provider event ${storedId} is past its retention: only its outcome is kept`);
  const provider = providerOf(row.provider);
  if (!provider) throw new Error(`provider ${row.provider} is not configured`);
  const headers = (typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers) as Record<string, string>;
  return applyEffect(db, provider.id, provider.parseStored(row.body, headers).effect, now);
}

export async function applyEffect(
  db: Database,
  provider: PaymentProvider['id'],
  effect: ProviderEffect,
  now: Date,
): Promise<AppliedEvent> {
  switch (effect.kind) {
    case 'paid':
      return applyPayment(db, provider, effect, now);
    case 'reversed':
      return applyReversal(db, provider, effect, now);
    case 'restored':
      return applyWonDispute(db, provider, effect, now);
    case 'funding':
      return recordTransferReceived(db, provider, effect);
    case 'held':
      return recordHeldFunds(db, provider, effect, now);
    case 'failed': {
      // The voucher or transfer failed or was cancelled at the provider: the reference is retired, so the borrower's
      // next ask makes a fresh one instead of showing a dead voucher.
      const retired = await db.query(
        `update payment_references set retired_at = $3
          where provider = $1 and provider_ref = $2 and paid_at is null and retired_at is null returning id`,
        [provider, effect.providerRef, now],
      );
      return { outcome: 'failed', detail: { providerRef: effect.providerRef, retired: retired.length } };
    }
    case 'ignored':
      return { outcome: 'ignored', detail: { why: effect.why } };
  }
}

/**
 * Part of a bank transfer arrived: held by the provider, not captured, so nothing is paid until the whole amount is
 * (the borrower still owes it all). The reference keeps what arrived so far, the largest figure seen (events may come
 * out of order), so the borrower is shown it and sends the rest to the same CLABE; the stored event keeps the detail.
 */
async function recordTransferReceived(
  db: Database,
  provider: PaymentProvider['id'],
  effect: Extract<ProviderEffect, { kind: 'funding' }>,
): Promise<AppliedEvent> {
  const shown = await db.query(
    `update payment_references set provider_received = greatest(coalesce(provider_received, 0), $3)
      where provider = $1 and provider_ref = $2 and paid_at is null and retired_at is null
        and $3 > 0 and $3 < amount
      returning id`,
    [provider, effect.providerRef, effect.received],
  );
  return { outcome: 'funding', detail: { ...effect, shown: shown.length > 0 } };
}

/** The notification a provider's payment is, through the path every payment takes (applied once, surplus kept). */
async function applyPayment(
  db: Database,
  provider: PaymentProvider['id'],
  effect: Extract<ProviderEffect, { kind: 'paid' }>,
  now: Date,
): Promise<AppliedEvent> {
  const [ours] = await db.query<{ reference: string; pay_code: string }>(
    `select reference, pay_code from payment_references
      where (provider = $1 and provider_ref = $2) or reference = $3
      order by (provider_ref = $2) desc nulls last limit 1`,
    [provider, effect.providerRef ?? '', effect.reference ?? ''],
  );
  const candidate = {
    eventId: `${provider}:${effect.paymentId}`.slice(0, 128),
    // A payment naming nothing we issued is recorded under the provider's own id, listed for staff as unknown.
    reference: (ours?.reference ?? effect.reference ?? `${provider}:${effect.providerRef ?? effect.paymentId}`).slice(
      0,
      64,
    ),
    amount: effect.amount,
    currency: effect.currency,
    paidAt: effect.paidAt.toISOString(),
    channel: ours?.pay_code ?? provider,
  };
  const parsed = paymentNotificationSchema.safeParse(candidate);
  if (!parsed.success) return { outcome: 'ignored', detail: { why: 'not a payment this server can book', candidate } };
  const notification: PaymentNotification = parsed.data;
  const { answer, outcome } = await recordPaymentNotification(db, notification, now);
  // The provider's own payment completed these instructions: nothing is left open there to cancel.
  if (effect.providerRef)
    await db.query(
      `update payment_references set provider_closed_at = coalesce(provider_closed_at, $3)
        where provider = $1 and provider_ref = $2`,
      [provider, effect.providerRef, now],
    );
  return { outcome, detail: { notification: notification.eventId, ...(answer ? { answer } : {}) } };
}

/**
 * A refund or chargeback of a payment we applied: under the order's lock, the part of it not yet booked under its id
 * first pays back the surplus owed on that payment (when it covers it), the rest re-opens what the payment paid; a
 * settled or cooled-off order owes again and is repaying (or overdue) once more. Never more than the payment applied.
 */
async function applyReversal(
  db: Database,
  provider: PaymentProvider['id'],
  effect: Extract<ProviderEffect, { kind: 'reversed' }>,
  now: Date,
): Promise<AppliedEvent> {
  return db.transaction(async (tx) => {
    const paid = await lockAppliedPayment(tx, provider, effect.paymentId);
    if (!paid) return { outcome: 'unmatched', detail: { why: 'reversal of a payment never applied', ...effect } };
    const { orderId, paymentReferenceId } = paid;
    const [before] = await tx.query<{ id: unknown; amount: unknown }>(
      'select id, amount from payment_reversals where provider = $1 and reversal_id = $2 for update',
      [provider, effect.reversalId],
    );
    const delta = effect.amount - toSafeInt(before?.amount ?? 0);
    // A repeated or older event (Stripe's cumulative refunds arriving out of order) books nothing more.
    if (delta <= 0) return { outcome: 'duplicate', detail: { reversalId: effect.reversalId } };
    const [repayment] = await tx.query<{ id: unknown; amount: unknown }>(
      'select id, amount from repayments where payment_reference_id = $1',
      [paymentReferenceId],
    );
    const [surplus] = await tx.query<{ id: unknown; amount: unknown }>(
      "select s.id, s.amount from surplus_refunds s join repayments r on r.id = s.repayment_id where r.payment_reference_id = $1 and s.state = 'owed'",
      [paymentReferenceId],
    );
    const [taken] = await tx.query<{ reopened: unknown }>(
      'select coalesce(sum(reopened), 0) as reopened from payment_reversals where payment_reference_id = $1',
      [paymentReferenceId],
    );
    const surplusOwed = toSafeInt(surplus?.amount ?? 0);
    const surplusReversed = surplus && delta >= surplusOwed ? surplusOwed : 0;
    if (surplus && surplusReversed > 0) {
      await tx.query(
        "update surplus_refunds set state = 'refunded', refunded_at = $2, refund_note = $3 where id = $1",
        [surplus.id, now, `${provider} ${effect.reason} ${effect.reversalId}`],
      );
    }
    // An extension fee is not in the repayments: its reversal re-opens nothing by itself; a person decides.
    const stillApplied = repayment ? toSafeInt(repayment.amount) - toSafeInt(taken?.reopened ?? 0) : 0;
    const reopened = Math.max(0, Math.min(delta - surplusReversed, stillApplied));
    await tx.query(
      `insert into payment_reversals (provider, reversal_id, reason, payment_reference_id, repayment_id, order_id, amount,
                                      reopened, surplus_reversed, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
       on conflict (provider, reversal_id) do update
         set amount = excluded.amount, reopened = payment_reversals.reopened + excluded.reopened,
             surplus_reversed = payment_reversals.surplus_reversed + excluded.surplus_reversed, updated_at = excluded.updated_at`,
      [
        provider,
        effect.reversalId,
        effect.reason,
        paymentReferenceId,
        repayment?.id ?? null,
        orderId,
        effect.amount,
        reopened,
        surplusReversed,
        now,
      ],
    );
    if (reopened > 0) {
      const undidCoolingOff = await reopenOrder(tx, orderId, now);
      if (undidCoolingOff) {
        const paidThen = (await loadLoanState(tx, orderId)).paid + reopened;
        await tx.query(
          `update payment_reversals
              set undid_cooled_off_at = coalesce(undid_cooled_off_at, $3),
                  undid_cooled_off_paid = coalesce(undid_cooled_off_paid, $4)
            where provider = $1 and reversal_id = $2`,
          [provider, effect.reversalId, undidCoolingOff, paidThen],
        );
      }
    }
    return {
      outcome: 'reversed',
      detail: { orderId, reversalId: effect.reversalId, reason: effect.reason, reopened, surplusReversed },
    };
  });
}

/**
 * An order owing again after a reversal: a settled (or cooled-off) one is repaying, or overdue past its due date.
 * Answers when the cooling-off exit it undid had been paid, if it undid one.
 */
async function reopenOrder(tx: Queryable, orderId: number, now: Date): Promise<Date | null> {
  const order = await loadOrderClosure(tx, orderId);
  if (!order) return null;
  const settled = order.status === ORDER_STATUS.settled;
  const today = marketToday(order.market, now);
  const status = order.dueOn !== null && order.dueOn < today ? ORDER_STATUS.overdue : ORDER_STATUS.repaying;
  if (settled) await markOwingAgain(tx, orderId, status);
  // What is due changed: references made for the old amount no longer match it.
  await tx.query(
    'update payment_references set retired_at = $2 where order_id = $1 and paid_at is null and retired_at is null',
    [orderId, now],
  );
  return settled ? order.cooledOffAt : null;
}
