import { describe, expect, it } from 'vitest';
import { amountDue } from './amount-due.ts';

describe('amountDue', () => {
  const terms = { amount: 500_000, interest: 2_958, dueOn: '2026-12-01', paid: 0, lateInterest: 0 };

  it('is principal plus interest on or before the due date', () => {
    expect(amountDue(terms, '2026-11-20')).toEqual({ overdueDays: 0, penalty: 0, due: 502_958 });
    expect(amountDue(terms, '2026-12-01').due).toBe(502_958);
  });

  it('adds 3% of the principal per day late', () => {
    expect(amountDue(terms, '2026-12-10')).toEqual({ overdueDays: 9, penalty: 135_000, due: 637_958 });
  });

  it('caps the overdue interest at the principal', () => {
    expect(amountDue(terms, '2027-03-01').penalty).toBe(500_000);
  });

  it('keeps the overdue interest an extension fixed, adds what runs up after the new due date, under the same cap', () => {
    const extended = { ...terms, dueOn: '2026-12-17', lateInterest: 135_000 };
    expect(amountDue(extended, '2026-12-10')).toEqual({ overdueDays: 0, penalty: 135_000, due: 637_958 });
    expect(amountDue(extended, '2026-12-18')).toEqual({ overdueDays: 1, penalty: 150_000, due: 652_958 });
    expect(amountDue(extended, '2027-06-01').penalty).toBe(500_000);
  });

  it('subtracts what was paid and never goes below zero', () => {
    expect(amountDue({ ...terms, paid: 2_958 }, '2026-11-20').due).toBe(500_000);
    expect(amountDue({ ...terms, paid: 900_000 }, '2026-11-20').due).toBe(0);
  });
});
