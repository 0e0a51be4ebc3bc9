import { type LandingLocale, landingLocale, type WordingSet } from '@loan/contract';
import { launchWordingOverride } from '@/platform/market.ts';

/**
 * The landing's locale: its template's, `language=1|2` choosing the wording. With no template (it could not be
 * loaded, or the link names none) the visitor's own language: the browser's if it is one the landing speaks, English
 * otherwise; the Chinese landing's words only to a visitor whose browser reads Chinese.
 */
export function promoLocale(template: Parameters<typeof landingLocale>[0]): LandingLocale {
  const chosen = landingLocale(template, launchWordingOverride());
  if (template || launchWordingOverride()) return chosen;
  return { ...chosen, wordingSet: visitorWordingSet() };
}

function visitorWordingSet(): WordingSet {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  const first = (languages[0] ?? '').toLowerCase();
  if (first.startsWith('zh')) return 'zh';
  if (first.startsWith('es')) return 'es';
  return 'en';
}
