import type { ReceiptKind } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';

/*
 * Receipts are read from the payment ledgers settle.ts writes (`repayments`, `loan_extensions`, `surplus_refunds`:
 * a receipt shows what was received, and the part above what was due, owed back); nothing here changes money. A
 * receipt is read joined to its order's borrower, so someone else's receipt and a missing one are the same 404.
 */

export type ReceiptRow = Record<string, unknown>;

const RECEIPT_COLUMNS = `o.id as order_id, p.name as product_name, p.company, b.name as borrower_name,
  pr.reference, ch.name as channel_name`;
const RECEIPT_JOINS = `join orders o on o.id = x.order_id
  join products p on p.id = o.product_id
  join borrowers b on b.id = o.borrower_id`;

/** One repayment or extension receipt of the borrower, with its order, channel and card; undefined when not theirs. */
export async function findReceiptRow(
  db: Queryable,
  kind: ReceiptKind,
  id: number,
  borrowerId: number,
): Promise<ReceiptRow | undefined> {
  const sql =
    kind === 'repayment'
      ? `select x.id, x.received as amount, x.created_at, x.balance_after, null as new_due_on, ${RECEIPT_COLUMNS},
                (select s.amount from surplus_refunds s where s.repayment_id = x.id) as surplus,
                cr.id as card_repayment_id, ba.bank_name, ba.card_last4
           from repayments x ${RECEIPT_JOINS}
           left join payment_references pr on pr.id = x.payment_reference_id
           left join repay_channels ch on ch.pay_code = pr.pay_code
           left join card_repayments cr on cr.id = x.card_repayment_id
           left join bank_accounts ba on ba.id = cr.bank_account_id
          where x.id = $1 and o.borrower_id = $2`
      : `select x.id, x.fee as amount, x.created_at, x.balance_after,
                to_char(x.new_due_on, 'YYYY-MM-DD') as new_due_on, ${RECEIPT_COLUMNS}, null as surplus,
                null as card_repayment_id, null as bank_name, null as card_last4
           from loan_extensions x ${RECEIPT_JOINS}
           join payment_references pr on pr.id = x.payment_reference_id
           join repay_channels ch on ch.pay_code = pr.pay_code
          where x.id = $1 and o.borrower_id = $2`;
  const [row] = await db.query<ReceiptRow>(sql, [id, borrowerId]);
  return row;
}

export interface PaymentEntry {
  kind: ReceiptKind;
  id: number;
  amount: number;
  createdAt: unknown;
}

/** Every repayment and extension fee received for the order, newest first. */
export async function orderPayments(db: Queryable, orderId: number): Promise<PaymentEntry[]> {
  const rows = await db.query<ReceiptRow>(
    `select 'repayment' as kind, id, received as amount, created_at from repayments where order_id = $1
     union all
     select 'extension' as kind, id, fee as amount, created_at from loan_extensions where order_id = $1
     order by created_at desc, id desc`,
    [orderId],
  );
  return rows.map((r) => ({
    kind: r.kind === 'extension' ? 'extension' : 'repayment',
    id: toSafeInt(r.id),
    amount: toSafeInt(r.amount),
    createdAt: r.created_at,
  }));
}

/** What the certificate lists: the payments that went to the debt, oldest first, and the extension fees paid. */
export async function certifiedPayments(
  db: Queryable,
  orderId: number,
): Promise<{ payments: { id: number; amount: number; createdAt: unknown }[]; extensionFees: number }> {
  const payments = await db.query<ReceiptRow>(
    // What went to the debt; a payment that was all surplus repaid nothing.
    'select id, amount, created_at from repayments where order_id = $1 and amount > 0 order by created_at, id',
    [orderId],
  );
  const [fees] = await db.query<ReceiptRow>(
    'select coalesce(sum(fee), 0) as total from loan_extensions where order_id = $1',
    [orderId],
  );
  return {
    payments: payments.map((r) => ({ id: toSafeInt(r.id), amount: toSafeInt(r.amount), createdAt: r.created_at })),
    extensionFees: toSafeInt(fees?.total),
  };
}
