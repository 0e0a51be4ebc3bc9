import { DEFAULT_PROVIDER } from '@loan/contract';
import * as z from 'zod/mini';

/**
 * The only reader of `import.meta.env`. Every setting is parsed here so a wrong build variable fails loudly at
 * start instead of producing odd URLs later.
 */
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
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  return envSchema.parse({ VITE_API_BASE: source.VITE_API_BASE, VITE_PROVIDER: source.VITE_PROVIDER });
}

export const env: Env = parseEnv(import.meta.env);
