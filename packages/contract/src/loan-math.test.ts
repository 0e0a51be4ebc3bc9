import { describe, expect, it } from 'vitest';
import { contractFigures, coolingOffExit, loanChargeTax, mulDivRound } from './loan-math.ts';
import { INDIA, MEXICO } from './market.ts';

describe('mulDivRound', () => {
  it('rounds half up with integer arithmetic', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(4, 1, 3)).toBe(1);
    expect(mulDivRound(0, 7, 9)).toBe(0);
  });

  it('stays exact beyond the double range of the intermediate product', () => {
    expect(mulDivRound(9_000_000_000_000, 65, 1_000_000)).toBe(585_000_000);
  });

  it('refuses fractions and negatives', () => {
    expect(() => mulDivRound(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRound(-1, 1, 1)).toThrow(RangeError);
  });
});

describe('contractFigures', () => {
  it('computes interest, VAT on interest plus commission, and the received amount', () => {
    // 5,000.00 for 91 days with a 10% commission
    const f = contractFigures(500_000, 91, 1_000);
    expect(f.interest).toBe(2_958); // 500000 × 0.0065% × 91 = 2957.5 → 2958
    expect(f.commission).toBe(50_000);
    expect(f.iva).toBe(8_473); // 16% × 52958 = 8473.28
    expect(f.giveAmount).toBe(500_000 - 50_000 - 8_473);
    expect(f.contractAmount).toBe(502_958);
  });

  it('charges India’s GST on the processing fee only, 18%: interest carries none', () => {
    const f = contractFigures(500_000, 91, 1_000, INDIA.tax);
    expect(f.interest).toBe(2_958);
    expect(f.iva).toBe(9_000); // 18% × 50000
    expect(f.giveAmount).toBe(500_000 - 50_000 - 9_000);
    expect(f.contractAmount).toBe(502_958);
  });

  it('taxes the charges a market names: both for IVA, the commission only for GST', () => {
    expect(loanChargeTax(MEXICO.tax, { interest: 2_958, commission: 50_000 })).toBe(8_473);
    expect(loanChargeTax(INDIA.tax, { interest: 2_958, commission: 50_000 })).toBe(9_000);
    expect(loanChargeTax(INDIA.tax, { interest: 1_000_000, commission: 0 })).toBe(0);
  });

  it('charges Mexico’s IVA by default, on interest and commission', () => {
    expect(contractFigures(500_000, 91, 1_000, MEXICO.tax)).toEqual(contractFigures(500_000, 91, 1_000));
  });

  it('gives zero cost for a zero-commission zero-day loan', () => {
    expect(contractFigures(100_000, 0, 0)).toEqual({
      interest: 0,
      commission: 0,
      iva: 0,
      giveAmount: 100_000,
      contractAmount: 100_000,
    });
  });
});

describe('coolingOffExit', () => {
  it('charges the principal plus the daily interest for the days used, rounded half up', () => {
    // 5,000.00 at 0.0065% a day is 32.5 minor units a day: 1 day → 33 (half up), 2 days → 65, 3 days 97,5 → 98.
    expect(coolingOffExit(500_000, 1)).toEqual({ interest: 33, total: 500_033 });
    expect(coolingOffExit(500_000, 2)).toEqual({ interest: 65, total: 500_065 });
    expect(coolingOffExit(500_000, 3)).toEqual({ interest: 98, total: 500_098 });
  });

  it('counts a started day as one, so cancelling on the day of disbursal still pays one day', () => {
    expect(coolingOffExit(500_000, 0)).toEqual(coolingOffExit(500_000, 1));
  });

  it('refuses fractional or negative days', () => {
    expect(() => coolingOffExit(500_000, 1.5)).toThrow(RangeError);
    expect(() => coolingOffExit(500_000, -1)).toThrow(RangeError);
  });
});
