/**
 * Order statuses the loan detail screen knows. The native app sends only the numbers;
 * the names below are ours, inferred from the buttons each status shows.
 */
export const ORDER_STATUS = {
  reviewing: 21,
  approved: 151,
  rejected: 110,
  repaying: 174,
  overdue: 180,
  settled: 200,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const KNOWN_ORDER_STATUSES: readonly number[] = Object.values(ORDER_STATUS);
/** Statuses whose borrower owes money and may repay (and extend when `isDelay` is 1). */
export const REPAYABLE_STATUSES: readonly number[] = [ORDER_STATUS.repaying, ORDER_STATUS.overdue];
