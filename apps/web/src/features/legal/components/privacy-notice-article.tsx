import type { LendingMarket, LendingMarketId } from '@loan/contract';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { usePrivacyPolicy } from '../api/load-privacy-policy.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

/**
 * A market's privacy notice in that market's own language, as an article (its text chunk loads on demand), for the
 * public site's pages: the site is worded in its market's language.
 */
export function PrivacyNoticeArticle({ market, showTitle = true }: { market: LendingMarket; showTitle?: boolean }) {
  const policy = usePrivacyPolicy(market.id as LendingMarketId, market.wordingSet);
  if (policy.isPending) return <LoadingSkeleton lines={8} />;
  if (policy.isError)
    return <FailedState error={policy.error} onRetry={() => policy.refetch()} retrying={policy.isFetching} />;
  return (
    <LegalDocumentView document={policy.data} anchorPrefix="privacy" lang={market.wordingSet} showTitle={showTitle} />
  );
}
