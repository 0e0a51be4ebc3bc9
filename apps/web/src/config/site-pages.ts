/**
 * The public marketing site's pages: path, navigation label, document title and meta description. Plain data with no
 * imports, because vite.config.ts reads it too: the build writes one HTML file per page with its own title and
 * description, so search engines and link previews see them without running any script.
 */
/** Brand of the demo identity; the site configuration (config/site.ts) can replace it at build time. */
export const DEMO_BRAND_NAME = 'Lend H5';

/** Fills the `{brand}` marker of a page's title or description. */
export const withBrand = (text: string, brand: string): string => text.split('{brand}').join(brand);

export interface SitePage {
  key: 'home' | 'about' | 'userEvaluate' | 'policy' | 'loanTerms' | 'contact';
  path: string;
  navLabel: string;
  title: string;
  description: string;
}

/** In the order of the top navigation (spec §2). Paths are the contract's SITE_PATHS (checked by a unit test). */
export const SITE_PAGES: readonly SitePage[] = [
  {
    key: 'home',
    path: '/',
    navLabel: 'Home',
    title: '{brand} — short-term cash loans from your phone',
    description:
      'Apply for a short-term cash loan in minutes, get a decision within 1 day and the money within 1–3 days.',
  },
  {
    key: 'about',
    path: '/About',
    navLabel: 'About us',
    title: 'About us — {brand}',
    description: 'Who we are and how we lend: fast, transparent short-term loans with every cost shown up front.',
  },
  {
    key: 'userEvaluate',
    path: '/User',
    navLabel: 'User Evaluate',
    title: 'User reviews — {brand}',
    description: 'What borrowers say about applying, receiving and repaying their loans with {brand}.',
  },
  {
    key: 'policy',
    path: '/Policy',
    navLabel: 'Privacy Policy',
    title: 'Privacy notice — {brand}',
    description: 'What personal data we process, why, for how long, and how to exercise your data rights.',
  },
  {
    key: 'loanTerms',
    path: '/Loan',
    navLabel: 'Loan terms and conditions',
    title: 'Loan terms and conditions — {brand}',
    description:
      'Loan terms of 91 to 365 days, late payment penalties, prepayment, address changes and assignment of loans.',
  },
  {
    key: 'contact',
    path: '/Contact',
    navLabel: 'Contact us',
    title: 'Contact us — {brand}',
    description: 'Write to us, call us or send us a message through the contact form.',
  },
];
