import type { Queryable } from '../../db/database.ts';

/*
 * The business figures that count orders or money on them, one grouped statement each, by the market (and currency)
 * the order was signed in; the health feature turns the rows into gauges.
 */

type Row = Record<string, unknown>;

/** Orders signed, all time: one row per market with its count `n`. */
export function countLoansConfirmed(db: Queryable): Promise<Row[]> {
  return db.query('select market, count(*) as n from orders group by market');
}

/** Repayments applied to a debt, all time: `n` and their sum `minor`, per market and currency. */
export function repaymentsAppliedByMarket(db: Queryable): Promise<Row[]> {
  return db.query(
    `select o.market, o.currency, count(*) as n, coalesce(sum(r.amount), 0) as minor
       from repayments r join orders o on o.id = r.order_id where r.amount > 0 group by o.market, o.currency`,
  );
}

/** Surplus still owed back: `n`, their sum `minor` and the oldest one's wait in seconds, per market and currency. */
export function surplusRefundsOwedByMarket(db: Queryable): Promise<Row[]> {
  return db.query(
    `select o.market, o.currency, count(*) as n, sum(s.amount) as minor,
            extract(epoch from now() - min(s.created_at)) as oldest
       from surplus_refunds s join orders o on o.id = s.order_id where s.state = 'owed'
      group by o.market, o.currency`,
  );
}
