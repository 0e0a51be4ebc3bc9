import {
  type CallData,
  marketDateTime,
  maskCardNo,
  ORDER_STATUS,
  parseReceiptNo,
  type ReceiptKind,
  type receiptDetail,
  type receiptList,
  receiptNoOf,
  type settlementCertificate,
} from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { conflict, notFound } from '../../http/failure.ts';
import { word } from '../../http/wording.ts';
import type { Locale } from '../../plugins/locale.ts';
import { findOwnedOrder } from '../orders/index.ts';
import { RECEIPTS } from './messages.ts';

/*
 * Receipts are read from the payment ledgers settle.ts writes (`repayments`, `loan_extensions`, `surplus_refunds`:
 * a receipt shows what was received, and the part above what was due, owed back); nothing here
 * changes money. Every read joins the order to its borrower, so someone else's receipt and a missing one are the
 * same 404.
 */

type Row = Record<string, unknown>;

const nullableMoney = (value: unknown) => (value === null || value === undefined ? null : toSafeInt(value));

const RECEIPT_COLUMNS = `o.id as order_id, p.name as product_name, p.company, b.name as borrower_name,
  pr.reference, ch.name as channel_name`;
const RECEIPT_JOINS = `join orders o on o.id = x.order_id
  join products p on p.id = o.product_id
  join borrowers b on b.id = o.borrower_id`;

async function findReceiptRow(db: Queryable, kind: ReceiptKind, id: number, borrowerId: number) {
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
  const [row] = await db.query<Row>(sql, [id, borrowerId]);
  return row;
}

function channelOf(row: Row, locale: Locale): string {
  if (typeof row.channel_name === 'string') return row.channel_name;
  return word(locale, RECEIPTS.channelCard, {
    bank: String(row.bank_name ?? ''),
    card: maskCardNo(String(row.card_last4 ?? '')),
  });
}

export async function loadReceipt(
  db: Queryable,
  borrowerId: number,
  receiptNo: string,
  locale: Locale,
): Promise<CallData<typeof receiptDetail>> {
  const parsed = parseReceiptNo(receiptNo);
  const row = parsed && (await findReceiptRow(db, parsed.kind, parsed.id, borrowerId));
  if (!parsed || !row) throw notFound(RECEIPTS.notFound);
  return {
    receiptNo: receiptNoOf(parsed.kind, parsed.id),
    kind: parsed.kind,
    orderNo: String(toSafeInt(row.order_id)),
    productName: String(row.product_name),
    company: String(row.company),
    borrowerName: String(row.borrower_name),
    amount: toSafeInt(row.amount),
    paidAt: marketDateTime(row.created_at, locale.market),
    channel: channelOf(row, locale),
    reference:
      typeof row.reference === 'string' ? row.reference : String(toSafeInt(row.card_repayment_id ?? undefined)),
    balanceAfter: nullableMoney(row.balance_after),
    ...(typeof row.new_due_on === 'string' ? { newDueDate: row.new_due_on } : {}),
    ...(row.surplus === null || row.surplus === undefined ? {} : { surplus: toSafeInt(row.surplus) }),
  };
}

const isCertified = (row: Row | undefined) =>
  row !== undefined && toSafeInt(row.status) === ORDER_STATUS.settled && row.settled_at !== null;

export async function listReceipts(
  db: Queryable,
  borrowerId: number,
  orderId: number,
  locale: Locale,
): Promise<CallData<typeof receiptList>> {
  await findOwnedOrder(db, borrowerId, orderId);
  const rows = await db.query<Row>(
    `select 'repayment' as kind, id, received as amount, created_at from repayments where order_id = $1
     union all
     select 'extension' as kind, id, fee as amount, created_at from loan_extensions where order_id = $1
     order by created_at desc, id desc`,
    [orderId],
  );
  const [order] = await db.query<Row>('select status, settled_at from orders where id = $1', [orderId]);
  return {
    receipts: rows.map((r) => {
      const kind = r.kind === 'extension' ? 'extension' : 'repayment';
      return {
        receiptNo: receiptNoOf(kind, toSafeInt(r.id)),
        kind,
        amount: toSafeInt(r.amount),
        paidAt: marketDateTime(r.created_at, locale.market),
      };
    }),
    hasCertificate: isCertified(order) ? 1 : 0,
  };
}

export async function loadCertificate(
  db: Queryable,
  borrowerId: number,
  orderId: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<CallData<typeof settlementCertificate>> {
  await findOwnedOrder(db, borrowerId, orderId);
  const [order] = await db.query<Row>(
    `select o.id, o.status, o.settled_at, o.amount, to_char(o.disbursed_on, 'YYYY-MM-DD') as disbursed_on,
            p.name as product_name, p.company, b.name as borrower_name
       from orders o join products p on p.id = o.product_id join borrowers b on b.id = o.borrower_id
      where o.id = $1`,
    [orderId],
  );
  if (!order || !isCertified(order)) throw conflict(RECEIPTS.notSettled);
  const payments = await db.query<Row>(
    // What went to the debt; a payment that was all surplus repaid nothing.
    'select id, amount, created_at from repayments where order_id = $1 and amount > 0 order by created_at, id',
    [orderId],
  );
  const [fees] = await db.query<Row>('select coalesce(sum(fee), 0) as total from loan_extensions where order_id = $1', [
    orderId,
  ]);
  const list = payments.map((r) => ({
    receiptNo: receiptNoOf('repayment', toSafeInt(r.id)),
    paidOn: marketDateTime(r.created_at, locale.market, false),
    amount: toSafeInt(r.amount),
  }));
  return {
    certificateNo: `NOC-${toSafeInt(order.id)}`,
    borrowerName: String(order.borrower_name),
    orderNo: String(toSafeInt(order.id)),
    productName: String(order.product_name),
    company: String(order.company),
    principal: toSafeInt(order.amount),
    disbursedOn: typeof order.disbursed_on === 'string' ? order.disbursed_on : null,
    payments: list,
    totalRepaid: list.reduce((sum, p) => sum + p.amount, 0),
    extensionFees: toSafeInt(fees?.total),
    closedOn: marketDateTime(order.settled_at, locale.market, false),
    issuedOn: marketDateTime(now, locale.market, false),
  };
}
