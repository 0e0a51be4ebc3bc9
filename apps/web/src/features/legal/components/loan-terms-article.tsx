import { INDIA, type LendingMarket } from '@loan/contract';
import { useMemo } from 'react';
import { siteConfig } from '@/config/site.ts';
import { loanTermsDocument } from '../content/loan-terms.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

/** The loan terms and conditions as an article, in the market's words, for the public site's page and home section. */
export function LoanTermsArticle({
  market = INDIA,
  showTitle = false,
}: {
  market?: LendingMarket;
  showTitle?: boolean;
}) {
  const document = useMemo(() => loanTermsDocument(siteConfig, market), [market]);
  return (
    <LegalDocumentView document={document} anchorPrefix="loan-terms" lang={market.wordingSet} showTitle={showTitle} />
  );
}
