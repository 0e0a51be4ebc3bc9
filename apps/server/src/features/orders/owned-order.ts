import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { notFound } from '../../http/failure.ts';
import { COMMON } from '../../http/messages.ts';

export interface OrderRow {
  id: number;
  productId: number;
  status: number;
}

/**
 * The order, only when it belongs to the borrower. Someone else's order and a missing one get the same answer,
 * so ids cannot be probed.
 */
export async function findOwnedOrder(db: Queryable, borrowerId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db.query<{ id: unknown; product_id: unknown; status: unknown }>(
    'select id, product_id, status from orders where id = $1 and borrower_id = $2',
    [orderId, borrowerId],
  );
  if (!row) throw notFound(COMMON.orderNotFound);
  return { id: toSafeInt(row.id), productId: toSafeInt(row.product_id), status: toSafeInt(row.status) };
}
