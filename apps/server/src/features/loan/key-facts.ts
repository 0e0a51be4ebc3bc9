import { createHash } from 'node:crypto';
import {
  annualCostPct,
  CONTRACT_OVERDUE_PCT_PER_DAY,
  daysBetween,
  type GrievanceContact,
  type KeyFacts,
} from '@loan/contract';
import { word } from '../../http/wording.ts';
import type { LendingLocale } from '../../plugins/locale.ts';
import type { OrderRecord } from '../orders/index.ts';
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

/** An annual cost as the market's regulator states it. */
export interface StatedAnnualCost {
  kind: KeyFacts['costKind'];
  pct: number;
}

/**
 * The annual cost of an offer disbursed on `start`: the IRR of the borrower's cash flows. An APR includes every charge
 * and tax, so it is on what reaches the account; the CAT is "sin IVA", so on the amount less the commission only.
 */
export function annualCostOf(offer: Offer, start: string): StatedAnnualCost {
  const f = offer.figures;
  const { annualCost } = offer.market;
  const schedule = repaymentSchedule({
    amount: offer.amount,
    interest: f.interest,
    periods: offer.periods,
    termDays: offer.termDays,
    start,
  });
  const received = annualCost.includesTax ? f.giveAmount : offer.amount - f.commission;
  return {
    kind: annualCost.kind,
    pct: annualCostPct(
      annualCost.kind,
      { received, payments: schedule.map((row) => ({ amount: row.amount, day: daysBetween(start, row.planDate) })) },
      annualCost.decimals,
    ),
  };
}

export interface KeyFactsInput {
  offer: Offer;
  locale: LendingLocale;
  /** Disbursal day of the offer if accepted today, `YYYY-MM-DD`. */
  today: string;
  coolingOffDays: number;
  /** The lender's grievance desk in the market (settings). */
  grievance: GrievanceContact;
  /** The annual cost stated when the offer was signed; worked out from the offer when absent. */
  annualCost?: StatedAnnualCost;
}

/**
 * The key facts of an offer, stating the annual cost the market's regulator requires, in the wording of `locale` and
 * the market of the offer.
 */
export function keyFactsOf(input: KeyFactsInput): KeyFacts {
  const { offer, locale, today, coolingOffDays: coolingOff, grievance } = input;
  const f = offer.figures;
  const schedule = repaymentSchedule({
    amount: offer.amount,
    interest: f.interest,
    periods: offer.periods,
    termDays: offer.termDays,
    start: today,
  });
  const annualCost = input.annualCost ?? annualCostOf(offer, today);
  return {
    version: keyFactsVersion(offer, coolingOff),
    costKind: annualCost.kind,
    annualCostPct: annualCost.pct,
    disbursalDate: today,
    amountSanctioned: offer.amount,
    amountReceived: f.giveAmount,
    fees: [
      { name: word(locale, LOAN.keyFactsFeeCommission), amount: f.commission },
      { name: taxRowTitle({ ...locale, market: offer.market }), amount: f.iva },
    ],
    totalRepay: f.contractAmount,
    schedule: schedule.map((row) => ({ date: row.planDate, amount: row.amount })),
    penalPerDayPct: CONTRACT_OVERDUE_PCT_PER_DAY,
    coolingOffDays: coolingOff,
    grievance,
  };
}

export interface OrderKeyFactsInput {
  order: OrderRecord;
  locale: LendingLocale;
  coolingOffDays: number;
  grievance: GrievanceContact;
}

/**
 * The key facts of a signed order, so the borrower can read them again from the loan detail: the same statement as
 * its offer's, with the figures the order recorded and dated from its disbursal (its signature while not paid out).
 */
export function orderKeyFacts({ order, locale, coolingOffDays: coolingOff, grievance }: OrderKeyFactsInput): KeyFacts {
  const offer: Offer = {
    borrowerId: 0,
    productId: order.productId,
    productName: order.productName,
    productLogo: order.productLogo,
    company: order.company,
    amount: order.amount,
    termDays: order.termDays,
    periods: order.periods,
    isNeedPop: 0,
    // The order's market, with the tax as it was charged when it was signed.
    market: { ...order.market, tax: order.tax },
    orderId: order.id,
    figures: {
      interest: order.interest,
      commission: order.commission,
      iva: order.iva,
      giveAmount: order.received,
      contractAmount: order.amount + order.interest,
    },
  };
  const disbursal = order.disbursedOn ?? order.signedOn;
  return keyFactsOf({
    offer,
    locale,
    today: disbursal,
    coolingOffDays: coolingOff,
    grievance,
    // The annual cost its key facts stated at signing; orders signed before it was recorded work it out from their
    // own recorded figures, which gives the same figure.
    ...(order.annualCost !== null && { annualCost: order.annualCost }),
  });
}
