import type { WordingSet } from '@loan/contract';
import type { AgreementSection } from './agreement-section.ts';

export type { AgreementSection };

/** Each language's user agreement is its own chunk: a visitor downloads only the one they read. */
const AGREEMENT: Record<WordingSet, () => Promise<AgreementSection[]>> = {
  en: async () => (await import('./agreement.en.ts')).agreementEn,
  es: async () => (await import('./agreement.es.ts')).agreementEs,
  zh: async () => (await import('./agreement.zh.ts')).agreementZh,
};

export const loadAgreement = (set: WordingSet): Promise<AgreementSection[]> => AGREEMENT[set]();
