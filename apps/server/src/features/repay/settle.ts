import { type LoanChargeTax, REPAYABLE_STATUSES, storedLendingMarket } from '@loan/contract';
import { type Database, type Queryable, toSafeInt } from '../../db/database.ts';
import { notFound } from '../../http/failure.ts';
import {
  extendDueDate,
  isExtendable,
  isRepayable,
  loadCoolingOff,
  loadLoanState,
  lockOrder,
  markCooledOff,
  markSettled,
} from '../orders/index.ts';
import { REPAY } from './messages.ts';
import { delayOffer } from './rules.ts';

/*
 * The only code that changes an order after a payment. Money is booked against the debt only up to what is due at
 * the moment it is applied; anything above is recorded in full as a surplus owed back to the borrower
 * (`surplus_refunds`). Every change to what is owed retires the order's other live references in the same
 * transaction, so the borrower is only ever shown references that match what is due.
 *
 * Lock order, everywhere: the order row first, then its payment references (ensureReference does the same).
 */

export interface Settled {
  orderId: number;
  status: number;
  /** What the borrower still owes after this payment. */
  due: number;
  dueOn: string;
  /** Of the money received, what went to the debt (or the extension fee) and what is owed back. */
  applied: number;
  surplus: number;
  /** True when this reference's payment had been recorded before (a repeated notification records nothing). */
  alreadyRecorded: boolean;
}

/** Live references of the order that were not just paid: they no longer match what is due. */
export async function retireLiveReferences(tx: Queryable, orderId: number, now: Date): Promise<void> {
  await tx.query(
    'update payment_references set retired_at = $2 where order_id = $1 and paid_at is null and retired_at is null',
    [orderId, now],
  );
}

/** What the order still owes: nothing once it is settled or cancelled, else principal + interest + late − paid. */
async function balanceOf(tx: Queryable, orderId: number): Promise<{ status: number; due: number; dueOn: string }> {
  const state = await loadLoanState(tx, orderId);
  const owing = REPAYABLE_STATUSES.includes(state.status);
  return { status: state.status, due: owing ? state.due : 0, dueOn: state.dueOn };
}

/** Settles the order (status 200) when a payment left nothing due. */
export async function settleWhenPaid(tx: Queryable, orderId: number, now: Date): Promise<void> {
  const state = await loadLoanState(tx, orderId);
  if (state.due !== 0 || !REPAYABLE_STATUSES.includes(state.status)) return;
  // settled_at dates the settlement certificate.
  await markSettled(tx, orderId, now);
  await retireLiveReferences(tx, orderId, now);
}

export interface Payment {
  orderId: number;
  /** Money received, minor units. */
  amount: number;
  paymentReferenceId?: number;
  cardRepaymentId?: number;
}

/**
 * Money received towards an order's debt (voucher or card): min(amount, due now) is applied, the rest recorded as a
 * surplus owed back. A payment for an order that owes nothing (settled, cancelled) is recorded as surplus in full.
 */
