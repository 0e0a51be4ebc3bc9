import { useSyncExternalStore } from 'react';
import { useLandingWording } from '@/i18n/use-words.ts';
import { promoLocale } from './promo-locale.ts';
import { currentLanding, subscribeLanding } from './use-landing-template.ts';

/**
 * The landing's words, currency and phone rule: its template's market and default wording, `language=1|2` overriding
 * the wording. Without a template, the visitor's own language (promo-locale.ts).
 */
export function usePromoWording() {
  const template = useSyncExternalStore(subscribeLanding, currentLanding, currentLanding);
  const { market, wordingSet } = promoLocale(template);
  return useLandingWording(wordingSet, market);
}
