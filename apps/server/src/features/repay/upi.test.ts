import { describe, expect, it } from 'vitest';
import { upiPayLink } from './upi.ts';

describe('upiPayLink', () => {
  it('names payee, amount in rupees, currency and the reference', () => {
    const link = upiPayLink({
      vpa: 'lendh5@upi',
      payee: 'Lend H5 Financial Services Pvt Ltd',
      amount: 502_958,
      reference: '1234567890123456',
    });
    expect(link).toBe(
      'upi://pay?pa=lendh5%40upi&pn=Lend%20H5%20Financial%20Services%20Pvt%20Ltd&am=5029.58&cu=INR' +
        '&tr=1234567890123456&tn=1234567890123456',
    );
    const params = new URL(link.replace('upi://pay', 'https://x/pay')).searchParams;
    expect(params.get('pa')).toBe('lendh5@upi');
    expect(params.get('am')).toBe('5029.58');
  });

  it('keeps two decimals for whole and small amounts', () => {
    const at = (amount: number) =>
      new URL(
        upiPayLink({ vpa: 'a@b', payee: 'P', amount, reference: 'r' }).replace('upi://', 'https://'),
      ).searchParams.get('am');
    expect(at(100)).toBe('1.00');
    expect(at(105)).toBe('1.05');
    expect(at(1)).toBe('0.01');
    expect(at(60_900)).toBe('609.00');
  });

  it('refuses an amount that is not a positive whole number of paise', () => {
    expect(() => upiPayLink({ vpa: 'a@b', payee: 'P', amount: 0, reference: 'r' })).toThrow();
    expect(() => upiPayLink({ vpa: 'a@b', payee: 'P', amount: 1.5, reference: 'r' })).toThrow();
  });
});
