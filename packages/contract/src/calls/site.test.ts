import { describe, expect, it } from 'vitest';
import { register } from './promotion.ts';
import { contactMessageRequestSchema, isEmailAddress } from './site.ts';

describe('contact message request', () => {
  const valid = {
    name: ' Asha ',
    email: ' asha@example.org ',
    phone: '98123 45678',
    message: 'Hi',
    sourcePage: '/Loan',
  };

  it('trims what it keeps and names a site page', () => {
    expect(contactMessageRequestSchema.parse(valid)).toEqual({ ...valid, name: 'Asha', email: 'asha@example.org' });
    expect(contactMessageRequestSchema.safeParse({ ...valid, sourcePage: '/elsewhere' }).success).toBe(false);
  });

  it('refuses blanks and what cannot be an e-mail address', () => {
    for (const bad of [
      { name: '  ' },
      { message: '' },
      { email: 'not-an-email' },
      { email: 'a@b' },
      { phone: 'call me' },
    ]) {
      expect(contactMessageRequestSchema.safeParse({ ...valid, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
    expect(isEmailAddress('name@example.co.in')).toBe(true);
    expect(isEmailAddress('two@@example.org')).toBe(false);
  });
});

describe('campaign attribution', () => {
  it('cuts a long campaign tag instead of refusing the registration', () => {
    const parsed = register.request.parse({
      phone: '13812345678',
      capcode: 'AB12',
      sid: 'sid-12345678',
      appName: 'lendh5',
      merchantNumber: 'M0001',
      smsCode: '123456',
      id: 3,
      utm_tag: `  ${'t'.repeat(76)}  `,
    }) as { utm_tag: string };
    expect(parsed.utm_tag).toBe('t'.repeat(64));
  });
});
