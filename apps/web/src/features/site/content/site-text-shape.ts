import type { LendingMarketId } from '@loan/contract';

/** The words of the public site in one wording set: English for India, Spanish for Mexico. */
export interface SiteText {
  skipToContent: string;
  /** The switch between the markets the site speaks for: its label and each market's name. */
  marketSwitch: { label: string; names: Record<LendingMarketId, string> };
  menu: string;
  mainNavigation: string;
  apply: string;
  homeHeading: (brand: string) => string;
  banner: {
    label: string;
    play: string;
    pause: string;
    slideOf: (n: number, count: number) => string;
    showSlide: (n: number, count: number, heading: string) => string;
    slides: readonly { heading: string; text: string; alt: string }[];
  };
  howItWorks: string;
  steps: (terms: {
    minTermDays: number;
    maxTermDays: number;
    decisionDays: number;
    creditMin: number;
    creditMax: number;
  }) => readonly { heading: string; text: string }[];
  example: {
    heading: string;
    /** One sentence each, figures already formatted in the market's currency. */
    lines: (figures: {
      amount: string;
      termDays: number;
      commission: string;
      tax: string;
      taxName: string;
      taxRatePct: number;
      dailyInterest: string;
      interest: string;
      received: string;
      totalRepay: string;
      annualCost: string;
    }) => readonly string[];
  };
  getTheApp: {
    heading: string;
    text: string;
    appStoreSmall: string;
    googlePlaySmall: string;
  };
  privacyHeading: string;
  readPrivacy: string;
  loanTermsHeading: string;
  readLoanTerms: string;
  openAsPage: string;
  contactHeading: string;
  writeToUs: string;
  reachUs: string;
  form: {
    label: string;
    name: string;
    telephone: string;
    telephoneHint: (example: string) => string;
    email: string;
    remark: string;
    submit: string;
    sending: string;
  };
  details: { email: string; phone: string; address: string };
  aboutHeading: string;
  about: readonly string[];
  reviews: { heading: string; paragraphs: readonly string[]; storesHeading: string };
  privacyPageHeading: string;
  loanTermsPageHeading: string;
  regulator: (authority: string) => string;
  regulatorContact: string;
  copyright: (company: string, year: number) => string;
  notFound: { heading: string; text: string; home: string };
}
