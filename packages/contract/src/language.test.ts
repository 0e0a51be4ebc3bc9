import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOL, wordingSetFromLanguage } from './language.ts';

describe('wording set from the launch language', () => {
  it('gives English with the rupee sign for 1', () => {
    expect(wordingSetFromLanguage('1')).toBe('en');
    expect(CURRENCY_SYMBOL.en).toBe('₹');
  });

  it('gives Spanish with the dollar sign for 2 and for anything else', () => {
    for (const value of ['2', '', '3', 'en', undefined, null]) expect(wordingSetFromLanguage(value)).toBe('es');
    expect(CURRENCY_SYMBOL.es).toBe('$');
  });
});
