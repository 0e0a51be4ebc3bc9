import type { LendingMarketId } from '@loan/contract';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { useBorrowerMarket } from '@/platform/borrower-market.ts';
import { usePrivacyPolicy } from '../api/load-privacy-policy.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

export function PrivacyPolicyScreen() {
  const { t, set: wording } = useWording();
  // The law is the borrower's market's; the words are the reader's, like every other in-app text.
  const market = useBorrowerMarket();
  const policy = usePrivacyPolicy(market.id as LendingMarketId, wording);

  return (
    <Page title={t('title.privacyPolicy')}>
      {policy.isPending ? (
        <LoadingSkeleton lines={8} />
      ) : policy.isError ? (
        <FailedState error={policy.error} onRetry={() => policy.refetch()} retrying={policy.isFetching} />
      ) : (
        <LegalDocumentView document={policy.data} anchorPrefix="privacy" lang={wording} showTitle />
      )}
    </Page>
  );
}
