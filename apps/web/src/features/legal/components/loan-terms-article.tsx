import { useMemo } from 'react';
import { loanTermsDocument } from '../content/loan-terms.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

/** The loan terms and conditions as an article, for the public site's page and home section. */
export function LoanTermsArticle({ showTitle = false }: { showTitle?: boolean }) {
  const document = useMemo(() => loanTermsDocument(), []);
  return <LegalDocumentView document={document} anchorPrefix="loan-terms" lang="en" showTitle={showTitle} />;
}
