import { landingLocale } from '@loan/contract';
import { useSyncExternalStore } from 'react';
import { useLandingWording } from '@/i18n/use-words.ts';
import { launchWordingOverride } from '@/platform/market.ts';
import { currentLanding, subscribeLanding } from './use-landing-template.ts';

/**
 * The landing's words, currency and phone rule: its template's market and default wording, `language=1|2` overriding
 * the wording (DESIGN.md). Before a template is known, or without one, the specification's original landing's.
 */
export function usePromoWording() {
  const template = useSyncExternalStore(subscribeLanding, currentLanding, currentLanding);
  const { market, wordingSet } = landingLocale(template, launchWordingOverride());
  return useLandingWording(wordingSet, market);
}
