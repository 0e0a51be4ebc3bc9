import { siteConfig } from '@/config/site.ts';

/** Identity of the lender as shown in the legal texts: the site configuration's (config/site.ts), one source. */
export const company = siteConfig.company;

/** Date of the last revision of the legal texts, year-month-day. */
export const legalUpdated = '2026-11-23';
