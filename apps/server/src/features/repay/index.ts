/* What the repay feature offers the others: the check digit its card and reference numbers carry, and (to the support
   desk's complaint page) what an order owes today. */
export { loadLoanState } from './loan-state.ts';
export { luhnCheckDigit } from './rules.ts';
