import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDocument } from '../content/types.ts';
import type { LegalLanguage } from '../rules.ts';

/** Each language's text is its own chunk: a borrower downloads only the notice they read. */
export async function loadPrivacyPolicy(language: LegalLanguage): Promise<LegalDocument> {
  if (language === 'en') return (await import('../content/privacy-policy.en.ts')).privacyPolicyEn;
  return (await import('../content/privacy-policy.es.ts')).privacyPolicyEs;
}

export const privacyPolicyQuery = (language: LegalLanguage) =>
  queryOptions({
    queryKey: ['legal', 'privacy-policy', language],
    queryFn: () => loadPrivacyPolicy(language),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePrivacyPolicy(language: LegalLanguage) {
  return useQuery(privacyPolicyQuery(language));
}
