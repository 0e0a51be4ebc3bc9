import { INDIA, ORDER_STATUS } from '@loan/contract';
import type { Database } from '../../db/database.ts';
import { existingOrderIds } from '../orders/index.ts';
import { type DemoOrder, insertDemoOrders } from './demo-orders.ts';

/** `settings` key recording that the loan journey's demo rows were inserted (once, like the main demo seed). */
const MARKER = 'demo_seeded_loan';

/**
 * Demo rows of the loan journey on top of the main demo seed: an instalment product (3 payments over 90 days) whose
 * offer to user 1001 is still being finalised (`isNeedPop`), so the countdown and the period agreement can be seen.
 */
export async function seedLoanDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [724_005]);
    if ((await tx.query('select 1 from settings where key = $1', [MARKER])).length > 0) return false;
    // The main seed may be absent (an operator removed the demo borrower): then there is no one to offer to.
    if ((await tx.query('select 1 from borrowers where id = 1001')).length === 0) return false;
    await tx.query(
      `insert into products (id, name, logo, company, amount, term_days, periods, commission_bp, market)
       values (2, 'Presto Plazos', '/media/products/presto-plazos.svg', 'Lend H5 Financial Services', 1000000, 90, 3, 800,
               'MX')
       on conflict (id) do nothing`,
    );
    await tx.query(
      `insert into offers (borrower_id, product_id, is_need_pop) values (1001, 2, 1) on conflict do nothing`,
    );
    await tx.query('insert into settings (key, value) values ($1, $2)', [MARKER, JSON.stringify(true)]);
    return true;
  });
}

/** `settings` key recording that the Indian demo borrower's loans were inserted. */
const INDIA_MARKER = 'demo_seeded_india';

/** The Indian demo product: ₹5,000 over 91 days, 10% processing fee (GST on the fee). */
const INDIA_PRODUCT = { id: 3, amount: 500_000, termDays: 91, commissionBp: 1_000 };

/** Demo borrower 1002's orders: one in each status the Mexican borrower's have, so both markets can be walked. */
const INDIAN_ORDERS: DemoOrder[] = [
  { id: 6001, status: ORDER_STATUS.repaying, disbursedDaysAgo: 30, isDelay: 0, collectionComplaints: 1 },
  { id: 6002, status: ORDER_STATUS.reviewing, disbursedDaysAgo: null, isDelay: 0, collectionComplaints: 0 },
  { id: 6003, status: ORDER_STATUS.approved, disbursedDaysAgo: null, isDelay: 0, collectionComplaints: 0 },
  { id: 6004, status: ORDER_STATUS.rejected, disbursedDaysAgo: null, isDelay: 0, collectionComplaints: 0 },
  { id: 6005, status: ORDER_STATUS.overdue, disbursedDaysAgo: 100, isDelay: 0, collectionComplaints: 1 },
  { id: 6006, status: ORDER_STATUS.settled, disbursedDaysAgo: 200, isDelay: 0, collectionComplaints: 0 },
  { id: 6007, status: ORDER_STATUS.repaying, disbursedDaysAgo: 60, isDelay: 1, collectionComplaints: 1 },
];

/**
 * The Indian demo borrower (1002): a product offered in India, an offer of it, and orders in every status. Also
 * brings a demo database made before markets were recorded up to date (its 6001 stays as it was).
 */
export async function seedIndiaDemo(db: Database, today = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [724_006]);
    if ((await tx.query('select 1 from settings where key = $1', [INDIA_MARKER])).length > 0) return false;
    if ((await tx.query("select 1 from borrowers where id = 1002 and market = 'IN'")).length === 0) return false;
    await tx.query(
      `insert into products (id, name, logo, company, amount, term_days, periods, commission_bp, market)
       values ($1, 'Presto Cash', '/media/products/presto-cash.svg', 'Lend H5 Financial Services', $2, $3, 1, $4, $5)
       on conflict (id) do nothing`,
      [INDIA_PRODUCT.id, INDIA_PRODUCT.amount, INDIA_PRODUCT.termDays, INDIA_PRODUCT.commissionBp, INDIA.id],
    );
    await tx.query('insert into offers (borrower_id, product_id) values (1002, $1) on conflict do nothing', [
      INDIA_PRODUCT.id,
    ]);
    const present = await existingOrderIds(
      tx,
      INDIAN_ORDERS.map((o) => o.id),
    );
    const orders = INDIAN_ORDERS.filter((o) => !present.has(o.id));
    await insertDemoOrders(tx, { borrowerId: 1002, market: INDIA, product: INDIA_PRODUCT, today, orders });
    await tx.query('insert into settings (key, value) values ($1, $2)', [INDIA_MARKER, JSON.stringify(true)]);
    return true;
  });
}
