import { addDays, contractFigures, type LendingMarket, marketToday } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { insertSignedOrder } from '../orders/index.ts';

/** A demo order: its status, and when it was paid out (null: not yet). */
export interface DemoOrder {
  id: number;
  status: number;
  disbursedDaysAgo: number | null;
  isDelay: 0 | 1;
  /** isShow of the complaint home: whether the order accepts collection-type complaints. */
  collectionComplaints: 0 | 1;
}

export interface DemoProduct {
  id: number;
  amount: number;
  termDays: number;
  commissionBp: number;
}

/**
 * A demo borrower's orders, signed on the market's calendar with its tax, as a real push would record them. A
 * disbursed order was signed the day before its payout, so no contract is dated after its disbursal.
 */
export async function insertDemoOrders(
  tx: Queryable,
  demo: { borrowerId: number; market: LendingMarket; product: DemoProduct; today: Date; orders: readonly DemoOrder[] },
): Promise<void> {
  const { market, product } = demo;
  const today = marketToday(market, demo.today);
  const figures = contractFigures(product.amount, product.termDays, product.commissionBp, market.tax);
  for (const o of demo.orders) {
    const disbursedOn = o.disbursedDaysAgo === null ? null : addDays(today, -o.disbursedDaysAgo);
    await insertSignedOrder(tx, {
      id: o.id,
      borrowerId: demo.borrowerId,
      productId: product.id,
      bankAccountId: await firstAccountOf(tx, demo.borrowerId),
      status: o.status,
      market,
      amount: product.amount,
      termDays: product.termDays,
      periods: 1,
      figures,
      signedOn: disbursedOn === null ? today : addDays(disbursedOn, -1),
      annualCost: null,
      disbursedOn,
      dueOn: disbursedOn === null ? null : addDays(disbursedOn, product.termDays),
      isDelay: o.isDelay,
      collectionComplaints: o.collectionComplaints,
      createdAt: disbursedOn === null ? demo.today : new Date(`${addDays(disbursedOn, -1)}T12:00:00Z`),
    });
  }
}

async function firstAccountOf(tx: Queryable, borrowerId: number): Promise<number | null> {
  const [row] = await tx.query<{ id: unknown }>('select min(id) as id from bank_accounts where borrower_id = $1', [
    borrowerId,
  ]);
  return row?.id === null || row?.id === undefined ? null : Number(row.id);
}
