import type { WordingSet } from '@loan/contract';

/** The legal texts exist in English and Spanish; every other set reads the Spanish default (spec §1). */
export type LegalLanguage = 'en' | 'es';

export function legalLanguage(set: WordingSet): LegalLanguage {
  return set === 'en' ? 'en' : 'es';
}

/** A stable anchor id for a section heading, so a support agent can link to `#privacy-cookies`. */
export function sectionAnchor(prefix: string, heading: string, index: number): string {
  const slug = heading
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${prefix}-${slug || index + 1}`;
}
