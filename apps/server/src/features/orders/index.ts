/* What the orders feature offers the others: finding a borrower's own order and its cooling-off period. */
export { type CoolingOffState, coolingOffDays, loadCoolingOff } from './cooling-off.ts';
export { findOwnedOrder } from './owned-order.ts';
