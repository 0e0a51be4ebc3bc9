import { describe, expect, it } from 'vitest';
import { repaymentSchedule } from './schedule.ts';

describe('repaymentSchedule', () => {
  it('is one row due at the end of the term for a single-payment loan', () => {
    expect(
      repaymentSchedule({ amount: 500_000, interest: 2_958, periods: 1, termDays: 91, start: '2026-01-01' }),
    ).toEqual([{ period: 1, planDate: '2026-04-02', principal: 500_000, Interest: 2_958, amount: 502_958 }]);
  });

  it('splits an instalment loan evenly and gives the remainders to the last period', () => {
    const rows = repaymentSchedule({
      amount: 1_000_000,
      interest: 5_851,
      periods: 3,
      termDays: 90,
      start: '2026-01-01',
    });
    expect(rows.map((r) => r.planDate)).toEqual(['2026-01-31', '2026-03-02', '2026-04-01']);
    expect(rows.map((r) => r.principal)).toEqual([333_333, 333_333, 333_334]);
    expect(rows.map((r) => r.Interest)).toEqual([1_950, 1_950, 1_951]);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(1_005_851);
  });

  it('refuses a schedule without periods', () => {
    expect(() => repaymentSchedule({ amount: 1, interest: 0, periods: 0, termDays: 1, start: '2026-01-01' })).toThrow(
      RangeError,
    );
  });
});
