import type { WordingKey } from '@/i18n/es.ts';
import type { Receipt } from './api/receipt-detail.ts';
import type { SettlementCertificate } from './api/settlement-certificate.ts';

/** One labelled line of a document: money in minor units (formatted by the screen) or text as the server gave it. */
export type Fact = { label: WordingKey; money: number } | { label: WordingKey; text: string };

/** The receipt's lines after its amount. A balance the server did not record, and a due date that did not move, are left out. */
export function receiptFacts(r: Receipt): Fact[] {
  const facts: Fact[] = [
    { label: 'receipt.number', text: r.receiptNo },
    { label: 'receipt.paidAt', text: r.paidAt },
    { label: 'receipt.channel', text: r.channel },
    { label: 'receipt.reference', text: r.reference },
    { label: 'receipt.orderNo', text: r.orderNo },
    { label: 'receipt.product', text: r.productName },
    { label: 'receipt.borrower', text: r.borrowerName },
  ];
  if (r.surplus !== undefined) facts.push({ label: 'receipt.surplus', money: r.surplus });
  if (r.balanceAfter !== null) facts.push({ label: 'receipt.balanceAfter', money: r.balanceAfter });
  if (r.newDueDate !== undefined) facts.push({ label: 'receipt.newDueDate', text: r.newDueDate });
  return facts;
}

/** The certificate's summary lines; extension fees only when some were paid. */
export function certificateFacts(c: SettlementCertificate): Fact[] {
  const facts: Fact[] = [
    { label: 'certificate.number', text: c.certificateNo },
    { label: 'receipt.orderNo', text: c.orderNo },
    { label: 'receipt.product', text: c.productName },
    { label: 'receipt.borrower', text: c.borrowerName },
    { label: 'certificate.principal', money: c.principal },
  ];
  if (c.disbursedOn !== null) facts.push({ label: 'certificate.disbursedOn', text: c.disbursedOn });
  facts.push({ label: 'certificate.totalRepaid', money: c.totalRepaid });
  if (c.extensionFees > 0) facts.push({ label: 'certificate.extensionFees', money: c.extensionFees });
  facts.push({ label: 'certificate.closedOn', text: c.closedOn }, { label: 'certificate.issuedOn', text: c.issuedOn });
  return facts;
}
