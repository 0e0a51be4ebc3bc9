import { ORDER_STATUS, RATING_NATIVE_THRESHOLD, RATING_STARS, REPAYABLE_STATUSES } from '@loan/contract';

/**
 * Banner pictures exist for six statuses (21, 151, 110, 174, 180, 200); any other status shows the settled (200)
 * picture.
 */
export type BannerKey = 'reviewing' | 'approved' | 'rejected' | 'repaying' | 'overdue' | 'settled';

const BANNERS: Record<number, BannerKey> = {
  [ORDER_STATUS.reviewing]: 'reviewing',
  [ORDER_STATUS.approved]: 'approved',
  [ORDER_STATUS.rejected]: 'rejected',
  [ORDER_STATUS.repaying]: 'repaying',
  [ORDER_STATUS.overdue]: 'overdue',
  [ORDER_STATUS.settled]: 'settled',
};

export function bannerFor(orderStatus: number): BannerKey {
  return BANNERS[orderStatus] ?? 'settled';
}

/** A refused application (110) has no loan to detail. */
export function showsDetailList(orderStatus: number): boolean {
  return orderStatus !== ORDER_STATUS.rejected;
}

export type DetailAction = 'repay' | 'extension' | 'borrowAgain';

/** 174 and 180 repay (and extend when the order allows it), 200 borrows again, any other status has no button. */
export function actionsFor(orderStatus: number, isDelay: number): DetailAction[] {
  if (REPAYABLE_STATUSES.includes(orderStatus)) return isDelay === 1 ? ['repay', 'extension'] : ['repay'];
  if (orderStatus === ORDER_STATUS.settled) return ['borrowAgain'];
  return [];
}

export function hasContract(isNewContract: string): boolean {
  return isNewContract.trim() !== '';
}

export type RatingOutcome = 'chooseFirst' | 'thanks' | 'nativeRate';

/** No star: ask for one. Below 4 stars: thank the borrower. 4 or more: the native store rating prompt. */
export function ratingOutcome(stars: number): RatingOutcome {
  if (!Number.isInteger(stars) || stars < 1 || stars > RATING_STARS) return 'chooseFirst';
  return stars >= RATING_NATIVE_THRESHOLD ? 'nativeRate' : 'thanks';
}

/** The order the screen shows: the URL's, else the launch context's. */
export function orderIdFrom(search: URLSearchParams, launchOrderId: string | undefined): string {
  return search.get('orderId') || launchOrderId || '';
}

/** The server offers the cooling-off exit: a Cancel button with the amount it costs. */
export function offersCoolingOff(coolingOff: { available: number; amount: number }): boolean {
  return coolingOff.available === 1 && coolingOff.amount > 0;
}

/** The rating is asked while the server asks for it (`isScore`), never of a refused application: nothing was served. */
export function offersRating(detail: { orderStatus: number; isScore: number }): boolean {
  return detail.isScore === 1 && detail.orderStatus !== ORDER_STATUS.rejected;
}

/**
 * How Back leaves the webview. The detail that replaced an accepted confirm page (`from=confirm`) sends the borrower to
 * the mine tab, where the new order is listed: closing would return to the native page that offered the loan.
 */
export function backExitFor(search: URLSearchParams): 'close' | 'toMine' {
  return search.get('from') === 'confirm' ? 'toMine' : 'close';
}
