import { describe, expect, it } from 'vitest';
import { digitsOnly, formatBankCard, formatPhone, truncateToMaxLength } from './input-format.ts';

describe('input formats', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('a1-2 3.')).toBe('123');
  });

  it('groups a bank card in fours', () => {
    expect(formatBankCard('6222-0212 3456789012')).toBe('6222 0212 3456 7890 12');
    expect(formatBankCard('1234')).toBe('1234');
  });

  it('groups a phone 3-4-4 and stops at 11 digits', () => {
    expect(formatPhone('13812345678999')).toBe('138 1234 5678');
    expect(formatPhone('1381')).toBe('138 1');
    expect(formatPhone('')).toBe('');
  });

  it('truncates the money keyboard input only when a maximum is set', () => {
    expect(truncateToMaxLength('123456', 4)).toBe('1234');
    expect(truncateToMaxLength('123456')).toBe('123456');
  });
});
