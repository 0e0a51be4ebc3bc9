import { type LoanChargeTax, lendingMarketOfKey, ORDER_STATUS } from '@loan/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { conflict, notFound } from '../../http/failure.ts';
import { loadCoolingOff } from '../orders/cooling-off.ts';
import { isExtendable, isRepayable, loadLoanState } from './loan-state.ts';
import { REPAY } from './messages.ts';
import { delayOffer } from './rules.ts';

/*
 * The only code that changes an order after a payment. A repayment lowers what is due and settles the order (status
 * 200) when nothing is left; an extension moves the due date and records the fee. The loan detail screen reads the
 * orders table, so it shows the new state at once.
 */

export interface Settled {
  orderId: number;
  status: number;
  due: number;
  dueOn: string;
}

async function afterPayment(tx: Queryable, orderId: number): Promise<Settled> {
  const state = await loadLoanState(tx, orderId);
  let status = state.status;
  if (state.due === 0 && status !== ORDER_STATUS.settled) {
    status = ORDER_STATUS.settled;
    // settled_at dates the settlement certificate.
    await tx.query('update orders set status = $2, settled_at = now() where id = $1', [orderId, status]);
  }
  return { orderId, status, due: state.due, dueOn: state.dueOn };
}

/** Records money received for an order's debt (card or voucher) and settles the order when fully paid. */
export async function applyRepayment(
  tx: Queryable,
  payment: { orderId: number; amount: number; paymentReferenceId?: number; cardRepaymentId?: number },
): Promise<Settled> {
  const state = await loadLoanState(tx, payment.orderId, true);
  if (!isRepayable(state)) throw conflict(REPAY.nothingDue);
  const [row] = await tx.query<{ id: unknown }>(
    'insert into repayments (order_id, amount, payment_reference_id, card_repayment_id) values ($1, $2, $3, $4) returning id',
    [payment.orderId, payment.amount, payment.paymentReferenceId ?? null, payment.cardRepaymentId ?? null],
  );
  const settled = await afterPayment(tx, payment.orderId);
  // The receipt shows what was still owed right after this payment.
  await tx.query('update repayments set balance_after = $2 where id = $1', [row?.id, settled.due]);
  return settled;
}

/**
 * Records a paid extension fee: the due date moves by the offer's days and the order can no longer be extended. The
 * fee carries the tax of the market it was quoted in.
 */
export async function applyExtension(
  tx: Queryable,
  payment: { orderId: number; fee: number; paymentReferenceId: number },
  tax: LoanChargeTax,
): Promise<Settled> {
  const state = await loadLoanState(tx, payment.orderId, true);
  if (!isExtendable(state)) throw conflict(REPAY.notExtendable);
  const offer = delayOffer(state, state.today, tax);
  if (payment.fee !== offer.fee) throw conflict(REPAY.amountInvalid);
  const [row] = await tx.query<{ id: unknown }>(
    `insert into loan_extensions (order_id, days, fee, old_due_on, new_due_on, payment_reference_id)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [payment.orderId, offer.days, payment.fee, state.dueOn, offer.newDueOn, payment.paymentReferenceId],
  );
  // A late loan that is extended is on time again.
  await tx.query(
    `update orders set due_on = $2, is_delay = 0,
            status = case when status = $3 then $4 else status end
      where id = $1`,
    [payment.orderId, offer.newDueOn, ORDER_STATUS.overdue, ORDER_STATUS.repaying],
  );
  const settled = await afterPayment(tx, payment.orderId);
  await tx.query('update loan_extensions set balance_after = $2 where id = $1', [row?.id, settled.due]);
  return settled;
}

/**
 * Records a paid cooling-off exit: the order is settled (200) as cancelled. A payment that arrives after the period
 * ended, or for an amount that is no longer the exit's (a day more was used), is kept as an ordinary repayment:
 * money received is never lost, and the loan detail then shows what is still due.
 */
export async function applyCoolingOffExit(
  tx: Queryable,
  payment: { orderId: number; amount: number; paymentReferenceId: number },
  now: Date,
): Promise<Settled> {
  const coolingOff = await loadCoolingOff(tx, payment.orderId, now, true);
  if (!coolingOff.available || coolingOff.amount !== payment.amount) return applyRepayment(tx, payment);
  await tx.query('insert into repayments (order_id, amount, payment_reference_id) values ($1, $2, $3)', [
    payment.orderId,
    payment.amount,
    payment.paymentReferenceId,
  ]);
  await tx.query('update orders set status = $2, cooled_off_at = $3 where id = $1', [
    payment.orderId,
    ORDER_STATUS.settled,
    now,
  ]);
  const state = await loadLoanState(tx, payment.orderId);
  return { orderId: payment.orderId, status: ORDER_STATUS.settled, due: 0, dueOn: state.dueOn };
}

/**
 * A store or bank reports that a voucher reference was paid (the payment network's notification). Single use: a
 * reference that is paid, retired or expired is refused.
 */
export async function settleReference(db: Database, reference: string, now: Date = new Date()): Promise<Settled> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Record<string, unknown>>(
      `select r.id, r.order_id, r.request_type, r.amount, r.expires_at, r.paid_at, r.retired_at, ch.market
         from payment_references r join repay_channels ch on ch.pay_code = r.pay_code
        where r.reference = $1 for update of r`,
      [reference],
    );
    if (!row) throw notFound(REPAY.referenceUnknown);
    const expired = new Date(row.expires_at as Date).getTime() <= now.getTime();
    if (row.paid_at || row.retired_at || expired) throw conflict(REPAY.referenceClosed);
    await tx.query('update payment_references set paid_at = $2 where id = $1', [row.id, now]);
    const orderId = toSafeInt(row.order_id);
    const amount = toSafeInt(row.amount);
    const paymentReferenceId = toSafeInt(row.id);
    const requestType = toSafeInt(row.request_type);
    if (requestType === 3) return applyCoolingOffExit(tx, { orderId, amount, paymentReferenceId }, now);
    if (requestType !== 2) return applyRepayment(tx, { orderId, amount, paymentReferenceId });
    // The extension fee was quoted in the market of the channel the reference was issued for.
    const market = lendingMarketOfKey(String(row.market));
    if (!market) throw new Error(`repay channel of reference ${reference} names no lending market`);
    return applyExtension(tx, { orderId, fee: amount, paymentReferenceId }, market.tax);
  });
}
