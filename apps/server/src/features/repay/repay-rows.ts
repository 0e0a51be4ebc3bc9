import { type Queryable, toSafeInt } from '../../db/database.ts';

/*
 * The rows the repayment screens read, apart from how routes.ts words them: each function is one statement and answers
 * plain data.
 */

/** The borrower's name as a payment provider shows it on the payer's side, if they gave one. */
export async function payerName(db: Queryable, borrowerId: number): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>('select name from borrowers where id = $1', [borrowerId]);
  return row?.name;
}

/** The order's extension that was paid last, if any: its fee and the due date it set. */
export async function latestExtension(
  db: Queryable,
  orderId: number,
): Promise<{ newDueOn: string; fee: number } | undefined> {
  const [row] = await db.query<{ new_due_on: string; fee: unknown }>(
    `select to_char(new_due_on, 'YYYY-MM-DD') as new_due_on, fee from loan_extensions
      where order_id = $1 order by created_at desc, id desc limit 1`,
    [orderId],
  );
  return row ? { newDueOn: row.new_due_on, fee: toSafeInt(row.fee) } : undefined;
}

/**
 * Whether a barcode's number is one the server issued: one of our references (only when `ours`, the number has their
 * form) or a store voucher number a provider issued.
 */
export async function isIssuedBarcode(db: Queryable, reference: string, ours: boolean): Promise<boolean> {
  const rows = await db.query(
    `select 1 from payment_references where ${ours ? 'reference = $1 or ' : ''}voucher_number = $1`,
    [reference],
  );
  return rows.length > 0;
}
