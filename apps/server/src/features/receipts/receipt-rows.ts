import type { ReceiptKind } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';

/*
 * Receipts are read from the payment ledgers settle.ts writes (`repayments`, `loan_extensions`, `surplus_refunds`:
 * a receipt shows what was received, and the part above what was due, owed back); nothing here changes money. A
 * receipt itself is read by the orders module, joined to its order's borrower.
 */

export type ReceiptRow = Record<string, unknown>;

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
