import { CONTRACT_OVERDUE_PCT_PER_DAY, daysBetween, mulDivRound, OVERDUE_PENALTY_CAP_BP } from '@loan/contract';

/** What an order owes on a given day of its market's calendar, from its terms alone. Unit tested in amount-due.test.ts. */

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