export async function receiveRepayment(tx: Queryable, payment: Payment, now: Date = new Date()): Promise<Settled> {
  const state = await loadLoanState(tx, payment.orderId, true);
  const applied = isRepayable(state) ? Math.min(payment.amount, state.due) : 0;
  const surplus = payment.amount - applied;
  const [row] = await tx.query<{ id: unknown }>(
    `insert into repayments (order_id, amount, received, payment_reference_id, card_repayment_id, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      payment.orderId,
      applied,
      payment.amount,
      payment.paymentReferenceId ?? null,
      payment.cardRepaymentId ?? null,
      now,
    ],
  );
  const repaymentId = toSafeInt(row?.id);
  if (surplus > 0) {
    await tx.query('insert into surplus_refunds (order_id, repayment_id, amount, created_at) values ($1, $2, $3, $4)', [
      payment.orderId,
      repaymentId,
      surplus,
      now,
    ]);
  }
  if (applied > 0) {
    // What is due changed: references made for the old amount would overpay.
    await retireLiveReferences(tx, payment.orderId, now);
    await settleWhenPaid(tx, payment.orderId, now);
  }
  const balance = await balanceOf(tx, payment.orderId);
  // The receipt shows what was still owed right after this payment.
  await tx.query('update repayments set balance_after = $2 where id = $1', [repaymentId, balance.due]);
  return { orderId: payment.orderId, ...balance, applied, surplus, alreadyRecorded: false };
}

/**
 * A paid extension fee (quoted with the tax of its channel's market): the due date moves by the offer's days, the overdue interest run up so far is fixed into the
 * order (it stays owed), and the order can no longer be extended. The fee never reduces the debt. A fee that can no
 * longer buy an extension (already extended, repaid, or a different fee) is money received like any other.
 */
export async function applyExtension(
  tx: Queryable,
  payment: { orderId: number; fee: number; paymentReferenceId: number },
  tax: LoanChargeTax,
  now: Date = new Date(),
): Promise<Settled> {
  const state = await loadLoanState(tx, payment.orderId, true);
  const offer = delayOffer(state, state.today, tax);
  if (!isExtendable(state) || payment.fee !== offer.fee) {
    const { orderId, fee: amount, paymentReferenceId } = payment;
    return receiveRepayment(tx, { orderId, amount, paymentReferenceId }, now);
  }
  const [row] = await tx.query<{ id: unknown }>(
    `insert into loan_extensions (order_id, days, fee, old_due_on, new_due_on, payment_reference_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [payment.orderId, offer.days, payment.fee, state.dueOn, offer.newDueOn, payment.paymentReferenceId, now],
  );
  // A late loan that is extended is on time again; what it ran up while late is not forgiven.
  await extendDueDate(tx, payment.orderId, offer.newDueOn, state.penalty);
  await retireLiveReferences(tx, payment.orderId, now);
  const balance = await balanceOf(tx, payment.orderId);
  await tx.query('update loan_extensions set balance_after = $2 where id = $1', [row?.id, balance.due]);
  return { orderId: payment.orderId, ...balance, applied: payment.fee, surplus: 0, alreadyRecorded: false };
}

/**
 * A paid cooling-off exit: the order is settled (200) as cancelled. A payment that arrives after the period ended,
 * or for an amount that is no longer the exit's (a day more was used), is money received like any other: applied to
 * what is due, the rest owed back. Money received is never lost.
 */
export async function applyCoolingOffExit(
  tx: Queryable,
  payment: { orderId: number; amount: number; paymentReferenceId: number },
  now: Date,
): Promise<Settled> {
  const coolingOff = await loadCoolingOff(tx, payment.orderId, now, true);
  if (!coolingOff.available || coolingOff.amount !== payment.amount) return receiveRepayment(tx, payment, now);
  await tx.query(
    `insert into repayments (order_id, amount, received, payment_reference_id, balance_after, created_at)
     values ($1, $2, $2, $3, 0, $4)`,
    [payment.orderId, payment.amount, payment.paymentReferenceId, now],
  );
  await markCooledOff(tx, payment.orderId, now);
  await retireLiveReferences(tx, payment.orderId, now);
  const balance = await balanceOf(tx, payment.orderId);
  return { orderId: payment.orderId, ...balance, applied: payment.amount, surplus: 0, alreadyRecorded: false };
}

/**
 * A card repayment whose SMS code was just confirmed. What is due may have dropped since the commit (a store payment
 * came in): the card is charged only when its amount is still due now, checked under the order's lock; otherwise the
 * record lapses and the borrower starts again with the new amount.
 */
export async function confirmCardRepayment(
  db: Database,
  card: { orderId: number; recordId: number },
): Promise<'paid' | 'amount-changed' | 'not-pending'> {
  return db.transaction(async (tx) => {
    const state = await loadLoanState(tx, card.orderId, true);
    const [record] = await tx.query<{ amount: unknown }>(
      "select amount from card_repayments where id = $1 and order_id = $2 and status = 'pending' for update",
      [card.recordId, card.orderId],
    );
    if (!record) return 'not-pending';
    const amount = toSafeInt(record.amount);
    const stillDue = isRepayable(state) && amount <= state.due;
    await tx.query('update card_repayments set status = $2, closed_at = now() where id = $1', [
      card.recordId,
      stillDue ? 'confirmed' : 'cancelled',
    ]);
    if (!stillDue) return 'amount-changed';
    await receiveRepayment(tx, { orderId: card.orderId, amount, cardRepaymentId: card.recordId });
    return 'paid';
  });
}

/** The outcome a reference's payment had when it was recorded, for a repeated notification. */
async function recordedOutcome(tx: Queryable, orderId: number, paymentReferenceId: number): Promise<Settled> {
  const [repayment] = await tx.query<{ amount: unknown; received: unknown }>(
    'select amount, received from repayments where payment_reference_id = $1',
    [paymentReferenceId],
  );
  const [extension] = await tx.query<{ fee: unknown }>(
    'select fee from loan_extensions where payment_reference_id = $1',
    [paymentReferenceId],
  );
  const applied = repayment ? toSafeInt(repayment.amount) : toSafeInt(extension?.fee ?? 0);
  const surplus = repayment ? toSafeInt(repayment.received) - applied : 0;
  return { orderId, ...(await balanceOf(tx, orderId)), applied, surplus, alreadyRecorded: true };
}

/**
 * A store or bank reports that a voucher reference was paid (the payment network's notification). The cash was
 * taken, so every reference this server issued is recorded exactly once, whatever it or its order has become since
 * (retired, expired, settled, cancelled): applied as far as something is due, the rest owed back. A repeated
 * notification records nothing and answers what the first one recorded.
 */
export async function settleReference(db: Database, reference: string, now: Date = new Date()): Promise<Settled> {
  return db.transaction((tx) => settleReferenceIn(tx, reference, now));
}

/** `settleReference` inside the caller's transaction (a payment notification records itself in the same one). */
export async function settleReferenceIn(tx: Queryable, reference: string, now: Date = new Date()): Promise<Settled> {
  const [found] = await tx.query<{ order_id: unknown }>(
    'select order_id from payment_references where reference = $1',
    [reference],
  );
  if (!found) throw notFound(REPAY.referenceUnknown);
  const orderId = toSafeInt(found.order_id);
  await lockOrder(tx, orderId);
  const [row] = await tx.query<Record<string, unknown>>(
    `select r.id, r.request_type, r.amount, r.paid_at, ch.market
       from payment_references r join repay_channels ch on ch.pay_code = r.pay_code
      where r.reference = $1 for update of r`,
    [reference],
  );
  if (!row) throw notFound(REPAY.referenceUnknown);
  const paymentReferenceId = toSafeInt(row.id);
  if (row.paid_at) return recordedOutcome(tx, orderId, paymentReferenceId);
  await tx.query('update payment_references set paid_at = $2 where id = $1', [paymentReferenceId, now]);
  const amount = toSafeInt(row.amount);
  const requestType = toSafeInt(row.request_type);
  if (requestType === 3) return applyCoolingOffExit(tx, { orderId, amount, paymentReferenceId }, now);
  if (requestType !== 2) return receiveRepayment(tx, { orderId, amount, paymentReferenceId }, now);
  return applyExtension(tx, { orderId, fee: amount, paymentReferenceId }, storedLendingMarket(row.market).tax, now);
}
