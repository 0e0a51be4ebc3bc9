import type { LendingMarket } from '@loan/contract';

/** The legal texts exist in the wording of each lending market (English for India, Spanish for Mexico). */
export type LegalLanguage = LendingMarket['wordingSet'];

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
