import type { Database } from '../../db/database.ts';
import { luhnCheckDigit } from '../repay/index.ts';

/** `settings` key recording that the receipts' demo rows were inserted (once, like the other demo seeds). */
const MARKER = 'demo_seeded_receipts';
const SETTLED_DEMO_ORDER = 5006;
/** The demo reference body (15 digits, Luhn check digit appended): recognisable and never issued by the CSPRNG. */
const DEMO_REFERENCE_BODY = '900000000005006';

/**
 * Demo order 5006 is seeded as settled (200) but, being older than the payment ledger, had no payment that settled
 * it, so it could show no receipt and no settlement certificate. Give it the payment that would have closed it: one
 * OXXO voucher of principal + interest, paid on its due date, leaving nothing owed.
 */
export async function seedReceiptsDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [724_010]);
    if ((await tx.query('select 1 from settings where key = $1', [MARKER])).length > 0) return false;
    const [order] = await tx.query<{ id: unknown }>(
      `select id from orders
        where id = $1 and borrower_id = 1001 and status = 200 and due_on is not null
          and not exists (select 1 from repayments where order_id = $1)`,
      [SETTLED_DEMO_ORDER],
    );
    if (order) {
      const reference = DEMO_REFERENCE_BODY + String(luhnCheckDigit(DEMO_REFERENCE_BODY));
      await tx.query(
        `with paid as (
           select o.id, o.amount + o.interest as total, (o.due_on::timestamp + interval '13 hours') at time zone 'UTC' as at
             from orders o where o.id = $1
         ), ref as (
           insert into payment_references (reference, order_id, pay_code, request_type, amount, created_at, expires_at,
                                           paid_at)
           select $2, id, 'OXXO', 1, total, at - interval '1 day', at + interval '2 days', at from paid
           returning id, order_id, amount, paid_at
         ), rep as (
           insert into repayments (order_id, amount, received, payment_reference_id, created_at, balance_after)
           select order_id, amount, amount, id, paid_at, 0 from ref
           returning order_id, created_at
         )
         update orders set settled_at = rep.created_at from rep where orders.id = rep.order_id`,
        [SETTLED_DEMO_ORDER, reference],
      );
    }
    await tx.query('insert into settings (key, value) values ($1, $2)', [MARKER, JSON.stringify(true)]);
    return order !== undefined;
  });
}
