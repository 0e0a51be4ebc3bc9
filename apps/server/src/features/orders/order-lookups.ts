import type { Queryable } from '../../db/database.ts';

/** The market an order was signed in, or null for no such order. */
export async function orderMarket(db: Queryable, orderId: number): Promise<string | null> {
  const [order] = await db.query<{ market: string }>('select market from orders where id = $1', [orderId]);
  return order?.market ?? null;
}

/** Which of these order ids exist already (the demo seeds insert only the missing ones). */
export async function existingOrderIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: unknown }>('select id from orders where id = any($1::bigint[])', [ids]);
  return new Set(rows.map((row) => Number(row.id)));
}
