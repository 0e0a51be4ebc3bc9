import {
  COLLECTION_PROBLEM_TYPE,
  INDIA,
  type LendingMarket,
  MEXICO,
  ORDER_STATUS,
  REPAYMENT_PROBLEM_TYPE,
} from '@loan/contract';
import type { Database, Queryable } from './db/database.ts';
import { type DemoOrder, insertDemoOrders } from './features/loan/demo-orders.ts';
import { seedIndiaDemo, seedLoanDemo } from './features/loan/seed.ts';
import { seedPromotionDemo } from './features/promotion/seed.ts';
import { seedReceiptsDemo } from './features/receipts/seed.ts';
import { seedStaffDemo } from './features/staff/bootstrap.ts';

/**
 * The demo data (borrowers 1001 and 1002, their orders, product 1, complaint types, landings), inserted once: a marker
 * in `settings` records that it happened, so rows an operator later removes do not come back on the next start.
 */
export async function seedDemoData(db: Database, today = new Date()): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [724_002]);
    const done = await tx.query("select 1 from settings where key = 'demo_seeded'");
    if (done.length > 0) return false;
    await insertDemo(tx, today);
    await tx.query("insert into settings (key, value) values ('demo_seeded', $1)", [
      JSON.stringify(today.toISOString()),
    ]);
    return true;
  });
  await seedLoanDemo(db);
  await seedIndiaDemo(db, today);
  await seedReceiptsDemo(db);
  await seedPromotionDemo(db);
  await seedStaffDemo(db);
  return seeded;
}

/** Example accounts of the house payment channels (migration 075 removes them from production databases). */
export const DEMO_HOUSE_ACCOUNTS = [
  ['SPEI', 'clabe_prefix', '646180'],
  ['UPI', 'upi_vpa', 'lendh5@upi'],
  ['NEFT', 'ifsc', 'LEND0000001'],
] as const;

const PRODUCT = {
  id: 1,
  name: 'Presto Cash',
  logo: '/media/products/presto-cash.svg',
  amount: 500_000,
  termDays: 91,
  commissionBp: 1_000,
};

/**
 * The Mexican demo borrower's orders, one in each status the loan detail shows: 5001 21, 5002 151, 5003 110, 5004 174
 * (isDelay 1), 5005 180, 5006 200.
 */
const MEXICAN_ORDERS: DemoOrder[] = [
  { id: 5001, status: ORDER_STATUS.reviewing, disbursedDaysAgo: null, isDelay: 0, collectionComplaints: 0 },
  { id: 5002, status: ORDER_STATUS.approved, disbursedDaysAgo: null, isDelay: 0, collectionComplaints: 0 },
  { id: 5003, status: ORDER_STATUS.rejected, disbursedDaysAgo: null, isDelay: 0, collectionComplaints: 0 },
  { id: 5004, status: ORDER_STATUS.repaying, disbursedDaysAgo: 60, isDelay: 1, collectionComplaints: 1 },
  { id: 5005, status: ORDER_STATUS.overdue, disbursedDaysAgo: 100, isDelay: 0, collectionComplaints: 1 },
  { id: 5006, status: ORDER_STATUS.settled, disbursedDaysAgo: 200, isDelay: 0, collectionComplaints: 0 },
];

const borrowerRow = (id: number, name: string, phone: string, address: string, market: LendingMarket) =>
  [id, name, phone, address, market.id] as const;

async function insertDemo(tx: Queryable, today: Date): Promise<void> {
  await tx.query(
    'insert into borrowers (id, name, phone, address, market) values ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10)',
    [
      ...borrowerRow(1001, 'María Fernanda López', '5512345678', 'Av. Insurgentes Sur 1602, Ciudad de México', MEXICO),
      ...borrowerRow(1002, 'Rahul Sharma', '9812345678', '14 MG Road, Bengaluru', INDIA),
    ],
  );
  await tx.query(`insert into sessions (id, borrower_id) values ('demo-1001', 1001), ('demo-1002', 1002)`);
  await tx.query(
    `insert into bank_accounts (borrower_id, bank_name, bank_code, card_last4) values
       (1001, 'BBVA México', 'BBVA', '5678'),
       (1001, 'Banorte', 'BANORTE', '9012'),
       (1002, 'State Bank of India', 'SBIN', '3456')`,
  );
  await tx.query(
    `insert into products (id, name, logo, company, amount, term_days, periods, commission_bp, market)
     values ($1, $2, $3, 'Lend H5 Financial Services', $4, $5, 1, $6, $7)`,
    [PRODUCT.id, PRODUCT.name, PRODUCT.logo, PRODUCT.amount, PRODUCT.termDays, PRODUCT.commissionBp, MEXICO.id],
  );
  await tx.query('insert into offers (borrower_id, product_id) values (1001, 1)');
  await insertDemoOrders(tx, { borrowerId: 1001, market: MEXICO, product: PRODUCT, today, orders: MEXICAN_ORDERS });

  await tx.query(
    `insert into complaint_types (id, parent_id, title_key, position) values
       ($1, null, 'collection', 1),
       ($2, null, 'repayment', 2),
       (3, null, 'loanApplication', 3),
       (4, null, 'other', 4),
       (101, $1, 'rudeLanguage', 1),
       (102, $1, 'contactingFamily', 2),
       (103, $1, 'unreasonableHours', 3)`,
    [COLLECTION_PROBLEM_TYPE, REPAYMENT_PROBLEM_TYPE],
  );

  // Each market's customer service (config/market-settings.ts): local numbers, wording of the market.
  await tx.query(`insert into settings (key, value) values ('customer_service_mx', $1), ('customer_service_in', $2)`, [
    JSON.stringify({ phone: '+52 55 1234 5678', va: '800 123 4567', email: 'soporte@lend-h5.example' }),
    JSON.stringify({ phone: '+91 80 4567 8901', va: '1800 123 4567', email: 'support.in@lend-h5.example' }),
  ]);
  // The house channels' accounts: examples, never in production, where an admin sets the lender's own in the console.
  for (const [payCode, column, value] of DEMO_HOUSE_ACCOUNTS)
    await tx.query(`update repay_channels set ${column} = $2 where pay_code = $1 and ${column} is null`, [
      payCode,
      value,
    ]);
  // Each market's grievance desk: example officers, never in production, where the operator sets the real ones.
  await tx.query(
    `insert into settings (key, value) values ('grievance_desk_in', $1), ('grievance_desk_mx', $2)
     on conflict (key) do nothing`,
    [
      JSON.stringify({
        name: 'Grievance Redressal Officer: Priya Raman',
        phone: '+91 80 4567 8900',
        email: 'grievance.in@lend-h5.example',
        hours: 'Monday to Saturday, 9:00–18:00 IST',
        responseDays: 30,
      }),
      JSON.stringify({
        name: 'Unidad Especializada de Atención a Usuarios (UNE): Laura Méndez Ortiz',
        phone: '+52 55 1234 5679',
        email: 'une@lend-h5.example',
        hours: 'Lunes a viernes, 9:00–18:00 (hora del centro)',
        responseDays: 30,
      }),
    ],
  );
}
