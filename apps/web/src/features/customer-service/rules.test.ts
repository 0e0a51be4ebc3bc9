import { describe, expect, it } from 'vitest';
import { hasContact, mailtoHref, whatsappUrl } from './rules.ts';

describe('customer service links', () => {
  it('opens WhatsApp with the digits of the phone', () => {
    expect(whatsappUrl('+52 55 1234-5678')).toBe('https://wa.me/525512345678');
  });

  it('builds a mailto link', () => {
    expect(mailtoHref(' help@example.com ')).toBe('mailto:help@example.com');
  });

  it('hides empty contact values', () => {
    expect(hasContact('  ')).toBe(false);
    expect(hasContact('800')).toBe(true);
  });
});
