import { type LendingMarketId, SITE_PATHS } from '@loan/contract';
import type { QueryClient } from '@tanstack/react-query';
import { siteConfig } from '@/config/site.ts';
import { privacyPolicyQuery } from '@/features/legal/api/load-privacy-policy.ts';
import { LoanTermsArticle } from '@/features/legal/components/loan-terms-article.tsx';
import { PrivacyNoticeArticle } from '@/features/legal/components/privacy-notice-article.tsx';
import { SiteBanner } from '@/features/site/components/banner.tsx';
import { ContactForm } from '@/features/site/components/contact-form.tsx';
import { Island } from '@/features/site/components/island.tsx';
import {
  AppBadges,
  FoldedDocument,
  RepresentativeExample,
  SiteSection,
  StepCards,
} from '@/features/site/components/sections.tsx';
import { useSite } from '@/features/site/use-site.ts';
import { launchMarket } from '@/platform/market.ts';

/**
 * Home: banner, how it works, the representative example, the app, the embedded privacy notice and loan
 * terms, the contact form.
 */
/** The privacy notice's text (its own chunk), in the HTML and before hydration. */
export const prefetch = (client: QueryClient) => {
  const market = launchMarket();
  return client.prefetchQuery(privacyPolicyQuery(market.id as LendingMarketId, market.wordingSet));
};

export default function HomePage() {
  const { market, text, downloadHref } = useSite();
  return (
    <>
      <h1 className="visually-hidden">{text.homeHeading(siteConfig.brandName)}</h1>
      <Island name="banner">
        <SiteBanner />
      </Island>
      <p className="site-cta">
        <a className="site-button" href={downloadHref}>
          {text.apply}
        </a>
      </p>
      <SiteSection id="how-it-works" heading={text.howItWorks}>
        <StepCards />
      </SiteSection>
      <SiteSection id="example" heading={text.example.heading}>
        <RepresentativeExample />
      </SiteSection>
      <SiteSection id="get-the-app" heading={text.getTheApp.heading}>
        <p className="site-prose">{text.getTheApp.text}</p>
        <AppBadges />
      </SiteSection>
      <SiteSection id="privacy" heading={text.privacyHeading}>
        <FoldedDocument summary={text.readPrivacy} href={SITE_PATHS.policy}>
          <PrivacyNoticeArticle market={market} showTitle={false} />
        </FoldedDocument>
      </SiteSection>
      <SiteSection id="loan-terms" heading={text.loanTermsHeading}>
        <FoldedDocument summary={text.readLoanTerms} href={SITE_PATHS.loanTerms}>
          <LoanTermsArticle market={market} />
        </FoldedDocument>
      </SiteSection>
      <SiteSection id="contact" heading={text.contactHeading}>
        <Island name="contact-form">
          <ContactForm />
        </Island>
      </SiteSection>
    </>
  );
}
