import {
  addDays,
  CONTRACT_OVERDUE_PCT_PER_DAY,
  DELAY_FEE_BP_PER_DAY,
  DELAY_MAX_DAYS,
  daysBetween,
  isLuhnValid,
  type LoanChargeTax,
  luhnCheckDigit,
  mulDivRound,
  OVERDUE_PENALTY_CAP_BP,
  VOUCHER_REFERENCE_LENGTH,
} from '@loan/contract';

/** Pure repayment rules: voucher references, what is due, what an extension costs. Unit tested in rules.test.ts. */

/** A voucher reference from its random body: the body followed by its check digit. */
export function referenceFromBody(body: string): string {
  if (body.length !== VOUCHER_REFERENCE_LENGTH - 1) throw new RangeError('reference body has the wrong length');
  return body + String(luhnCheckDigit(body));
}

export function isValidReference(reference: string): boolean {
  return new RegExp(`^[1-9]\\d{${VOUCHER_REFERENCE_LENGTH - 1}}$`).test(reference) && isLuhnValid(reference);
}

export interface OrderTerms {
  amount: number;
  interest: number;
  dueOn: string;
  /** Paid so far towards the debt (extension fees do not count). */
  paid: number;
  /** Overdue interest fixed into the order when an extension was paid (it stays owed after the due date moves). */
  lateInterest: number;
}

export interface AmountDue {
  overdueDays: number;
  /**
   * Overdue interest: what an extension fixed into the order plus 3% of the principal per day late since the current
   * due date, the whole capped at the principal.
   */
  penalty: number;
  /** Principal + interest + overdue interest − paid, never below zero. */
  due: number;
}

export function amountDue(terms: OrderTerms, today: string): AmountDue {
  const overdueDays = Math.max(0, daysBetween(terms.dueOn, today));
  const penalty = Math.min(
    terms.lateInterest + mulDivRound(terms.amount * overdueDays, CONTRACT_OVERDUE_PCT_PER_DAY, 100),
    mulDivRound(terms.amount, OVERDUE_PENALTY_CAP_BP, 10_000),
  );
  return { overdueDays, penalty, due: Math.max(0, terms.amount + terms.interest + penalty - terms.paid) };
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
