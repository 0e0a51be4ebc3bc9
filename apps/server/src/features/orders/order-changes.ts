import { type LendingMarket, ORDER_STATUS, storedLendingMarket } from '@loan/contract';
import { type Queryable, toSafeInt } from '../../db/database.ts';

/*
 * Every change to an order row after it was signed: paid out, settled, left in its cooling-off period, extended,
 * owing again after a reversal. The ledger (repay) decides when; these say how, inside the caller's transaction.
 */

/**
 * Locks the order row until the transaction ends. Lock order, everywhere: the order row first, then its payment
 * references, so two payments of one order queue instead of both reading the same balance.
 */
export async function lockOrder(tx: Queryable, orderId: number): Promise<void> {
  await tx.query('select 1 from orders where id = $1 for update', [orderId]);
}

/** Closes the order as repaid; `at` dates the settlement certificate. */
export async function markSettled(tx: Queryable, orderId: number, at: Date): Promise<void> {
  await tx.query('update orders set status = $2, settled_at = $3 where id = $1', [orderId, ORDER_STATUS.settled, at]);
}

/** Closes the order as left within its cooling-off period, at `at` (when the exit was paid). */
export async function markCooledOff(tx: Queryable, orderId: number, at: Date): Promise<void> {
  await tx.query('update orders set status = $2, cooled_off_at = $3 where id = $1', [
    orderId,
    ORDER_STATUS.settled,
    at,
  ]);
}

/**
 * A paid extension: the new due date, and the overdue interest run up so far fixed into the order (it stays owed).
 * A late loan that is extended is on time again, and cannot be extended a second time.
 */
export async function extendDueDate(tx: Queryable, orderId: number, newDueOn: string, lateInterest: number) {
  await tx.query(
    `update orders set due_on = $2, is_delay = 0, late_interest = $5,
            status = case when status = $3 then $4 else status end
      where id = $1`,
    [orderId, newDueOn, ORDER_STATUS.overdue, ORDER_STATUS.repaying, lateInterest],
  );
}

/** How an order was closed, for a reversal that may reopen it. */
export interface OrderClosure {
  status: number;
  market: LendingMarket;
  /** `YYYY-MM-DD`; null while it has not been paid out. */
  dueOn: string | null;
  /** When its cooling-off exit was paid, if it was left that way. */
  cooledOffAt: Date | null;
}

export async function loadOrderClosure(tx: Queryable, orderId: number): Promise<OrderClosure | null> {
  const [order] = await tx.query<{
    status: unknown;
    market: unknown;
    due_on: string | null;
    cooled_off_at: Date | string | null;
  }>("select status, market, to_char(due_on, 'YYYY-MM-DD') as due_on, cooled_off_at from orders where id = $1", [
    orderId,
  ]);
  if (!order) return null;
  return {
    status: toSafeInt(order.status),
    market: storedLendingMarket(order.market),
    dueOn: order.due_on,
    cooledOffAt: order.cooled_off_at ? new Date(order.cooled_off_at) : null,
  };
}

/** A closed order owes again (`status`: repaying, or overdue past its due date): its closing moments are cleared. */
export async function markOwingAgain(tx: Queryable, orderId: number, status: number): Promise<void> {
  await tx.query('update orders set status = $2, settled_at = null, cooled_off_at = null where id = $1', [
    orderId,
    status,
  ]);
}

/**
 * Pays out an order under review on `today` (its market's calendar): repaying from `at`, due `term_days` later.
 * Answers its term, or null when no order under review has that id.
 */
export async function markDisbursed(
  db: Queryable,
  orderId: number,
  at: Date,
  today: string,
): Promise<{ termDays: number } | null> {
  const [row] = await db.query<{ id: unknown; term_days: unknown }>(
    `update orders set status = $2, disbursed_at = $3, disbursed_on = $4::date,
            due_on = $4::date + term_days
      where id = $1 and status = $5
      returning id, term_days`,
    [orderId, ORDER_STATUS.repaying, at, today, ORDER_STATUS.reviewing],
  );
  return row ? { termDays: toSafeInt(row.term_days) } : null;
}
