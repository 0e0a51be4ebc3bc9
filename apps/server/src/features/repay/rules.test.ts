import { INDIA, isLuhnValid, luhnCheckDigit, MEXICO } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { amountDue, delayOffer, isValidReference, referenceFromBody } from './rules.ts';

describe('voucher reference check digit (Luhn)', () => {
  it('appends the check digit to a 15-digit body', () => {
    const reference = referenceFromBody('123456789012345');
    expect(reference).toHaveLength(16);
    expect(reference.startsWith('123456789012345')).toBe(true);
    expect(isValidReference(reference)).toBe(true);
  });

  it('catches every single-digit typo', () => {
    const reference = referenceFromBody('987654321098765');
    for (let position = 0; position < reference.length; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === reference[position]) continue;
        const typo = reference.slice(0, position) + digit + reference.slice(position + 1);
        expect(isLuhnValid(typo), typo).toBe(false);
      }
    }
  });

  it('refuses references of the wrong shape', () => {
    expect(isValidReference('0123456789012345')).toBe(false);
    expect(isValidReference('12345')).toBe(false);
    expect(isValidReference('12345678901234a5')).toBe(false);
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
    expect(() => referenceFromBody('123')).toThrow(RangeError);
  });
});

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

describe('delayOffer', () => {
  it('charges 1.5% of the principal per day for 7 days plus 16% IVA, in whole minor units', () => {
    // 500000 × 7 × 1.5% = 52500; IVA 8400.
    expect(delayOffer({ amount: 500_000, dueOn: '2026-12-01' }, '2026-11-20', MEXICO.tax)).toEqual({
      days: 7,
      fee: 60_900,
      newDueOn: '2026-12-08',
    });
  });

  it('charges India’s GST of 18% on the fee instead', () => {
    // 52500 + 18% (9450).
    expect(delayOffer({ amount: 500_000, dueOn: '2026-12-01' }, '2026-11-20', INDIA.tax).fee).toBe(61_950);
  });

  it('rounds half up on odd amounts', () => {
    // 123457 × 7 × 150 / 10000 = 12962.985 → 12963; IVA 2074.08 → 2074.
    expect(delayOffer({ amount: 123_457, dueOn: '2026-12-01' }, '2026-11-20', MEXICO.tax).fee).toBe(15_037);
  });

  it('counts from today when the loan is already late', () => {
    expect(delayOffer({ amount: 500_000, dueOn: '2026-12-01' }, '2026-12-10', MEXICO.tax).newDueOn).toBe('2026-12-17');
  });
});
