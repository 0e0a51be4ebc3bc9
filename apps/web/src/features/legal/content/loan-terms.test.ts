import { MEXICO } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_CONFIG } from '@/config/site.ts';
import { loanTermsDocument, pesos, rupees } from './loan-terms.ts';

const text = (config = DEMO_SITE_CONFIG) => {
  const doc = loanTermsDocument(config);
  return [doc.title, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])].join('\n');
};

describe('loan terms', () => {
  it('writes rupees as the terms do', () => {
    expect(rupees(1000)).toBe('Rs.1,000');
    expect(rupees(800)).toBe('Rs.800');
  });

  it('states every figure of the loan terms (terms, penalties, notice periods)', () => {
    const all = text();
    for (const phrase of [
      '91 to 365 days',
      'Rs.1,000 applies to new clients',
      'Rs.800 to repeat clients',
      '5% per day from day 1 to day 30',
      '4% per day from day 31 to day 90',
      '2% per day from day 91 onwards',
      'within 1 day',
      'within 1–3 days',
      'at any time before its due date, in whole or in part, with no fee for repaying early',
      'within 3 days of the change',
      'at least 7 business days',
    ]) {
      expect(all, phrase).toContain(phrase);
    }
  });

  it('names the lender, its address and site from the configuration', () => {
    const config = {
      ...DEMO_SITE_CONFIG,
      company: { ...DEMO_SITE_CONFIG.company, name: 'Acme Lending' },
      // The Indian terms name the Indian office.
      offices: { ...DEMO_SITE_CONFIG.offices, IN: { address: '1 Main St, Pune', phone: '+91 20 1234 5678' } },
      siteUrl: 'https://acme.example',
    };
    const all = text(config);
    expect(all).toContain('Acme Lending ("the Lender"), with its registered office at 1 Main St, Pune');
    expect(all).toContain('https://acme.example');
    expect(all).not.toMatch(/\$\{|undefined/);
  });

  it('are Spanish with pesos and Mexican law for Mexico, naming the Mexican office', () => {
    const doc = loanTermsDocument(DEMO_SITE_CONFIG, MEXICO);
    const all = [doc.title, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])].join('\n');
    expect(pesos(1000)).toBe('$1,000 MXN');
    for (const phrase of [
      'de 91 a 365 días',
      '$1,000 MXN',
      '$800 MXN',
      '5% diario del día 1 al día 30',
      'Ciudad de México',
    ]) {
      expect(all, phrase).toContain(phrase);
    }
    expect(all).toContain('leyes de los Estados Unidos Mexicanos');
    expect(all).not.toContain('Rs.');
  });
});
