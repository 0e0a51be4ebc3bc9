/*
 * What the orders feature offers the others; it alone reads and writes the `orders` table. A borrower's own order,
 * the order record the loan detail and the contract read, what an order owes today, its cooling-off period, every
 * change a payment or a payout makes to it, and its status's name.
 */
export { type AmountDue, amountDue, type OrderTerms } from './amount-due.ts';
export {
  COOLING_OFF_SETTING,
  type CoolingOffState,
  coolingOffDays,
  coolingOffDaysOf,
  coolingOffState,
  coolingOffTermsOf,
  loadCoolingOff,
} from './cooling-off.ts';
export { recordDemoSettlement } from './demo-settlement.ts';
export {
  listPaymentReversals,
  listSurplusRefunds,
  orderCurrencyIn,
  orderMarketOfReference,
  refundOrderInMarkets,
} from './desk-reads.ts';
export { type IssuedReference, issuedReference } from './issued-reference.ts';
export { orderStatusName } from './messages.ts';
export {
  extendDueDate,
  loadOrderClosure,
  lockOrder,
  markCooledOff,
  markDisbursed,
  markOwingAgain,
  markSettled,
} from './order-changes.ts';
export { existingOrderIds, orderMarket } from './order-lookups.ts';
export {
  type LoanDetailRecord,
  loadLoanDetail,
  loadOrderRecord,
  type OrderRecord,
  type ProductTerms,
} from './order-record.ts';
export { countLoansConfirmed, repaymentsAppliedByMarket, surplusRefundsOwedByMarket } from './order-reports.ts';
export { listBorrowerOrders, type OrderSummary } from './order-summaries.ts';
export { isExtendable, isRepayable, type LoanState, loadLoanState, loanStateOf } from './owed.ts';
export { findOwnedOrder, type OwnedOrder } from './owned-order.ts';
export { findReceiptRow } from './receipt-row.ts';
export { insertSignedOrder, type SignedTerms } from './signed-order.ts';
