import { describe, expect, it } from 'vitest';
import { isLuhnValid, luhnCheckDigit, maskCardNo } from './card-number.ts';

describe('maskCardNo', () => {
  it('masks a card number but for its last 4 digits', () => {
    expect(maskCardNo('4152313812345678')).toBe('**** 5678');
    expect(maskCardNo('4152 3138 1234 5678')).toBe('**** 5678');
  });

  it('leaves no number on file empty', () => {
    expect(maskCardNo('')).toBe('');
  });
});

describe('Luhn check digit', () => {
  it('matches the textbook examples', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('4111111111111111')).toBe(true);
  });
});
