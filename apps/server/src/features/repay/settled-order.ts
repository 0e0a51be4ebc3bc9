import { ORDER_STATUS, type SettledOrder } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import type { Locale } from '../../plugins/locale.ts';
import type { LoanState } from '../orders/index.ts';
import { listReceipts, loadReceipt } from '../receipts/index.ts';

/** A loan that is closed (repaid, or left in its cooling-off period) has nothing left to pay. */
export const isSettled = (state: LoanState): boolean => state.status === ORDER_STATUS.settled;

/**
 * What the repay, extension and instruction calls answer for a closed loan: the payment that closed it (newest
 * repayment of the debt) and whether its settlement certificate exists, so the screen can link to both.
 */
export async function settledOrder(
  db: Queryable,
  borrowerId: number,
  state: LoanState,
  locale: Locale,
): Promise<SettledOrder> {
  const { receipts, hasCertificate } = await listReceipts(db, borrowerId, state.orderId, locale);
  const newest = receipts.find((receipt) => receipt.kind === 'repayment');
  const receipt = newest && (await loadReceipt(db, borrowerId, newest.receiptNo, locale));
  return {
    state: 'settled',
    productName: state.productName,
    productLogo: state.productLogo,
    lastPayment: receipt
      ? { receiptNo: receipt.receiptNo, amount: receipt.amount, paidAt: receipt.paidAt, channel: receipt.channel }
      : null,
    hasCertificate,
  };
}
