import { LoanTermsArticle } from '@/features/legal/components/loan-terms-article.tsx';
import { RepresentativeExample, SiteSection } from '@/features/site/components/sections.tsx';
import { useSite } from '@/features/site/use-site.ts';

export default function LoanTermsPage() {
  const { market, text } = useSite();
  return (
    <>
      <h1 className="site-page-title">{text.loanTermsPageHeading}</h1>
      <SiteSection id="example" heading={text.example.heading}>
        <RepresentativeExample />
      </SiteSection>
      <LoanTermsArticle market={market} />
    </>
  );
}
