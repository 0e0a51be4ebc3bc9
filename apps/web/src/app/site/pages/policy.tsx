import type { LendingMarketId } from '@loan/contract';
import type { QueryClient } from '@tanstack/react-query';
import { privacyPolicyQuery } from '@/features/legal/api/load-privacy-policy.ts';
import { PrivacyNoticeArticle } from '@/features/legal/components/privacy-notice-article.tsx';
import { useSite } from '@/features/site/use-site.ts';
import { launchMarket } from '@/platform/market.ts';

/** The privacy notice's text (its own chunk), in the HTML and before hydration. */
export const prefetch = (client: QueryClient) => {
  const market = launchMarket();
  return client.prefetchQuery(privacyPolicyQuery(market.id as LendingMarketId, market.wordingSet));
};

export default function PolicyPage() {
  const { market, text } = useSite();
  return (
    <>
      <h1 className="site-page-title">{text.privacyPageHeading}</h1>
      <PrivacyNoticeArticle market={market} showTitle={false} />
    </>
  );
}
