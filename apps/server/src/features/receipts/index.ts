/* What the receipts feature offers the others: a borrower's receipts of an order, and one receipt. */
export { listReceipts, loadReceipt } from './receipts.ts';
