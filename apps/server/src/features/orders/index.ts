/* What the orders feature offers the others: finding a borrower's own order, its cooling-off period, its status's name. */
export { type CoolingOffState, coolingOffDays, loadCoolingOff } from './cooling-off.ts';
export { orderStatusName } from './messages.ts';
export { findOwnedOrder } from './owned-order.ts';
