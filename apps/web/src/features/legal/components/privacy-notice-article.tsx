import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { usePrivacyPolicy } from '../api/load-privacy-policy.ts';
import type { LegalLanguage } from '../rules.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

/** The privacy notice as an article (its text chunk loads on demand), for pages that embed it. */
export function PrivacyNoticeArticle({ language, showTitle = true }: { language: LegalLanguage; showTitle?: boolean }) {
  const policy = usePrivacyPolicy(language);
  if (policy.isPending) return <LoadingSkeleton lines={8} />;
  if (policy.isError)
    return <FailedState error={policy.error} onRetry={() => policy.refetch()} retrying={policy.isFetching} />;
  return <LegalDocumentView document={policy.data} anchorPrefix="privacy" lang={language} showTitle={showTitle} />;
}
