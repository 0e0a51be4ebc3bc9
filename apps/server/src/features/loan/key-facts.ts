import { createHash } from 'node:crypto';
import {
  type AnnualCostKind,
  annualCostPct,
  CONTRACT_OVERDUE_PCT_PER_DAY,
  type KeyFacts,
  wordingSetFromLanguage,
} from '@loan/contract';
import { grievanceContactFor } from '../../config/grievance.ts';
import { message } from '../../http/messages.ts';
import type { Offer } from './offer.ts';
import { repaymentSchedule } from './schedule.ts';

/** India (English, `language=1`) states an APR; Mexico (everything else) a CAT. */
export const costKindOf = (language: string | undefined): AnnualCostKind =>
  wordingSetFromLanguage(language) === 'en' ? 'APR' : 'CAT';

/**
 * The version of an offer's key facts: a hash of its terms (amounts, fees, schedule as days after disbursal, penal
 * rate, cooling-off period). Any change of terms changes it; the date and the language it is read in do not, so an
 * offer read yesterday or in the other language is still the same offer.
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
  const terms = {
    productId: offer.productId,
    amount: offer.amount,
    termDays: offer.termDays,
    periods: offer.periods,
    interest: f.interest,
    commission: f.commission,
    iva: f.iva,
    schedule,
    penalPerDayPct: CONTRACT_OVERDUE_PCT_PER_DAY,
    coolingOffDays: coolingOff,
  };
  return createHash('sha256').update(JSON.stringify(terms)).digest('hex').slice(0, 16);
}

export interface KeyFactsInput {
  offer: Offer;
  /** Disbursal day of the offer if accepted today, `YYYY-MM-DD`. */
  today: string;
  language: string | undefined;
  coolingOffDays: number;
}

/**
 * The key facts of an offer. The annual cost is the IRR of the borrower's cash flows: the APR on what reaches the
 * account (after commission and its tax); the CAT "sin IVA", so on the amount less the commission only.
 */
export function keyFactsOf({ offer, today, language, coolingOffDays: coolingOff }: KeyFactsInput): KeyFacts {
  const f = offer.figures;
  const schedule = repaymentSchedule({
    amount: offer.amount,
    interest: f.interest,
    periods: offer.periods,
    termDays: offer.termDays,
    start: today,
  });
  const costKind = costKindOf(language);
  const dayOf = (date: string) => (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  const received = costKind === 'APR' ? f.giveAmount : offer.amount - f.commission;
  return {
    version: keyFactsVersion(offer, coolingOff),
    costKind,
    annualCostPct: annualCostPct(costKind, {
      received,
      payments: schedule.map((row) => ({ amount: row.amount, day: dayOf(row.planDate) })),
    }),
    disbursalDate: today,
    amountSanctioned: offer.amount,
    amountReceived: f.giveAmount,
    fees: [
      { name: message('keyFacts.feeCommission', language), amount: f.commission },
      { name: message('keyFacts.feeTax', language), amount: f.iva },
    ],
    totalRepay: f.contractAmount,
    schedule: schedule.map((row) => ({ date: row.planDate, amount: row.amount })),
    penalPerDayPct: CONTRACT_OVERDUE_PCT_PER_DAY,
    coolingOffDays: coolingOff,
    grievance: grievanceContactFor(wordingSetFromLanguage(language)),
  };
}
