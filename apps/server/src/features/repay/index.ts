/* What the repay feature offers the others: the check digit its card and reference numbers carry. */
export { luhnCheckDigit } from './rules.ts';
