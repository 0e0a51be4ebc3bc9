import { INDIA, MEXICO } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatMoney } from './format.ts';

describe('formatMoney', () => {
  it('groups thousands with a dot and shows two decimals after a comma', () => {
    expect(formatMoney(123456)).toBe('1.234,56');
    expect(formatMoney(100000000)).toBe('1.000.000,00');
  });

  it('pads small amounts', () => {
    expect(formatMoney(0)).toBe('0,00');
    expect(formatMoney(5)).toBe('0,05');
    expect(formatMoney(99)).toBe('0,99');
    expect(formatMoney(100)).toBe('1,00');
  });

  it('shows negative amounts with a minus sign', () => {
    expect(formatMoney(-123456)).toBe('-1.234,56');
    expect(formatMoney(-5)).toBe('-0,05');
  });

  it('stays exact for amounts a float division would garble', () => {
    expect(formatMoney(1005)).toBe('10,05');
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('90.071.992.547.409,91');
  });
});

describe('formatAmount', () => {
  it("prefixes the market's currency sign", () => {
    expect(formatAmount(123456, MEXICO)).toBe('$1.234,56');
    expect(formatAmount(123456, INDIA)).toBe('₹1.234,56');
    expect(formatAmount(-100, MEXICO)).toBe('-$1,00');
  });
});

describe('formatDate', () => {
  it("shows an instant in the market's time zone, zero padded", () => {
    const instant = '2024-01-05T02:08:09Z';
    expect(formatDate(instant, MEXICO)).toBe('2024-01-04');
    expect(formatDate(instant, MEXICO, true)).toBe('2024-01-04 20:08:09');
    expect(formatDate(instant, INDIA, true)).toBe('2024-01-05 07:38:09');
  });

  it('keeps a date-only string on its calendar day in every market', () => {
    expect(formatDate('2024-03-01', MEXICO)).toBe('2024-03-01');
    expect(formatDate('2024-03-01', INDIA)).toBe('2024-03-01');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', MEXICO)).toBe('');
  });
});
