import { luhnCheckDigit } from '@loan/contract';
import type { Database } from '../../db/database.ts';
import { recordDemoSettlement } from '../orders/index.ts';

/**
 * The settled demo orders (200) and the payment that closed each: one voucher of principal + interest through a
 * channel of its market, paid on its due date. Each has a `settings` marker recording it was inserted (once, like the
 * other demo seeds); the reference body (15 digits, Luhn check digit appended) is recognisable and never issued by
 * the CSPRNG.
 */
const SETTLED_DEMO_ORDERS = [
  { marker: 'demo_seeded_receipts', orderId: 5006, borrowerId: 1001, payCode: 'OXXO', body: '900000000005006' },
  { marker: 'demo_seeded_receipts_in', orderId: 6006, borrowerId: 1002, payCode: 'UPI', body: '900000000006006' },
] as const;

/**
 * The settled demo orders are seeded without the payment that settled them, so they could show no receipt and no
 * settlement certificate. Give each the payment that would have closed it, leaving nothing owed.
 */
export async function seedReceiptsDemo(db: Database): Promise<boolean> {
  let seeded = false;
  for (const demo of SETTLED_DEMO_ORDERS) seeded = (await seedSettledPayment(db, demo)) || seeded;
  return seeded;
}

async function seedSettledPayment(db: Database, demo: (typeof SETTLED_DEMO_ORDERS)[number]): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [724_010]);
    if ((await tx.query('select 1 from settings where key = $1', [demo.marker])).length > 0) return false;
    const settled = await recordDemoSettlement(tx, {
      orderId: demo.orderId,
      borrowerId: demo.borrowerId,
      reference: demo.body + String(luhnCheckDigit(demo.body)),
      payCode: demo.payCode,
    });
    await tx.query('insert into settings (key, value) values ($1, $2)', [demo.marker, JSON.stringify(true)]);
    return settled;
  });
}
