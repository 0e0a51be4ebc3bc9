import { INDIA, isLuhnValid, luhnCheckDigit, MEXICO } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { delayOffer, isValidReference, referenceFromBody } from './rules.ts';

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
