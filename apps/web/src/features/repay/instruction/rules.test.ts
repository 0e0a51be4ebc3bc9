import { describe, expect, it } from 'vitest';
import { instructionParams, isWebLink, mailtoHref, typedAmountMinor } from './rules.ts';

describe('instructionParams', () => {
  it('reads the request type and the channel, never an amount from the link', () => {
    expect(instructionParams(new URLSearchParams('requestType=1&amount=100&payCode=OXXO'))).toEqual({
      requestType: 1,
      payCode: 'OXXO',
    });
    expect(instructionParams(new URLSearchParams('requestType=2&payCode=7ELEVEN'))?.requestType).toBe(2);
  });

  it('refuses a missing or malformed value', () => {
    expect(instructionParams(new URLSearchParams('payCode=OXXO'))).toBeUndefined();
    expect(instructionParams(new URLSearchParams('requestType=3&payCode=OXXO'))?.requestType).toBe(3);
    expect(instructionParams(new URLSearchParams('requestType=4&payCode=OXXO'))).toBeUndefined();
    expect(instructionParams(new URLSearchParams('requestType=1&payCode=<x>'))).toBeUndefined();
  });
});

describe('typedAmountMinor', () => {
  it('reads an amount as borrowers write it, in minor units', () => {
    expect(typedAmountMinor('1500')).toBe(150_000);
    expect(typedAmountMinor('1,500.5')).toBe(150_050);
    expect(typedAmountMinor('$ 1,500.05')).toBe(150_005);
    expect(typedAmountMinor('₹1,00,000')).toBe(10_000_000);
  });

  it('is undefined for what is not an amount', () => {
    for (const typed of ['', '0', '12.345', 'abc', '1.2.3', '-5']) expect(typedAmountMinor(typed)).toBeUndefined();
  });
});

describe('links of the image list', () => {
  it('writes a mailto link and accepts only web links to visit', () => {
    expect(mailtoHref(' pagos@lend-h5.example ')).toBe('mailto:pagos@lend-h5.example');
    expect(isWebLink('https://www.oxxo.com/')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
  });
});
