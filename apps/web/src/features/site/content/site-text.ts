import type { LendingMarket } from '@loan/contract';
import { siteTextEn } from './site-text.en.ts';
import { siteTextEs } from './site-text.es.ts';
import type { SiteText } from './site-text-shape.ts';

export type { SiteText };

/** The site's words for a market (its wording set). */
const TEXTS: Record<LendingMarket['wordingSet'], SiteText> = { en: siteTextEn, es: siteTextEs };
export const siteTextOf = (market: LendingMarket): SiteText => TEXTS[market.wordingSet];
