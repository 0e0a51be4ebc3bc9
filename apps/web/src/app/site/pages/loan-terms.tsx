import { LoanTermsArticle } from '@/features/legal/components/loan-terms-article.tsx';

export default function LoanTermsPage() {
  return (
    <>
      <h1 className="site-page-title">Loan terms and conditions</h1>
      <LoanTermsArticle />
    </>
  );
}
