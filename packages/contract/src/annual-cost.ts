/*
 * The annual cost of a loan, as the regulators define it: the internal rate of return of the borrower's actual cash
 * flows (what reached the account, each repayment at its date), annualised two ways.
 *
 * - India, APR (RBI "Key Facts Statement for Loans & Advances", 2024, Annex B): computed on the net disbursed amount
 *   "using IRR approach and reducing balance method", i.e. the IRR per repayment period times the periods in a year
 *   (a nominal rate, like an EMI loan's 12% p.a.). Indian day counts use a 365-day year.
 * - Mexico, CAT (Banco de México, Circular 21/2009): the `i` that makes Σ A_j/(1+i)^t_j = Σ B_k/(1+i)^s_k with times
 *   in years and fractions of a year, i.e. an effective annual rate. Mexican day counts use a 360-day year. Shown
 *   "sin IVA": the caller passes flows without VAT (the key facts do).
 *
 * Money comes in as integer minor units and is never rounded here; only the rate is a floating-point number.
 */

export type AnnualCostKind = 'APR' | 'CAT';

/** Days in the year each regulator's day count uses. */
export const ANNUAL_COST_YEAR_DAYS: Record<AnnualCostKind, number> = { APR: 365, CAT: 360 };

export interface TimedPayment {
  /** Minor units, a non-negative safe integer. */
  amount: number;
  /** Time from disbursal, in periods (any unit: the annualisation says how many make a year). Positive. */
  at: number;
}

function assertMinorUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative safe integer`);
}

function validate(received: number, payments: readonly TimedPayment[]): void {
  assertMinorUnits(received, 'received');
  if (received === 0) throw new RangeError('received must be positive');
  if (payments.length === 0) throw new RangeError('a loan needs at least one repayment');
  for (const p of payments) {
    assertMinorUnits(p.amount, 'payment amount');
    if (!(Number.isFinite(p.at) && p.at > 0)) throw new RangeError('payment time must be positive and finite');
  }
  if (payments.every((p) => p.amount === 0)) throw new RangeError('a loan needs a repayment of more than 0');
}

/**
 * The log of one plus the periodic IRR, `x = ln(1 + r)`: the root of f(x) = Σ amount·e^(−x·at) − received.
 * f falls strictly as x grows, so the root is unique; it is bracketed by doubling and then bisected until the bracket
 * cannot shrink in double precision. Working in `x` keeps short loans with heavy fees (periodic rates in the
 * thousands of percent) as well-conditioned as ordinary ones.
 */
function periodicLogRate(received: number, payments: readonly TimedPayment[]): number {
  const f = (x: number) => {
    let sum = 0;
    for (const p of payments) sum += p.amount * Math.exp(-x * p.at);
    return sum - received;
  };
  let lo = -1;
  let hi = 1;
  while (f(lo) <= 0) {
    lo *= 2;
    if (lo < -1e6) throw new RangeError('annual cost below the representable range');
  }
  while (f(hi) > 0) {
    hi *= 2;
    if (hi > 1e6) throw new RangeError('annual cost above the representable range');
  }
  for (let i = 0; i < 2_000; i += 1) {
    const mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) break;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return lo + (hi - lo) / 2;
}

/** The IRR per period of a loan: received now, each payment `at` periods later. */
export function periodicRate(received: number, payments: readonly TimedPayment[]): number {
  validate(received, payments);
  const total = payments.reduce((sum, p) => sum + p.amount, 0);
  // No interest and no fees: exactly 0, not a rounding residue.
  if (total === received) return 0;
  return Math.expm1(periodicLogRate(received, payments));
}

/** A periodic rate as each regulator annualises it: APR nominal (× periods), CAT effective (compounded). */
export function annualise(kind: AnnualCostKind, rate: number, periodsPerYear: number): number {
  if (kind === 'APR') return rate * periodsPerYear;
  const annual = Math.expm1(Math.log1p(rate) * periodsPerYear);
  if (!Number.isFinite(annual)) throw new RangeError('annual cost above the representable range');
  return annual;
}

export interface DatedLoan {
  /** What reached the borrower at disbursal (day 0), minor units. */
  received: number;
  /** Each repayment and the day after disbursal it falls due. */
  payments: readonly { amount: number; day: number }[];
  /**
   * Length of one repayment period in days, for the APR's "per period × periods per year". Defaults to the average
   * interval (the loan's term divided by its number of repayments), which is exact for evenly spaced schedules.
   */
  periodDays?: number;
}

/** The annual cost of a loan whose repayments fall on given days, as a decimal fraction (0.674 = 67.4%). */
export function annualCostRate(kind: AnnualCostKind, loan: DatedLoan): number {
  const lastDay = Math.max(...loan.payments.map((p) => p.day));
  const periodDays = loan.periodDays ?? lastDay / loan.payments.length;
  if (!(Number.isFinite(periodDays) && periodDays > 0)) throw new RangeError('period length must be positive');
  const rate = periodicRate(
    loan.received,
    loan.payments.map((p) => ({ amount: p.amount, at: p.day / periodDays })),
  );
  return annualise(kind, rate, ANNUAL_COST_YEAR_DAYS[kind] / periodDays);
}

/** A rate as a percentage to one decimal, the precision both regulators show (67.44… → 67.4). */
export function toPercentOneDecimal(rate: number): number {
  return toPercent(rate, 1);
}

/** A rate as a percentage to `decimals` decimals (0.67444 → 67.4 with one, 67.44 with two). */
export function toPercent(rate: number, decimals: number): number {
  return Math.round(rate * 10 ** (decimals + 2)) / 10 ** decimals;
}

/** The annual cost shown to the borrower, a percentage to the market's decimals (CAT one, APR two). */
export function annualCostPct(kind: AnnualCostKind, loan: DatedLoan, decimals = 1): number {
  return toPercent(annualCostRate(kind, loan), decimals);
}
