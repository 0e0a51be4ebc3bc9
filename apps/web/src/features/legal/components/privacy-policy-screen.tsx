import type { LendingMarketId } from '@loan/contract';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { useBorrowerMarket } from '@/platform/borrower-market.ts';
import { usePrivacyPolicy } from '../api/load-privacy-policy.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

export function PrivacyPolicyScreen() {
  const { t } = useWording();
  // The notice of the law that applies: the borrower's market's, in that market's language.
  const market = useBorrowerMarket();
  const language = market.wordingSet;
  const policy = usePrivacyPolicy(market.id as LendingMarketId);

  return (
    <Page title={t('titlePrivacyPolicy')}>
      {policy.isPending ? (
        <LoadingSkeleton lines={8} />
      ) : policy.isError ? (
        <FailedState error={policy.error} onRetry={() => policy.refetch()} retrying={policy.isFetching} />
      ) : (
        <LegalDocumentView document={policy.data} anchorPrefix="privacy" lang={language} showTitle />
      )}
    </Page>
  );
}
