import { fileURLToPath } from 'node:url';
import { DEFAULT_MERCHANT_NUMBER, DEFAULT_PROVIDER, PROMO_APP_NAME } from '@loan/contract';
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
  /** Requests per minute per IP across the API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * Where uploaded photos live: `database` (shared by every server; default on PostgreSQL) or `disk`
   * (DATA_DIR/uploads, a single machine; default on the embedded database).
   */
  UPLOAD_STORAGE: z.enum(['database', 'disk']).optional(),
  /** PostgreSQL statement timeout: a stuck database gives fast 503s instead of hung requests. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** PostgreSQL idle-in-transaction timeout: a transaction left open this long is ended by the database. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** Open client connections per server; more are refused at once, so idle sockets cannot use up the descriptors. */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1_000),
  /** A connection that sends nothing for this long is closed (also a fresh one that never sends a request). */
  HTTP_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** An idle keep-alive connection is closed after this long; behind a load balancer, above its idle timeout. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** The longest a whole request (headers and body, e.g. a photo upload on a slow phone) may take to arrive. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** On SIGTERM, in-flight requests get this long to finish; then every connection is closed and the process exits. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
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
