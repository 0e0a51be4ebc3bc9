import { createHash } from 'node:crypto';
import { annualCostPct, CONTRACT_OVERDUE_PCT_PER_DAY, type GrievanceContact, type KeyFacts } from '@loan/contract';
import { word } from '../../http/wording.ts';
import type { LendingLocale } from '../../plugins/locale.ts';
import { LOAN, taxRowTitle } from './messages.ts';
import type { Offer } from './offer-shape.ts';
import { repaymentSchedule } from './schedule.ts';

/**
 * The version of an offer's key facts: a hash of its terms (amounts, fees, the tax charged and its name and rate,
 * schedule as days after disbursal, penal rate, cooling-off period). Any change of terms changes it; the date and
 * the wording it is read in do not, so an offer read yesterday is still the same offer. The tax differs by market,
 * so the same product read in another market is another offer.
 */
export function keyFactsVersion(offer: Offer, coolingOff: number): string {
  const f = offer.figures;
  const schedule = repaymentSchedule({
    amount: offer.amount,
    interest: f.interest,
    periods: offer.periods,
    termDays: offer.termDays,
    start: '2000-01-01',
  }).map((row) => [row.planDate, row.amount]);
  const { tax } = offer.market;
  const terms = {
    productId: offer.productId,
    amount: offer.amount,
    termDays: offer.termDays,
    periods: offer.periods,
    interest: f.interest,
    commission: f.commission,
    iva: f.iva,
    tax: [tax.name, tax.ratePct, tax.base],
    schedule,
    penalPerDayPct: CONTRACT_OVERDUE_PCT_PER_DAY,
    coolingOffDays: coolingOff,
  };
  return createHash('sha256').update(JSON.stringify(terms)).digest('hex').slice(0, 16);
}

export interface KeyFactsInput {
  offer: Offer;
  locale: LendingLocale;
  /** Disbursal day of the offer if accepted today, `YYYY-MM-DD`. */
  today: string;
  coolingOffDays: number;
  /** The lender's grievance desk in the market (settings). */
  grievance: GrievanceContact;
}

/**
 * The key facts of an offer, stating the annual cost the market's regulator requires. It is the IRR of the borrower's
 * cash flows: an APR includes every charge and tax, so it is on what reaches the account; the CAT is "sin IVA", so on
 * the amount less the commission only.
 */
export function keyFactsOf({ offer, locale, today, coolingOffDays: coolingOff, grievance }: KeyFactsInput): KeyFacts {
  const f = offer.figures;
  const { annualCost } = locale.market;
  const schedule = repaymentSchedule({
    amount: offer.amount,
    interest: f.interest,
    periods: offer.periods,
    termDays: offer.termDays,
    start: today,
  });
  const dayOf = (date: string) => (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  const received = annualCost.includesTax ? f.giveAmount : offer.amount - f.commission;
  return {
    version: keyFactsVersion(offer, coolingOff),
    costKind: annualCost.kind,
    annualCostPct: annualCostPct(
      annualCost.kind,
      { received, payments: schedule.map((row) => ({ amount: row.amount, day: dayOf(row.planDate) })) },
      annualCost.decimals,
    ),
    disbursalDate: today,
    amountSanctioned: offer.amount,
    amountReceived: f.giveAmount,
    fees: [
      { name: word(locale, LOAN.keyFactsFeeCommission), amount: f.commission },
      { name: taxRowTitle(locale), amount: f.iva },
    ],
    totalRepay: f.contractAmount,
    schedule: schedule.map((row) => ({ date: row.planDate, amount: row.amount })),
    penalPerDayPct: CONTRACT_OVERDUE_PCT_PER_DAY,
    coolingOffDays: coolingOff,
    grievance,
  };
}
