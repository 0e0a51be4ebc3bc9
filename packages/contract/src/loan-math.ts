import { CONTRACT_DAILY_INTEREST, CONTRACT_VAT } from './constants.ts';

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
  /** 16% × (interest + commission) */
  iva: number;
  /** amount − commission − IVA: what reaches the borrower's account */
  giveAmount: number;
  /** amount + interest: what the borrower repays on the due date */
  contractAmount: number;
}

/** The contract's figures (DESIGN.md "Contract figures"), all in integer minor units. */
export function contractFigures(amount: number, termDays: number, commissionBp: number): ContractFigures {
  const interest = mulDivRound(
    amount * termDays,
    CONTRACT_DAILY_INTEREST.numerator,
    CONTRACT_DAILY_INTEREST.denominator,
  );
  const commission = mulDivRound(amount, commissionBp, 10_000);
  const iva = mulDivRound(interest + commission, CONTRACT_VAT.numerator, CONTRACT_VAT.denominator);
  return { interest, commission, iva, giveAmount: amount - commission - iva, contractAmount: amount + interest };
}
