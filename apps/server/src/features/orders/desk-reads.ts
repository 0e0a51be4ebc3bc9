import type { Queryable } from '../../db/database.ts';

/*
 * What the support desk reads about orders, each scoped to a staff member's markets (`markets`, the desk's rule of
 * which rows it may see): a row of another market is neither listed nor found.
 */

type Row = Record<string, unknown>;

/** The market of the order a payment reference names, as SQL over the reference's expression; null for none of ours. */
export const orderMarketOfReference = (reference: string) =>
  `(select o.market from payment_references pr join orders o on o.id = pr.order_id where pr.reference = ${reference})`;

/** The currency of an order of these markets, or null for one outside them (or none). */
export async function orderCurrencyIn(
  db: Queryable,
  orderId: number,
  markets: readonly string[],
): Promise<string | null> {
  const [order] = await db.query<{ currency: string }>(
    'select o.currency from orders o where o.id = $1 and o.market = any($2::text[])',
    [orderId, markets],
  );
  return order?.currency ?? null;
}

/**
 * Surplus owed back (or paid back) to borrowers of these markets, owed first and oldest first: `state` one of them or
 * 'all', at most `limit` rows, each with its order's borrower and the payment that brought the surplus.
 */
export function listSurplusRefunds(
  db: Queryable,
  filter: { state: string; limit: number; markets: readonly string[] },
): Promise<Row[]> {
  return db.query<Row>(
    `select s.id, s.order_id, o.borrower_id, b.name as borrower_name, b.phone, s.amount, s.state, s.created_at,
            s.refunded_at, s.refund_note, r.received, pr.reference, r.card_repayment_id
       from surplus_refunds s
       join repayments r on r.id = s.repayment_id
       join orders o on o.id = s.order_id
       join borrowers b on b.id = o.borrower_id
       left join payment_references pr on pr.id = r.payment_reference_id
      where ($1 = 'all' or s.state = $1) and b.market = any($3::text[])
      order by s.state = 'owed' desc, s.created_at, s.id
      limit $2`,
    [filter.state, filter.limit, filter.markets],
  );
}

/**
 * `exists` when the surplus refund row under `refund` is of an order whose borrower is of the markets in parameter
 * `$param`: the desk's check before it marks a refund paid back.
 */
export const refundOrderInMarkets = (refund: string, param: number) =>
  `exists (select 1 from orders o join borrowers b on b.id = o.borrower_id
            where o.id = ${refund}.order_id and b.market = any($${param}::text[]))`;

/** The newest `limit` payment reversals of orders of these markets, newest first, with the reference reversed. */
export function listPaymentReversals(db: Queryable, limit: number, markets: readonly string[]): Promise<Row[]> {
  return db.query<Row>(
    `select v.id, v.provider, v.reversal_id, v.reason, v.order_id, r.reference, v.amount, v.reopened,
            v.surplus_reversed, o.market, v.updated_at
       from payment_reversals v join orders o on o.id = v.order_id
       join payment_references r on r.id = v.payment_reference_id
      where o.market = any($2::text[])
      order by v.updated_at desc, v.id desc limit $1`,
    [limit, markets],
  );
}
