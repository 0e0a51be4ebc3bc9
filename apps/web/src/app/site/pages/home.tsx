import { SITE_PATHS } from '@loan/contract';
import { siteConfig } from '@/config/site.ts';
import { LoanTermsArticle } from '@/features/legal/components/loan-terms-article.tsx';
import { PrivacyNoticeArticle } from '@/features/legal/components/privacy-notice-article.tsx';
import { Banner } from '@/features/site/components/banner.tsx';
import { ContactForm } from '@/features/site/components/contact-form.tsx';
import { FoldedDocument, SiteSection, StepCards } from '@/features/site/components/sections.tsx';
import { SLIDES } from '@/features/site/content/home.ts';

/** Home (spec §2): banner, image pages, the embedded privacy notice and loan terms, the contact form. */
export default function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">{`${siteConfig.brandName}: short-term cash loans from your phone`}</h1>
      <Banner slides={SLIDES} />
      <SiteSection id="how-it-works" heading="How it works">
        <StepCards />
      </SiteSection>
      <SiteSection id="privacy" heading="Privacy notice">
        <FoldedDocument summary="Read the privacy notice" href={SITE_PATHS.policy}>
          <PrivacyNoticeArticle language="en" showTitle={false} />
        </FoldedDocument>
      </SiteSection>
      <SiteSection id="loan-terms" heading="Loan terms and conditions">
        <FoldedDocument summary="Read the loan terms and conditions" href={SITE_PATHS.loanTerms}>
          <LoanTermsArticle />
        </FoldedDocument>
      </SiteSection>
      <SiteSection id="contact" heading="Contact us">
        <ContactForm />
      </SiteSection>
    </>
  );
}
