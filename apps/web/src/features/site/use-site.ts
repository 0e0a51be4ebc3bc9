import { type LendingMarketId, PROMO_ENTRY, PROMO_HASH_PATHS } from '@loan/contract';
import { companyIn } from '@/config/site.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { useLaunchMarket } from '@/platform/market.ts';
import { siteTextOf } from './content/site-text.ts';

/** The site's market (from its `language`), its words, and the lender's office there. */
export function useSite() {
  const market = useLaunchMarket();
  const language = getLaunchContext().language ?? '1';
  return {
    market,
    language,
    text: siteTextOf(market),
    company: companyIn(market.id as LendingMarketId),
    /** A site page's link keeping the site's language. */
    href: (path: string) => `${path}?language=${language}`,
    /** The promotion landing's download page, in the site's language. */
    downloadHref: `${PROMO_ENTRY}#${PROMO_HASH_PATHS.download}?language=${language}`,
  };
}
