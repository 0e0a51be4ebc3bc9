import { type LendingMarketId, PROMO_ENTRY, PROMO_HASH_PATHS, SITE_MARKET_PARAM } from '@loan/contract';
import { companyIn } from '@/config/site.ts';
import { siteLaunchLanguage, useLaunchMarket } from '@/platform/market.ts';
import { siteTextOf } from './content/site-text.ts';

/** The site's market (the one its HTML was built for, app/site/main.tsx), its words, and the lender's office there. */
export function useSite() {
  const market = useLaunchMarket();
  return {
    market,
    text: siteTextOf(market),
    company: companyIn(market.id as LendingMarketId),
    /** A page of the site in another market: the server opens it in that market and remembers the pick. */
    marketHref: (path: string, id: LendingMarketId) => `${path}?${SITE_MARKET_PARAM}=${id}`,
    /** The promotion landing's download page, in the site's wording. */
    downloadHref: `${PROMO_ENTRY}#${PROMO_HASH_PATHS.download}?language=${siteLaunchLanguage(market)}`,
  };
}
