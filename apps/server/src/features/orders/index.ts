/* What the orders feature offers the others: finding a borrower's own order, its cooling-off period, its status's name. */
export {
  COOLING_OFF_SETTING,
  type CoolingOffState,
  coolingOffDays,
  coolingOffDaysOf,
  coolingOffState,
  coolingOffTermsOf,
  loadCoolingOff,
} from './cooling-off.ts';
export { orderStatusName } from './messages.ts';
export { findOwnedOrder } from './owned-order.ts';
export { insertSignedOrder, type SignedTerms } from './signed-order.ts';
