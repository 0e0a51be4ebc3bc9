import { INDIA, MEXICO, SITE_PATHS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, pageWords, SITE_PAGES, withBrand } from '@/config/site-pages.ts';
import {
  contactProblem,
  copyrightLine,
  isContactComplete,
  nextSlide,
  representativeExample,
  slideAtScroll,
} from './rules.ts';

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

describe('contact form checks', () => {
  it('asks for every field first, then a real e-mail, then a phone of the site’s market', () => {
    expect(contactProblem({ ...filled, remark: ' ' }, INDIA)).toBe('incomplete');
    expect(contactProblem({ ...filled, email: 'not-an-email' }, INDIA)).toBe('email');
    expect(contactProblem({ ...filled, email: 'a@b' }, INDIA)).toBe('email');
    expect(contactProblem({ ...filled, telephone: '12345' }, INDIA)).toBe('phone');
    expect(contactProblem(filled, INDIA)).toBeNull();
    expect(contactProblem({ ...filled, telephone: '+91 98123 45678' }, INDIA)).toBeNull();
    // A Mexican number on the Indian site is not a number of its market, and the other way round.
    expect(contactProblem({ ...filled, telephone: '55 1234 5678' }, INDIA)).toBe('phone');
    expect(contactProblem({ ...filled, telephone: '55 1234 5678' }, MEXICO)).toBeNull();
  });
});

describe('representative example', () => {
  it('states the CAT without IVA in Mexico, on the amount less the commission', () => {
    const mx = representativeExample(MEXICO);
    expect(mx).toMatchObject({ amount: 500_000, termDays: 91, commission: 50_000, interest: 2958 });
    // IVA 16% of interest and commission.
    expect(mx.iva).toBe(8473);
    expect(mx.giveAmount).toBe(500_000 - 50_000 - 8473);
    expect(mx.contractAmount).toBe(502_958);
    // (502 958 / 450 000)^(360/91) − 1, to one decimal.
    expect(mx.annualCostPct).toBeCloseTo(((502_958 / 450_000) ** (360 / 91) - 1) * 100, 0);
    expect(Number.isInteger(mx.annualCostPct * 10)).toBe(true);
  });

  it('states the APR in India, on what reaches the account, GST on the fee only', () => {
    const inr = representativeExample(INDIA);
    expect(inr.iva).toBe(9000);
    expect(inr.giveAmount).toBe(441_000);
    expect(inr.annualCostPct).toBeCloseTo((502_958 / 441_000 - 1) * (365 / 91) * 100, 1);
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
  it('are the contract paths, in the order of the top navigation', () => {
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

  it('each have a title and a description of a useful length, in English and Spanish', () => {
    for (const page of [...SITE_PAGES, NOT_FOUND_PAGE]) {
      for (const wording of ['en', 'es'] as const) {
        const words = pageWords(page, wording);
        expect(withBrand(words.title, 'Acme')).not.toContain('{brand}');
        expect(words.description.length, `${page.key} ${wording}`).toBeGreaterThan(50);
        expect(words.description.length, `${page.key} ${wording}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it('writes the copyright line from the company name', () => {
    expect(copyrightLine('Acme Lending', 2026)).toBe('© 2026 Acme Lending. All rights reserved.');
  });
});
