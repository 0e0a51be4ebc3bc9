import { DEFAULT_PROVIDER } from '@loan/contract';
import * as z from 'zod/mini';

/**
 * The only reader of `import.meta.env`. Every setting is parsed here so a wrong build variable fails loudly at
 * start instead of producing odd URLs later.
 */
const siteText = z.optional(z.string().check(z.maxLength(200)));

const envSchema = z.object({
  /** Origin (and optional path) of the API; empty means the page's own origin. */
  VITE_API_BASE: z.pipe(
    z._default(z.string(), ''),
    z.transform((base: string) => base.replace(/\/+$/, '')),
  ),
  /** `{provider}` segment of the versioned API paths. */
  VITE_PROVIDER: z.pipe(
    z._default(
      z.string().check(z.regex(/^[a-z0-9-]*$/i, 'VITE_PROVIDER must be letters, digits or dashes')),
      DEFAULT_PROVIDER,
    ),
    z.transform((provider: string) => provider || DEFAULT_PROVIDER),
  ),
  /** Site configuration overrides (config/site.ts); unset or empty keeps the demo identity. */
  VITE_BRAND_NAME: siteText,
  VITE_COMPANY_NAME: siteText,
  VITE_COMPANY_ADDRESS: siteText,
  VITE_COMPANY_EMAIL: z.optional(z.union([z.literal(''), z.email()])),
  VITE_COMPANY_PHONE: siteText,
  VITE_SITE_URL: z.optional(z.union([z.literal(''), z.url()])),
  VITE_APP_NAME: z.optional(z.string().check(z.regex(/^[\w-]{0,32}$/, 'VITE_APP_NAME must be a short identifier'))),
  VITE_MERCHANT_NUMBER: z.optional(z.string().check(z.regex(/^[\w-]{0,32}$/, 'VITE_MERCHANT_NUMBER must be short'))),
  VITE_APP_SCHEME_URL: siteText,
  VITE_APP_STORE_URL: z.optional(z.union([z.literal(''), z.url()])),
  VITE_PLAY_STORE_URL: z.optional(z.union([z.literal(''), z.url()])),
});

export type Env = z.infer<typeof envSchema>;

/** Only these keys are read: Vite's own (`MODE`, `BASE_URL`…) are not settings of ours. */
const ENV_KEYS = Object.keys(envSchema.shape) as (keyof Env)[];

export function parseEnv(source: Record<string, unknown>): Env {
  const picked: Record<string, unknown> = {};
  for (const key of ENV_KEYS) picked[key] = source[key];
  return envSchema.parse(picked);
}

export const env: Env = parseEnv(import.meta.env);
