import type { Queryable } from '../../db/database.ts';

/**
 * Gives a settled demo order the payment that would have closed it (principal + interest through `payCode`, paid at
 * 13:00 UTC on its due date under `reference`), leaving nothing owed. Only when the order is the borrower's, settled
 * (200) with a due date, and has no repayment yet; answers whether it did.
 */
export async function recordDemoSettlement(
  tx: Queryable,
  demo: { orderId: number; borrowerId: number; reference: string; payCode: string },
): Promise<boolean> {
  const [order] = await tx.query<{ id: unknown }>(
    `select id from orders
      where id = $1 and borrower_id = $2 and status = 200 and due_on is not null
        and not exists (select 1 from repayments where order_id = $1)`,
    [demo.orderId, demo.borrowerId],
  );
  if (!order) return false;
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
    [demo.orderId, demo.reference, demo.payCode],
  );
  return true;
}
