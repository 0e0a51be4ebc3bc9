/**
 * Wording sets. `en` and `es` are the in-app sets (India and Mexico); `zh` holds only what the specification words
 * in Chinese (the promotion landing's and the old card repayment's messages). Which set a request gets is decided by
 * its market (market.ts), once, at the edge.
 */
export const WORDING_SETS = ['en', 'es', 'zh'] as const;
export type WordingSet = (typeof WORDING_SETS)[number];

/** The sign in front of amounts per wording set (spec §1: English ₹, Spanish $). */
export const CURRENCY_SYMBOL: Record<WordingSet, string> = { en: '₹', es: '$', zh: '¥' };

export function wordingSetFromLanguage(language: string | null | undefined): 'en' | 'es' {
  return language === '1' ? 'en' : 'es';
}
