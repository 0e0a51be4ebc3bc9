import { luhnCheckDigit } from '@loan/contract';
import type { Database } from '../../db/database.ts';

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
    const [order] = await tx.query<{ id: unknown }>(
      `select id from orders
        where id = $1 and borrower_id = $2 and status = 200 and due_on is not null
          and not exists (select 1 from repayments where order_id = $1)`,
      [demo.orderId, demo.borrowerId],
    );
    if (order) {
      const reference = demo.body + String(luhnCheckDigit(demo.body));
      await tx.query(
        `with paid as (
           select o.id, o.amount + o.interest as total, (o.due_on::timestamp + interval '13 hours') at time zone 'UTC' as at
             from orders o where o.id = $1
         ), ref as (
           insert into payment_references (reference, order_id, pay_code, request_type, amount, created_at, expires_at,
                                           paid_at)
           select $2, id, $3, 1, total, at - interval '1 day', at + interval '2 days', at from paid
           returning id, order_id, amount, paid_at
         ), rep as (
           insert into repayments (order_id, amount, received, payment_reference_id, created_at, balance_after)
           select order_id, amount, amount, id, paid_at, 0 from ref
           returning order_id, created_at
         )
         update orders set settled_at = rep.created_at from rep where orders.id = rep.order_id`,
        [demo.orderId, reference, demo.payCode],
      );
    }
    await tx.query('insert into settings (key, value) values ($1, $2)', [demo.marker, JSON.stringify(true)]);
    return order !== undefined;
  });
}
