import { describe, expect, it } from 'vitest';
import { sectionAnchor } from './rules.ts';

describe('sectionAnchor', () => {
  it('slugs headings without accents', () => {
    expect(sectionAnchor('privacy', 'Revocación del consentimiento', 3)).toBe('privacy-revocacion-del-consentimiento');
  });

  it('falls back to the position for a heading without letters', () => {
    expect(sectionAnchor('privacy', '¿?', 1)).toBe('privacy-2');
  });
});
