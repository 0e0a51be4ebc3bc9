import { DEFAULT_PROVIDER } from '@loan/contract';

/**
 * The only reader of `import.meta.env`. Every setting is parsed here so a wrong build variable fails loudly at
 * start instead of producing odd URLs later. Checked by hand rather than with zod: the legal and marketing pages read
 * the site configuration and fetch nothing, so they would otherwise download zod for a handful of strings.
 */
export interface Env {
  /** Origin (and optional path) of the API; empty means the page's own origin. */
  VITE_API_BASE: string;
  /** `{provider}` segment of the versioned API paths. */
  VITE_PROVIDER: string;
  /** Site configuration overrides (config/site.ts); unset or empty keeps the demo identity. */
  VITE_BRAND_NAME?: string;
  VITE_COMPANY_NAME?: string;
  VITE_COMPANY_ADDRESS?: string;
  VITE_COMPANY_EMAIL?: string;
  VITE_COMPANY_PHONE?: string;
  /** The lender's office in India (the address and phone above are Mexico's). */
  VITE_COMPANY_ADDRESS_IN?: string;
  VITE_COMPANY_PHONE_IN?: string;
  VITE_SITE_URL?: string;
  VITE_APP_NAME?: string;
  VITE_MERCHANT_NUMBER?: string;
  VITE_APP_SCHEME_URL?: string;
  VITE_APP_STORE_URL?: string;
  VITE_PLAY_STORE_URL?: string;
}

type Check = (value: string) => string | null;

const maxLength =
  (max: number): Check =>
  (value) =>
    value.length <= max ? null : `at most ${max} characters`;
const matches =
  (pattern: RegExp, problem: string): Check =>
  (value) =>
    pattern.test(value) ? null : problem;
const isHttpUrl: Check = (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) ? null : 'an http(s) URL';
  } catch {
    return 'an http(s) URL';
  }
};

const SHORT_ID = matches(/^[\w-]{0,32}$/, 'a short identifier (letters, digits, _ or -)');

/** Optional settings: unset or empty is allowed, anything else must pass its check. */
const OPTIONAL_CHECKS: Record<Exclude<keyof Env, 'VITE_API_BASE' | 'VITE_PROVIDER'>, Check> = {
  VITE_BRAND_NAME: maxLength(60),
  VITE_COMPANY_NAME: maxLength(200),
  VITE_COMPANY_ADDRESS: maxLength(200),
  VITE_COMPANY_EMAIL: matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address'),
  VITE_COMPANY_PHONE: maxLength(40),
  VITE_COMPANY_ADDRESS_IN: maxLength(200),
  VITE_COMPANY_PHONE_IN: maxLength(40),
  VITE_SITE_URL: isHttpUrl,
  VITE_APP_NAME: SHORT_ID,
  VITE_MERCHANT_NUMBER: SHORT_ID,
  VITE_APP_SCHEME_URL: matches(/^[a-z][a-z0-9+.-]*:\/\/\S*$/i, 'a URL with a scheme (myapp://open)'),
  VITE_APP_STORE_URL: isHttpUrl,
  VITE_PLAY_STORE_URL: isHttpUrl,
};

function stringSetting(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new Error(`Invalid build setting ${key}: expected text`);
  return value;
}

export function parseEnv(source: Record<string, unknown>): Env {
  const provider = stringSetting(source, 'VITE_PROVIDER') ?? '';
  if (!/^[a-z0-9-]*$/i.test(provider)) {
    throw new Error('Invalid build setting VITE_PROVIDER: VITE_PROVIDER must be letters, digits or dashes');
  }
  const env: Env = {
    VITE_API_BASE: (stringSetting(source, 'VITE_API_BASE') ?? '').replace(/\/+$/, ''),
    VITE_PROVIDER: provider || DEFAULT_PROVIDER,
  };
  for (const [key, check] of Object.entries(OPTIONAL_CHECKS) as [keyof typeof OPTIONAL_CHECKS, Check][]) {
    const value = stringSetting(source, key);
    if (value === undefined) continue;
    const problem = value === '' ? null : check(value);
    if (problem) throw new Error(`Invalid build setting ${key}: expected ${problem}`);
    env[key] = value;
  }
  return env;
}

export const env: Env = parseEnv(import.meta.env);
