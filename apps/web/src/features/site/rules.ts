import {
  annualCostPct,
  type ContractFigures,
  contractFigures,
  isEmailAddress,
  type LendingMarket,
  nationalPhone,
  REPRESENTATIVE_LOAN,
} from '@loan/contract';

/** Pure rules of the public marketing site. */

export interface ContactValues {
  name: string;
  telephone: string;
  email: string;
  remark: string;
}

/**
 * Name, e-mail, telephone and message must all be non-empty ('Please provide complete information!'),
 * otherwise 'Successful!'. Blank-only text counts as empty.
 */
export function isContactComplete(values: ContactValues): boolean {
  return [values.name, values.telephone, values.email, values.remark].every((value) => value.trim() !== '');
}

export type ContactProblem = 'incomplete' | 'email' | 'phone';

/**
 * What is wrong with a contact message, first problem first: an empty field ('Please provide complete
 * information!'), then an e-mail that cannot be an address, then a phone that is not a number of the site's market.
 */
export function contactProblem(values: ContactValues, market: LendingMarket): ContactProblem | null {
  if (!isContactComplete(values)) return 'incomplete';
  if (!isEmailAddress(values.email)) return 'email';
  if (nationalPhone(market, values.telephone) === null) return 'phone';
  return null;
}

export interface RepresentativeExample extends ContractFigures {
  amount: number;
  termDays: number;
  /** The market's annual cost (CAT, APR), in percent to the market's decimals. */
  annualCostPct: number;
}

/**
 * The advertised representative example: the contract's figures of the representative loan with the market's tax, and
 * the annual cost its regulator requires, computed as the key facts compute it (one repayment at the end of the term;
 * an APR on what reaches the account, a CAT "sin IVA" on the amount less the commission).
 */
export function representativeExample(market: LendingMarket, loan = REPRESENTATIVE_LOAN): RepresentativeExample {
  const figures = contractFigures(loan.amount, loan.termDays, loan.commissionBp, market.tax);
  const { annualCost } = market;
  const received = annualCost.includesTax ? figures.giveAmount : loan.amount - figures.commission;
  return {
    ...figures,
    amount: loan.amount,
    termDays: loan.termDays,
    annualCostPct: annualCostPct(
      annualCost.kind,
      { received, payments: [{ amount: figures.contractAmount, day: loan.termDays }] },
      annualCost.decimals,
    ),
  };
}

/** The slide after `index`, wrapping to the first after the last. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide whose left edge is nearest the scroll position of a track of equal-width slides. */
export function slideAtScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}

/** `© 2026 Lend H5 Financial Services. All rights reserved.` */
export function copyrightLine(companyName: string, year: number): string {
  return `© ${year} ${companyName}. All rights reserved.`;
}
