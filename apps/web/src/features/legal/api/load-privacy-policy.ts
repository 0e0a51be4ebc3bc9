import type { AppWordingSet, LendingMarketId } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDocument } from '../content/types.ts';

/**
 * The market picks the law (India's DPDP Act with the Bengaluru registered office, Mexico's LFPDPPP with the Mexico
 * City domicile), the wording only the words: a Mexican borrower reading English gets Mexico's notice in English.
 * Each of the four is its own chunk, so a reader downloads only the notice they read.
 */
const PRIVACY_NOTICE: Record<LendingMarketId, Record<AppWordingSet, () => Promise<LegalDocument>>> = {
  IN: {
    en: async () => (await import('../content/privacy-policy.in.en.ts')).privacyPolicyInEn,
    es: async () => (await import('../content/privacy-policy.in.es.ts')).privacyPolicyInEs,
  },
  MX: {
    en: async () => (await import('../content/privacy-policy.mx.en.ts')).privacyPolicyMxEn,
    es: async () => (await import('../content/privacy-policy.mx.es.ts')).privacyPolicyMxEs,
  },
};

export const loadPrivacyPolicy = (market: LendingMarketId, wording: AppWordingSet): Promise<LegalDocument> =>
  PRIVACY_NOTICE[market][wording]();

export const privacyPolicyQuery = (market: LendingMarketId, wording: AppWordingSet) =>
  queryOptions({
    queryKey: ['legal', 'privacy-policy', market, wording],
    queryFn: () => loadPrivacyPolicy(market, wording),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePrivacyPolicy(market: LendingMarketId, wording: AppWordingSet) {
  return useQuery(privacyPolicyQuery(market, wording));
}
