import { addDays, mulDivRound } from '@loan/contract';

export interface ScheduleRow {
  period: number;
  planDate: string;
  principal: number;
  Interest: number;
  amount: number;
}

export interface ScheduleInput {
  /** Principal, minor units. */
  amount: number;
  /** Interest of the whole term, minor units. */
  interest: number;
  periods: number;
  termDays: number;
  /** Disbursal date, `YYYY-MM-DD`. */
  start: string;
}

/**
 * One row per period: principal and interest split evenly, the last period taking the remainders so the rows add up
 * to the contract exactly; period i falls due i/periods of the way through the term (the last on its final day).
 */
export function repaymentSchedule({ amount, interest, periods, termDays, start }: ScheduleInput): ScheduleRow[] {
  if (!Number.isSafeInteger(periods) || periods < 1) throw new RangeError(`periods must be a positive integer`);
  const principalEach = Math.floor(amount / periods);
  const interestEach = Math.floor(interest / periods);
  return Array.from({ length: periods }, (_, index) => {
    const period = index + 1;
    const last = period === periods;
    const principal = last ? amount - principalEach * (periods - 1) : principalEach;
    const periodInterest = last ? interest - interestEach * (periods - 1) : interestEach;
    return {
      period,
      planDate: addDays(start, mulDivRound(termDays, period, periods)),
      principal,
      Interest: periodInterest,
      amount: principal + periodInterest,
    };
  });
}
