import {
  type CallData,
  marketDateTime,
  maskCardNo,
  ORDER_STATUS,
  parseReceiptNo,
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
import { findOwnedOrder, findReceiptRow, loadOrderRecord } from '../orders/index.ts';
import { RECEIPTS } from './messages.ts';
import { certifiedPayments, orderPayments, type ReceiptRow } from './receipt-rows.ts';

/* Receipts and the settlement certificate as the borrower reads them; the rows come from receipt-rows.ts. */

const nullableMoney = (value: unknown) => (value === null || value === undefined ? null : toSafeInt(value));

function channelOf(row: ReceiptRow, locale: Locale): string {
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

/** A certificate exists once the order was closed as repaid, dated by its settlement. */
const isCertified = (order: { status: number; settledAt: Date | null }) =>
  order.status === ORDER_STATUS.settled && order.settledAt !== null;

export async function listReceipts(
  db: Queryable,
  borrowerId: number,
  orderId: number,
  locale: Locale,
): Promise<CallData<typeof receiptList>> {
  const order = await findOwnedOrder(db, borrowerId, orderId);
  const payments = await orderPayments(db, orderId);
  return {
    receipts: payments.map((p) => ({
      receiptNo: receiptNoOf(p.kind, p.id),
      kind: p.kind,
      amount: p.amount,
      paidAt: marketDateTime(p.createdAt, locale.market),
    })),
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
  const order = await loadOrderRecord(db, borrowerId, orderId);
  if (!isCertified(order)) throw conflict(RECEIPTS.notSettled);
  const { payments, extensionFees } = await certifiedPayments(db, orderId);
  const list = payments.map((r) => ({
    receiptNo: receiptNoOf('repayment', r.id),
    paidOn: marketDateTime(r.createdAt, locale.market, false),
    amount: r.amount,
  }));
  return {
    certificateNo: `NOC-${order.id}`,
    borrowerName: order.borrowerName,
    orderNo: String(order.id),
    productName: order.productName,
    company: order.company,
    principal: order.amount,
    disbursedOn: order.disbursedOn,
    payments: list,
    totalRepaid: list.reduce((sum, p) => sum + p.amount, 0),
    extensionFees,
    closedOn: marketDateTime(order.settledAt, locale.market, false),
    issuedOn: marketDateTime(now, locale.market, false),
  };
}
