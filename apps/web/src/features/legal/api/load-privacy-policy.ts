import type { LendingMarketId } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDocument } from '../content/types.ts';

/**
 * Each market's notice, under its own data-protection law and naming the lender's office there (India's DPDP Act in
 * English, Mexico's LFPDPPP in Spanish), is its own chunk: a reader downloads only the notice they read.
 */
const PRIVACY_NOTICE: Record<LendingMarketId, () => Promise<LegalDocument>> = {
  IN: async () => (await import('../content/privacy-policy.en.ts')).privacyPolicyEn,
  MX: async () => (await import('../content/privacy-policy.es.ts')).privacyPolicyEs,
};

export const loadPrivacyPolicy = (market: LendingMarketId): Promise<LegalDocument> => PRIVACY_NOTICE[market]();

export const privacyPolicyQuery = (market: LendingMarketId) =>
  queryOptions({
    queryKey: ['legal', 'privacy-policy', market],
    queryFn: () => loadPrivacyPolicy(market),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePrivacyPolicy(market: LendingMarketId) {
  return useQuery(privacyPolicyQuery(market));
}
