import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDocument } from '../content/types.ts';
import type { LegalLanguage } from '../rules.ts';

/** Each language's text is its own chunk: a borrower downloads only the notice they read. */
const PRIVACY_POLICY: Record<LegalLanguage, () => Promise<LegalDocument>> = {
  en: async () => (await import('../content/privacy-policy.en.ts')).privacyPolicyEn,
  es: async () => (await import('../content/privacy-policy.es.ts')).privacyPolicyEs,
};

export const loadPrivacyPolicy = (language: LegalLanguage): Promise<LegalDocument> => PRIVACY_POLICY[language]();

export const privacyPolicyQuery = (language: LegalLanguage) =>
  queryOptions({
    queryKey: ['legal', 'privacy-policy', language],
    queryFn: () => loadPrivacyPolicy(language),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePrivacyPolicy(language: LegalLanguage) {
  return useQuery(privacyPolicyQuery(language));
}
