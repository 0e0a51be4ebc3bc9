import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { notFound } from '../../http/failure.ts';
import { COMMON } from '../../http/messages.ts';

export interface OwnedOrder {
  id: number;
  productId: number;
  status: number;
  /** Whether the lender takes complaints about how this order is collected. */
  collectionComplaints: boolean;
  /** When it was closed as repaid (dates its settlement certificate); null while it is not. */
  settledAt: Date | null;
}

/**
 * The order, only when it belongs to the borrower. Someone else's order and a missing one get the same answer,
 * so ids cannot be probed.
 */
export async function findOwnedOrder(db: Queryable, borrowerId: number, orderId: number): Promise<OwnedOrder> {
  const [row] = await db.query<{
    id: unknown;
    product_id: unknown;
    status: unknown;
    collection_complaints: unknown;
    settled_at: Date | string | null;
  }>(
    'select id, product_id, status, collection_complaints, settled_at from orders where id = $1 and borrower_id = $2',
    [orderId, borrowerId],
  );
  if (!row) throw notFound(COMMON.orderNotFound);
  return {
    id: toSafeInt(row.id),
    productId: toSafeInt(row.product_id),
    status: toSafeInt(row.status),
    collectionComplaints: toSafeInt(row.collection_complaints) === 1,
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}
