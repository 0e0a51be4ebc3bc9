import {
  addDays,
  DELAY_FEE_BP_PER_DAY,
  DELAY_MAX_DAYS,
  daysBetween,
  isLuhnValid,
  type LoanChargeTax,
  luhnCheckDigit,
  mulDivRound,
  VOUCHER_REFERENCE_LENGTH,
} from '@loan/contract';
import type { OrderTerms } from '../orders/index.ts';

/** Pure repayment rules: voucher references, what is due, what an extension costs. Unit tested in rules.test.ts. */

/** A voucher reference from its random body: the body followed by its check digit. */
export function referenceFromBody(body: string): string {
  if (body.length !== VOUCHER_REFERENCE_LENGTH - 1) throw new RangeError('reference body has the wrong length');
  return body + String(luhnCheckDigit(body));
}

export function isValidReference(reference: string): boolean {
  return new RegExp(`^[1-9]\\d{${VOUCHER_REFERENCE_LENGTH - 1}}$`).test(reference) && isLuhnValid(reference);
}

export interface DelayOffer {
  days: number;
  /** Service fee plus the market's tax on it (IVA 16%, GST 18%), what the borrower pays to extend. */
  fee: number;
  /** The due date after the extension. */
  newDueOn: string;
}

/**
 * An extension of up to DELAY_MAX_DAYS days: the fee is DELAY_FEE_BP_PER_DAY of the principal per day, plus the
 * market's tax (a fee is taxed in both markets).
 * It counts from the due date, or from today when the loan is already late, so the borrower always gets the days.
 */
export function delayOffer(terms: Pick<OrderTerms, 'amount' | 'dueOn'>, today: string, tax: LoanChargeTax): DelayOffer {
  const days = DELAY_MAX_DAYS;
  const serviceFee = mulDivRound(terms.amount * days, DELAY_FEE_BP_PER_DAY, 10_000);
  const taxOnFee = mulDivRound(serviceFee, tax.ratePct, 100);
  const from = daysBetween(terms.dueOn, today) > 0 ? today : terms.dueOn;
  return { days, fee: serviceFee + taxOnFee, newDueOn: addDays(from, days) };
}
