/** Wording sets. `language=1` → English with ₹; `2` or anything else → Spanish with $ (spec §1). */
export const WORDING_SETS = ['en', 'es', 'zh'] as const;
export type WordingSet = (typeof WORDING_SETS)[number];

export const CURRENCY_SYMBOL: Record<WordingSet, string> = { en: '₹', es: '$', zh: '¥' };

export function wordingSetFromLanguage(language: string | null | undefined): 'en' | 'es' {
  return language === '1' ? 'en' : 'es';
}

/** The promotion landing defaults to the spec's Chinese messages; `language=1|2` switches it. */
export function promoWordingSetFromLanguage(language: string | null | undefined): WordingSet {
  if (language === '1') return 'en';
  if (language === '2') return 'es';
  return 'zh';
}
