import { fileURLToPath } from 'node:url';
import { DEFAULT_MERCHANT_NUMBER, DEFAULT_PROVIDER, PROMO_APP_NAME, SMS_DAILY_BUDGET_DEFAULT } from '@loan/contract';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The only place the server reads `process.env`. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** unset → embedded PGlite in ./data/, `memory://` → in-memory PGlite, `postgres://…` → that PostgreSQL */
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `{provider}` segment of the versioned API paths. */
  PROVIDER: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/)
    .default(DEFAULT_PROVIDER),
  /** Promotion landing: the app identifier registrations are recorded under, and the merchant used when none is sent. */
  PROMO_APP_NAME: z
    .string()
    .regex(/^[\w-]{1,32}$/)
    .default(PROMO_APP_NAME),
  DEFAULT_MERCHANT_NUMBER: z
    .string()
    .regex(/^[\w-]{1,32}$/)
    .default(DEFAULT_MERCHANT_NUMBER),
  /** Built web app to serve; absent → the API only. */
  WEB_DIST: z.string().default(`${repoRoot}apps/web/dist`),
  DATA_DIR: z.string().default(`${repoRoot}data`),
  /** Support agents' bearer token; every staff route refuses while it is unset. */
  STAFF_TOKEN: z.string().min(16).optional(),
  /** Registration codes expected in a rolling day; beyond it an alert is logged and every captcha is the hard one. */
  SMS_DAILY_BUDGET: z.coerce.number().int().positive().default(SMS_DAILY_BUDGET_DEFAULT),
  /** Requests per minute per IP across the API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * Where uploaded photos live: `database` (shared by every server; default on PostgreSQL) or `disk`
   * (DATA_DIR/uploads, a single machine; default on the embedded database).
   */
  UPLOAD_STORAGE: z.enum(['database', 'disk']).optional(),
  /** Set when running behind a load balancer that sets X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
