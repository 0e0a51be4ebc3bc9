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
  it('prefixes the symbol of the wording set', () => {
    expect(formatAmount(123456, 'es')).toBe('$1.234,56');
    expect(formatAmount(123456, 'en')).toBe('₹1.234,56');
    expect(formatAmount(-100, 'es')).toBe('-$1,00');
  });
});

describe('formatDate', () => {
  it('zero pads the day and the time', () => {
    const date = new Date(2024, 0, 5, 7, 8, 9);
    expect(formatDate(date)).toBe('2024-01-05');
    expect(formatDate(date, true)).toBe('2024-01-05 07:08:09');
  });

  it('keeps a date-only string on its calendar day', () => {
    expect(formatDate('2024-03-01')).toBe('2024-03-01');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
