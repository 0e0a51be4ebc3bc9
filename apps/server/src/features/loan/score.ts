import type { Database } from '../../db/database.ts';
import { conflict } from '../../http/failure.ts';
import { findOwnedOrder } from '../orders/index.ts';
import { LOAN } from './messages.ts';

/** Stores the borrower's rating of an order, once: a second rating of the same order is refused. */
export async function recordScore(db: Database, borrowerId: number, orderId: number, score: number): Promise<void> {
  const order = await findOwnedOrder(db, borrowerId, orderId);
  const inserted = await db.query(
    `insert into order_scores (order_id, borrower_id, score) values ($1, $2, $3)
     on conflict (order_id) do nothing
     returning order_id`,
    [order.id, borrowerId, score],
  );
  if (inserted.length === 0) throw conflict(LOAN.alreadyRated);
}
