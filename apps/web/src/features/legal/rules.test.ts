import { describe, expect, it } from 'vitest';
import { legalLanguage, sectionAnchor } from './rules.ts';

describe('legalLanguage', () => {
  it('is English for the English set and Spanish otherwise', () => {
    expect(legalLanguage('en')).toBe('en');
    expect(legalLanguage('es')).toBe('es');
    expect(legalLanguage('zh')).toBe('es');
  });
});

describe('sectionAnchor', () => {
  it('slugs headings without accents', () => {
    expect(sectionAnchor('privacy', 'Revocación del consentimiento', 3)).toBe('privacy-revocacion-del-consentimiento');
  });

  it('falls back to the position for a heading without letters', () => {
    expect(sectionAnchor('privacy', '¿?', 1)).toBe('privacy-2');
  });
});
