import type { SiteText } from './site-text-shape.ts';

export const siteTextEn: SiteText = {
  skipToContent: 'Skip to content',
  marketSwitch: { label: 'Country', names: { MX: 'Mexico', IN: 'India' } },
  menu: 'Menu',
  mainNavigation: 'Main',
  apply: 'Apply in the app',
  homeHeading: (brand) => `${brand}: short-term loans from your phone`,
  banner: {
    label: 'Highlights',
    play: 'Play slideshow',
    pause: 'Pause slideshow',
    slideOf: (n, count) => `${n} of ${count}`,
    showSlide: (n, count, heading) => `Show slide ${n} of ${count}: ${heading}`,
    slides: [
      {
        heading: 'Apply from your phone',
        text: 'A few questions in the app, no paperwork, no queues. We decide within 1 day.',
        alt: 'A phone showing an approved loan beside a stack of coins',
      },
      {
        heading: 'Clear costs, no surprises',
        text: 'Amount, interest, fees, APR and due date are shown before you accept.',
        alt: 'A loan statement with every cost listed, under a magnifying glass',
      },
      {
        heading: 'Repay your way',
        text: 'Pay by bank transfer or at a store, early or on the due date.',
        alt: 'A calendar with the due date ticked, next to a bank card',
      },
    ],
  },
  howItWorks: 'How it works',
  steps: (t) => [
    {
      heading: 'Apply in the app',
      text: `Tell us how much you need and for how long: loans run from ${t.minTermDays} to ${t.maxTermDays} days.`,
    },
    {
      heading: 'Get a decision',
      text: `We decide on a complete application within ${t.decisionDays} day and tell you in the app.`,
    },
    {
      heading: 'Receive the money',
      text: `The loan reaches your bank account within ${t.creditMin}–${t.creditMax} days of accepting the offer.`,
    },
  ],
  example: {
    heading: 'Representative example',
    lines: (f) => [
      `Borrow ${f.amount} for ${f.termDays} days, repaid in one payment at the end of the term.`,
      `Interest of ${f.dailyInterest} a day: ${f.interest}. Processing fee ${f.commission} plus ${f.taxRatePct}% ${f.taxName} of ${f.tax}, deducted when the loan is paid out: you receive ${f.received}.`,
      `Total to repay: ${f.totalRepay}. APR ${f.annualCost}.`,
      'Your own amount, term, fees and APR are shown in the app before you accept; late payment adds the penalties set out in the loan terms.',
    ],
  },
  getTheApp: {
    heading: 'Get the app',
    text: 'Applications, contracts and repayments are all in the app. Register with your phone number, then sign in with it.',
    appStoreSmall: 'Download on the',
    googlePlaySmall: 'Get it on',
  },
  privacyHeading: 'Privacy notice',
  readPrivacy: 'Read the privacy notice',
  loanTermsHeading: 'Loan terms and conditions',
  readLoanTerms: 'Read the loan terms and conditions',
  openAsPage: 'Open as a page',
  contactHeading: 'Contact us',
  writeToUs: 'Write to us',
  reachUs: 'Reach us',
  form: {
    label: 'Contact form',
    name: 'Name',
    telephone: 'Telephone',
    telephoneHint: (example) => `A mobile number, e.g. ${example}`,
    email: 'E-mail',
    remark: 'Remark',
    submit: 'Submit',
    sending: 'Sending…',
  },
  details: { email: 'E-mail', phone: 'Phone', address: 'Address' },
  aboutHeading: 'About us',
  about: [
    'We lend small amounts for short periods to people who need money quickly and want to know exactly what it costs.',
    'Everything happens in the app: the application, the decision, the contract, the repayment and, if you need it, a complaint. Our support team answers by telephone, WhatsApp and e-mail.',
    'We show the full cost of a loan, its APR included, before you accept it, we never charge a fee that was not in the offer, and we treat your data as the privacy notice says.',
  ],
  reviews: {
    heading: 'Reviews',
    paragraphs: [
      'We do not publish testimonials we chose ourselves. Borrowers rate and review the app on the App Store and Google Play, where anyone can read every review, good or bad.',
      'If something went wrong with your loan, tell us through the contact form or the complaint page in the app: we answer every complaint, and you can take it to the regulator if our answer does not satisfy you.',
    ],
    storesHeading: 'Read the reviews',
  },
  privacyPageHeading: 'Privacy notice',
  loanTermsPageHeading: 'Loan terms and conditions',
  regulator: (authority) => `Complaints we do not resolve can be taken to the ${authority}.`,
  regulatorContact: 'Regulator’s website',
  copyright: (company, year) => `© ${year} ${company}. All rights reserved.`,
  notFound: {
    heading: 'Page not found',
    text: 'There is no page at this address. It may have moved, or the link may be mistyped (addresses are case-sensitive).',
    home: 'Go to the home page',
  },
};
