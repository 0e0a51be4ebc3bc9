import * as z from 'zod/mini';
import { defineCall } from '../call.ts';
import { flag, idParam, isoDate, money } from '../entities.ts';

/*
 * Receipts and settlement certificates (issue 10, ours). A receipt is one confirmed payment: a repayment of the debt
 * (voucher or card) or a paid extension fee. Its number names which: `P<id>` for a repayment, `E<id>` for an
 * extension, so one query parameter reaches either ledger.
 */

export const RECEIPT_KIND_PREFIX = { repayment: 'P', extension: 'E' } as const;
export type ReceiptKind = keyof typeof RECEIPT_KIND_PREFIX;
export const RECEIPT_NO_PATTERN = /^([PE])([1-9]\d{0,14})$/;

export const receiptNoOf = (kind: ReceiptKind, id: number): string => `${RECEIPT_KIND_PREFIX[kind]}${id}`;

/** The ledger and row id a receipt number names, or undefined when it names none. */
export function parseReceiptNo(receiptNo: string): { kind: ReceiptKind; id: number } | undefined {
  const match = RECEIPT_NO_PATTERN.exec(receiptNo);
  if (!match) return undefined;
  return { kind: match[1] === 'P' ? 'repayment' : 'extension', id: Number(match[2]) };
}

const receiptKind = z.enum(['repayment', 'extension']);
/** `YYYY-MM-DD HH:mm:ss` in the market's time zone. */
export const localDateTime = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'expected YYYY-MM-DD HH:mm:ss'));

export const receiptList = defineCall({
  name: 'receipt-list',
  family: 'online',
  method: 'GET',
  path: '/v3/loan-details/receipt-list',
  auth: 'session',
  summary: "Receipts of an order's confirmed payments (newest first), and whether its settlement certificate exists",
  request: z.object({ orderId: idParam }),
  data: z.object({
    receipts: z.array(z.object({ receiptNo: z.string(), kind: receiptKind, amount: money, paidAt: localDateTime })),
    /** 1 when the order is fully repaid and a settlement certificate can be shown. */
    hasCertificate: flag,
  }),
});

export const receiptDetail = defineCall({
  name: 'receipt-detail',
  family: 'online',
  method: 'GET',
  path: '/v3/loan-details/receipt-detail',
  auth: 'session',
  summary: 'One payment receipt of the borrower (someone else’s and a missing one get the same 404)',
  request: z.object({
    receiptNo: z.string().check(z.regex(RECEIPT_NO_PATTERN, 'receiptNo: P or E followed by digits')),
  }),
  data: z.object({
    receiptNo: z.string(),
    kind: receiptKind,
    orderNo: z.string(),
    productName: z.string(),
    company: z.string(),
    borrowerName: z.string(),
    amount: money,
    paidAt: localDateTime,
    /** How the money came: the store or bank channel's name, or the bank card (masked). */
    channel: z.string(),
    /** The voucher reference, or the card repayment number. */
    reference: z.string(),
    /** What was still owed right after this payment; null for payments recorded before receipts existed. */
    balanceAfter: z.nullable(money),
    /** Extensions only: the due date the fee moved the loan to. */
    newDueDate: z.optional(isoDate),
    /** Of `amount`, what arrived above what was due (nothing was taken for it): owed back to the borrower. */
    surplus: z.optional(money),
  }),
});

export const settlementCertificate = defineCall({
  name: 'settlement-certificate',
  family: 'online',
  method: 'GET',
  path: '/v3/loan-details/settlement-certificate',
  auth: 'session',
  summary: 'No-dues (carta finiquito) certificate of a fully repaid order',
  request: z.object({ orderId: idParam }),
  data: z.object({
    certificateNo: z.string(),
    borrowerName: z.string(),
    orderNo: z.string(),
    productName: z.string(),
    company: z.string(),
    principal: money,
    disbursedOn: z.nullable(isoDate),
    /** Repayments of the debt, oldest first. */
    payments: z.array(z.object({ receiptNo: z.string(), paidOn: isoDate, amount: money })),
    totalRepaid: money,
    /** Extension fees paid (they do not reduce the debt). */
    extensionFees: money,
    closedOn: isoDate,
    issuedOn: isoDate,
  }),
});
