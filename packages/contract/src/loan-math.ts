import { CONTRACT_DAILY_INTEREST } from './constants.ts';
import { type LoanChargeTax, MEXICO, taxBase } from './market.ts';

/** `numerator / denominator` of a non-negative integer, rounded half up, with exact integer arithmetic. */
export function mulDivRound(value: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a non-negative safe integer: ${value}`);
  const n = BigInt(value) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((n * 2n + d) / (2n * d));
}

export interface ContractFigures {
  /** amount × 0.0065% × days */
  interest: number;
  commission: number;
  /**
   * The market's tax on loan charges: Mexico's IVA, 16% × (interest + commission); India's GST, 18% × commission.
   * Named `iva` after the contract record's `IVA` field.
   */
  iva: number;
  /** amount − commission − tax: what reaches the borrower's account */
  giveAmount: number;
  /** amount + interest: what the borrower repays on the due date */
  contractAmount: number;
}

/** The market's tax on a loan's charges, rounded half up to the minor unit. */
export function loanChargeTax(tax: LoanChargeTax, charges: { interest: number; commission: number }): number {
  return mulDivRound(taxBase(tax, charges), tax.ratePct, 100);
}

/**
 * The contract's figures, all in integer minor units: interest = amount × daily rate × days; tax on the charges
 * as the market levies it; received = amount − commission − tax.
 */
export function contractFigures(
  amount: number,
  termDays: number,
  commissionBp: number,
  tax: LoanChargeTax = MEXICO.tax,
): ContractFigures {
  const interest = mulDivRound(
    amount * termDays,
    CONTRACT_DAILY_INTEREST.numerator,
    CONTRACT_DAILY_INTEREST.denominator,
  );
  const commission = mulDivRound(amount, commissionBp, 10_000);
  const iva = loanChargeTax(tax, { interest, commission });
  return { interest, commission, iva, giveAmount: amount - commission - iva, contractAmount: amount + interest };
}

export interface CoolingOffExit {
  /** Interest for the days the money was held: amount × 0.0065% × days used, rounded half up. */
  interest: number;
  /** Principal + that interest: what cancelling costs. */
  total: number;
}

/**
 * Leaving a loan within its cooling-off period (RBI digital lending: "paying the principal and the proportionate APR
 * without any penalty"): the principal plus the contract's daily interest for the days used, a started day counting
 * as one (so at least one). No penalty; the commission and its VAT taken at disbursal are not refunded (docs/decisions).
 */
export function coolingOffExit(amount: number, daysUsed: number): CoolingOffExit {
  if (!Number.isSafeInteger(daysUsed) || daysUsed < 0) throw new RangeError('days used must be a whole number');
  const days = Math.max(1, daysUsed);
  const interest = mulDivRound(amount * days, CONTRACT_DAILY_INTEREST.numerator, CONTRACT_DAILY_INTEREST.denominator);
  return { interest, total: amount + interest };
}
