import { SITE_PATHS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES, withBrand } from '@/config/site-pages.ts';
import { copyrightLine, isContactComplete, nextSlide, slideAtScroll } from './rules.ts';

const filled = { name: 'Asha', telephone: '9812345678', email: 'asha@example.org', remark: 'Hello' };

describe('contact form', () => {
  it('is complete only when name, telephone, e-mail and message are all given', () => {
    expect(isContactComplete(filled)).toBe(true);
    for (const field of ['name', 'telephone', 'email', 'remark'] as const) {
      expect(isContactComplete({ ...filled, [field]: '' }), field).toBe(false);
      expect(isContactComplete({ ...filled, [field]: '   ' }), `${field} blank`).toBe(false);
    }
  });
});

describe('banner', () => {
  it('advances and wraps around', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('finds the slide a swipe settled on', () => {
    expect(slideAtScroll(0, 390, 3)).toBe(0);
    expect(slideAtScroll(400, 390, 3)).toBe(1);
    expect(slideAtScroll(5000, 390, 3)).toBe(2);
    expect(slideAtScroll(100, 0, 3)).toBe(0);
  });
});

describe('site pages', () => {
  it('are the contract paths, in the order of the spec navigation', () => {
    expect(SITE_PAGES.map((p) => p.path).sort()).toEqual(Object.values(SITE_PATHS).sort());
    expect(SITE_PAGES.map((p) => p.navLabel)).toEqual([
      'Home',
      'About us',
      'User Evaluate',
      'Privacy Policy',
      'Loan terms and conditions',
      'Contact us',
    ]);
  });

  it('each have a title and a description of a useful length', () => {
    for (const page of SITE_PAGES) {
      expect(withBrand(page.title, 'Acme')).not.toContain('{brand}');
      expect(page.description.length, page.key).toBeGreaterThan(50);
      expect(page.description.length, page.key).toBeLessThanOrEqual(160);
    }
  });

  it('writes the copyright line from the company name', () => {
    expect(copyrightLine('Acme Lending', 2026)).toBe('© 2026 Acme Lending. All rights reserved.');
  });
});
