import { DEFAULT_MERCHANT_NUMBER, type LendingMarketId, PROMO_APP_NAME } from '@loan/contract';
import { DEMO_BRAND_NAME } from './brand.ts';
import { type Env, env } from './env.ts';

/**
 * The one site configuration: who the lender is (marketing site footer, loan terms, legal texts) and where its app is
 * (promotion landing). Demo values below (the `.example` domains cannot receive mail); every value can be replaced at
 * build time through `VITE_*` variables read by config/env.ts.
 */
export interface SiteConfig {
  /** Short brand of page titles and the header. */
  brandName: string;
  /** The lender; `address` and `phone` are its Mexican office's (the in-app legal texts are Mexico's). */
  company: {
    name: string;
    address: string;
    email: string;
    phone: string;
  };
  /** The office in each market: the public site's footer, contact page and loan terms show the visitor's market's. */
  offices: Record<LendingMarketId, { address: string; phone: string }>;
  /** Public address of the marketing site, as named in the loan terms. */
  siteUrl: string;
  /** Fixed short app identifier the promotion landing sends as `appName`. */
  appName: string;
  /** Merchant number the landing registers with when its URL gives none. */
  merchantNumber: string;
  app: {
    /** Opens the installed app (the settings' scheme URL). */
    schemeUrl: string;
    appStoreUrl: string;
    playStoreUrl: string;
  };
}

export const DEMO_SITE_CONFIG: SiteConfig = {
  brandName: DEMO_BRAND_NAME,
  company: {
    name: 'Lend H5 Financial Services',
    address: 'Av. Paseo de la Reforma 250, Col. Juárez, 06600 Ciudad de México, México',
    email: 'privacy@lend-h5.example',
    phone: '+52 55 1234 5678',
  },
  offices: {
    MX: {
      address: 'Av. Paseo de la Reforma 250, Col. Juárez, 06600 Ciudad de México, México',
      phone: '+52 55 1234 5678',
    },
    IN: { address: '14 MG Road, 2nd Floor, Bengaluru 560001, Karnataka, India', phone: '+91 80 4567 8900' },
  },
  siteUrl: 'https://www.lend-h5.example',
  appName: PROMO_APP_NAME,
  merchantNumber: DEFAULT_MERCHANT_NUMBER,
  app: {
    schemeUrl: 'lendh5://open',
    appStoreUrl: 'https://apps.apple.com/app/id0000000000',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=example.lendh5',
  },
};

/** A build variable wins when it is set and not empty. */
const pick = (value: string | undefined, fallback: string) => (value ? value : fallback);

export function buildSiteConfig(settings: Partial<Env>, demo: SiteConfig = DEMO_SITE_CONFIG): SiteConfig {
  const address = pick(settings.VITE_COMPANY_ADDRESS, demo.company.address);
  const phone = pick(settings.VITE_COMPANY_PHONE, demo.company.phone);
  return {
    brandName: pick(settings.VITE_BRAND_NAME, demo.brandName),
    company: {
      name: pick(settings.VITE_COMPANY_NAME, demo.company.name),
      address,
      email: pick(settings.VITE_COMPANY_EMAIL, demo.company.email),
      phone,
    },
    offices: {
      MX: { address, phone },
      IN: {
        address: pick(settings.VITE_COMPANY_ADDRESS_IN, demo.offices.IN.address),
        phone: pick(settings.VITE_COMPANY_PHONE_IN, demo.offices.IN.phone),
      },
    },
    siteUrl: pick(settings.VITE_SITE_URL, demo.siteUrl),
    appName: pick(settings.VITE_APP_NAME, demo.appName),
    merchantNumber: pick(settings.VITE_MERCHANT_NUMBER, demo.merchantNumber),
    app: {
      schemeUrl: pick(settings.VITE_APP_SCHEME_URL, demo.app.schemeUrl),
      appStoreUrl: pick(settings.VITE_APP_STORE_URL, demo.app.appStoreUrl),
      playStoreUrl: pick(settings.VITE_PLAY_STORE_URL, demo.app.playStoreUrl),
    },
  };
}

export const siteConfig: SiteConfig = buildSiteConfig(env);

/** The lender as a visitor of a market reads it: its name and e-mail, and its office in that market. */
export function companyIn(marketId: LendingMarketId, config: SiteConfig = siteConfig): SiteConfig['company'] {
  return { ...config.company, ...config.offices[marketId] };
}
