/*
 * What the repay feature offers the others: what an order owes today (the loan detail and the support desk's complaint
 * page state the figure the repayment screen asks), and the desk's reconciliation of provider payments.
 */

export { insertFixtureBorrower } from './fixture-borrowers.ts';
export { reconcilePayments } from './providers/reconcile.ts';
export { voidRetiredInstructions } from './providers/void-instructions.ts';
