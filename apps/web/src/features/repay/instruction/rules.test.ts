import { describe, expect, it } from 'vitest';
import { instructionParams, isWebLink, mailtoHref } from './rules.ts';

describe('instructionParams', () => {
  it('reads the request type, the amount in minor units and the channel', () => {
    expect(instructionParams(new URLSearchParams('requestType=1&amount=502958&payCode=OXXO'))).toEqual({
      requestType: 1,
      amount: 502_958,
      payCode: 'OXXO',
    });
    expect(instructionParams(new URLSearchParams('requestType=2&amount=60900&payCode=7ELEVEN'))?.requestType).toBe(2);
  });

  it('refuses a missing or malformed value', () => {
    expect(instructionParams(new URLSearchParams('amount=100&payCode=OXXO'))).toBeUndefined();
    expect(instructionParams(new URLSearchParams('requestType=3&amount=500033&payCode=OXXO'))?.requestType).toBe(3);
    expect(instructionParams(new URLSearchParams('requestType=4&amount=100&payCode=OXXO'))).toBeUndefined();
    expect(instructionParams(new URLSearchParams('requestType=1&amount=12.5&payCode=OXXO'))).toBeUndefined();
    expect(instructionParams(new URLSearchParams('requestType=1&amount=0&payCode=OXXO'))).toBeUndefined();
    expect(instructionParams(new URLSearchParams('requestType=1&amount=100&payCode=<x>'))).toBeUndefined();
  });
});

describe('links of the image list', () => {
  it('writes a mailto link and accepts only web links to visit', () => {
    expect(mailtoHref(' pagos@lend-h5.example ')).toBe('mailto:pagos@lend-h5.example');
    expect(isWebLink('https://www.oxxo.com/')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
  });
});
