import type { WordingSet } from '@loan/contract';

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

/** Each language's user agreement is its own chunk: a visitor downloads only the one they read. */
export async function loadAgreement(set: WordingSet): Promise<AgreementSection[]> {
  if (set === 'en') return (await import('./agreement.en.ts')).agreementEn;
  if (set === 'es') return (await import('./agreement.es.ts')).agreementEs;
  return (await import('./agreement.zh.ts')).agreementZh;
}
