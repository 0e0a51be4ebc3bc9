import { describe, expect, it } from 'vitest';
import { isDecimal, isEmail, isInteger, isPhone, isUrl } from './validators.ts';

describe('validators', () => {
  it('checks e-mail addresses', () => {
    expect(isEmail('ana@example.com')).toBe(true);
    expect(isEmail('ana@example')).toBe(false);
    expect(isEmail('ana example.com')).toBe(false);
  });

  it('checks phones: 11 digits, 1 then 3-9', () => {
    expect(isPhone('13812345678')).toBe(true);
    expect(isPhone('12812345678')).toBe(false);
    expect(isPhone('1381234567')).toBe(false);
  });

  it('checks http(s) URLs', () => {
    expect(isUrl('https://example.com/a')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isUrl('example.com')).toBe(false);
  });

  it('checks integers and decimals', () => {
    expect(isInteger('-12')).toBe(true);
    expect(isInteger('1.5')).toBe(false);
    expect(isDecimal('1.5')).toBe(true);
    expect(isDecimal('1.')).toBe(false);
  });
});
