import type { ReceiptKind } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';

/*
 * A receipt read joined to its order's borrower, so someone else's receipt and a missing one are the same 404.
 */

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
): Promise<Record<string, unknown> | undefined> {
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
  const [row] = await db.query<Record<string, unknown>>(sql, [id, borrowerId]);
  return row;
}
