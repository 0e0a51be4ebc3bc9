import { isIP } from 'node:net';
import {
  COMPLAINTS_PER_BORROWER_PER_DAY,
  DEFAULT_MERCHANT_NUMBER,
  DEFAULT_PROVIDER,
  HOUR_MS,
  lendingMarketById,
  MARKET_PAYMENT_PROVIDERS,
  POW_MAX_NUMBER_DEFAULT,
  PROMO_APP_NAME,
  SMS_DAILY_BUDGET_DEFAULT,
  SMS_IP_HARD_CAPTCHA_AFTER,
  UNREFERENCED_UPLOAD_TTL_HOURS,
  UPLOADS_PER_BORROWER_PER_DAY,
} from '@loan/contract';
import { z } from 'zod';
import { repoRoot } from '../paths.ts';
import { smsEnvShape, smsSettingProblems } from './sms-settings.ts';

/** A proxy address or CIDR range, IPv4 or IPv6 (`10.0.0.0/8`, `192.168.1.10`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** `TRUST_PROXY` as Fastify's `trustProxy` takes it: never `true`, which believes whatever a client writes. */
export function parseTrustProxy(value: string): false | number | string[] | undefined {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/** The only place the server reads `process.env`. */
/** Known to everyone who reads this file: the demo's keys for codes and SMS texts at rest, refused in production. */
export const DEV_AT_REST_KEYS = {
  ONE_TIME_CODE_KEY: 'dev-only-one-time-code-key-not-for-production',
  SMS_TEXT_KEY: 'dev-only-sms-text-key-not-for-production-use',
  CARD_TOKEN_KEY: 'dev-only-card-token-key-not-for-production-use',
} as const;

/** The demo's key for signing the landing's proof-of-work challenges, published here: refused in production. */
export const DEV_PROOF_OF_WORK_KEY = 'dev-only-proof-of-work-key-not-for-production';
/** A payment provider's key; empty (compose passes `${NAME:-}` for a provider not used) is unset. */
const providerKey = z.preprocess((value) => (value === '' ? undefined : value), z.string().min(8).optional());

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
  /**
   * `email:MX` or `email:IN`: while the support desk has no admin, the server creates this one at start and prints the
   * one-time link to set its password (the way into a new production desk; outside production demo accounts exist).
   */
  STAFF_FIRST_ADMIN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[^\s@:]+@[^\s@:]+\.[^\s@:]+:(MX|IN)$/, 'expected email:MX or email:IN')
      .optional(),
  ),
  /** Bearer token Prometheus scrapes `/metrics` with; the route does not exist while it is unset. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Shared secret the payment provider signs notifications with (`POST /webhooks/payments` does not exist while it is
   * unset). Outside production it defaults to DEV_PAYMENT_WEBHOOK_SECRET so the demo's "paid" button works.
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * Which provider collects each market's repayments: `MX=stripe,IN=razorpay` (a market not named uses `house`, the
   * project's own signed format on /webhooks/payments). A provider named needs its keys below, in every environment.
   */
  PAYMENT_PROVIDERS: z.string().default(''),
  /** Stripe: the secret API key (`sk_…` or a restricted `rk_…`) and the webhook endpoint's signing secret (`whsec_…`). */
  STRIPE_SECRET_KEY: providerKey,
  STRIPE_WEBHOOK_SECRET: providerKey,
  /** Where the Stripe SDK sends its calls (default Stripe's own API); tests point it at their local fake. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Razorpay: the API key id and secret (Basic auth) and the webhook secret set on the dashboard's webhook. */
  RAZORPAY_KEY_ID: providerKey,
  RAZORPAY_KEY_SECRET: providerKey,
  RAZORPAY_WEBHOOK_SECRET: providerKey,
  /** Razorpay's API (default https://api.razorpay.com); tests point it at their local fake. */
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
  /**
   * Keys for what the database must not hold usable: one-time codes are kept as an HMAC under ONE_TIME_CODE_KEY, SMS
   * texts waiting for the gateway are sealed (AES-256-GCM) under SMS_TEXT_KEY. Outside production each defaults to a
   * published development key; production refuses to start with it.
   */
  ONE_TIME_CODE_KEY: z.string().min(32).default(DEV_AT_REST_KEYS.ONE_TIME_CODE_KEY),
  SMS_TEXT_KEY: z.string().min(32).default(DEV_AT_REST_KEYS.SMS_TEXT_KEY),
  /** Bank cards are kept as bank, last 4 digits and an HMAC of the number under this key (platform/at-rest.ts). */
  CARD_TOKEN_KEY: z.string().min(32).default(DEV_AT_REST_KEYS.CARD_TOKEN_KEY),
  /** The SMS providers' settings (config/sms-settings.ts). */
  ...smsEnvShape,
  /** How long an SMS provider (gateway, Twilio, MSG91) has to answer one message before it is retried. */
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** How often each server looks for queued SMS. */
  SMS_WORKER_POLL_MS: z.coerce.number().int().min(10).default(1_000),
  /** The first retry of a failed delivery waits this long, each next one twice as long. */
  SMS_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
  /** In-app complaints one borrower may file in 24 hours (the contract's figure; load tests raise it). */
  COMPLAINTS_PER_BORROWER_PER_DAY: z.coerce.number().int().positive().default(COMPLAINTS_PER_BORROWER_PER_DAY),
  /** Photos one borrower may upload in 24 hours (the contract's figure; the end-to-end server raises it). */
  UPLOADS_PER_BORROWER_PER_DAY: z.coerce.number().int().positive().default(UPLOADS_PER_BORROWER_PER_DAY),
  /**
   * Registration codes each market may send in a rolling day: once spent, numbers not sent a code that day are refused
   * (resends still go out, alerted), and every captcha is the hard one.
   */
  SMS_DAILY_BUDGET: z.coerce.number().int().positive().default(SMS_DAILY_BUDGET_DEFAULT),
  /** Registration codes one address may have sent in the velocity window before its captchas are the hard ones. */
  SMS_IP_HARD_CAPTCHA_AFTER: z.coerce.number().int().positive().default(SMS_IP_HARD_CAPTCHA_AFTER),
  /** Signs the landing's proof-of-work challenges (HMAC-SHA-256); outside production a published development key. */
  PROOF_OF_WORK_KEY: z.string().min(32).default(DEV_PROOF_OF_WORK_KEY),
  /** The largest number a landing's proof-of-work may need tried: half of it is the average cost of one get-sms. */
  PROMO_POW_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(POW_MAX_NUMBER_DEFAULT),
  /** Requests per minute per IP across the API, counted by each server (the proxy holds it across servers). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * How long a server remembers a valid borrower session (ms; 0 = ask the database on every call). A session ended
   * in the database is refused by every server within this time; its own expiry is checked on every call.
   */
  SESSION_CACHE_MS: z.coerce.number().int().nonnegative().max(60_000).default(5_000),
  /** How long a server keeps the customer-service contacts it answers get-whatsapp with (ms; 0 = read every call). */
  SETTINGS_CACHE_MS: z.coerce.number().int().nonnegative().max(600_000).default(5_000),
  /**
   * Where uploaded photos live: `database` (shared by every server; default on PostgreSQL) or `disk`
   * (DATA_DIR/uploads, a single machine; default on the embedded database).
   */
  UPLOAD_STORAGE: z.enum(['database', 'disk']).optional(),
  /*
   * How long personal data outlives its use (src/retention.ts sweeps it on every server, every
   * RETENTION_SWEEP_EVERY_MS): an SMS keeps its full number and text this many days, then the last 4 digits only;
   * an upload no complaint uses this many hours; an ended session (borrower or staff) and a used password link this
   * many days; a one-time code this many days (above the caps' one-day windows); sign-in failures' and landing
   * traffic's addresses and phones this many days; a payment provider's raw webhook body (payer's name, e-mail, UPI
   * address) this many days, at least 120 so a card network's chargeback window is covered (its ledger facts stay).
   */
  RETENTION_SMS_DAYS: z.coerce.number().int().min(1).default(30),
  RETENTION_UPLOAD_HOURS: z.coerce.number().int().min(1).default(UNREFERENCED_UPLOAD_TTL_HOURS),
  RETENTION_SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  RETENTION_CODE_DAYS: z.coerce.number().int().min(2).default(7),
  RETENTION_LOG_DAYS: z.coerce.number().int().min(1).default(90),
  RETENTION_PROVIDER_EVENT_DAYS: z.coerce.number().int().min(120).default(180),
  RETENTION_SWEEP_EVERY_MS: z.coerce.number().int().min(1_000).default(HOUR_MS),
  /** PostgreSQL statement timeout: a stuck database gives fast 503s instead of hung requests. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** PostgreSQL idle-in-transaction timeout: a transaction left open this long is ended by the database. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** Open client connections per server; more are refused at once, so idle sockets cannot use up the descriptors. */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1_000),
  /**
   * Open connections one client address may hold (clients straight to the server, TRUST_PROXY=false; behind a proxy
   * the proxy caps per client), so one address cannot take HTTP_MAX_CONNECTIONS from everyone else.
   */
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  /** A connection that sends nothing for this long is closed (also a fresh one that never sends a request). */
  HTTP_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** An idle keep-alive connection is closed after this long; behind a load balancer, above its idle timeout. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** The longest a whole request (headers and body, e.g. a photo upload on a slow phone) may take to arrive. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** On SIGTERM, in-flight requests get this long to finish; then every connection is closed and the process exits. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Which `X-Forwarded-For` hops to believe: `false` (none: the socket's address is the client), a number of proxies
   * in front of the servers (`1` for one load balancer; `true` means that too), or the proxies' addresses and ranges
   * (`10.0.0.0/8,192.168.1.10`). The client is the address the last trusted hop saw; entries a client adds on the
   * left are never believed.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust !== undefined) return trust;
      context.addIssue({
        code: 'custom',
        message: 'expected false, a number of proxy hops (1 for one load balancer) or proxy addresses (10.0.0.0/8)',
      });
      return z.NEVER;
    }),
});

export type Env = z.infer<typeof envSchema>;

/** Known to everyone who reads this file: never accepted in production (readEnv leaves it out there). */
export const DEV_PAYMENT_WEBHOOK_SECRET = 'dev-only-payment-webhook-secret';

/** What production cannot run without, and why: a server missing any of these refuses to start. */
const REQUIRED_IN_PRODUCTION = {
  DATABASE_URL: 'postgres://… of the PostgreSQL every server shares (there is no embedded database in production)',
  PAYMENT_WEBHOOK_SECRET: "the payment provider's signing secret (POST /webhooks/payments)",
  METRICS_TOKEN: 'the bearer token Prometheus scrapes /metrics with',
} as const satisfies Partial<Record<keyof Env, string>>;

/** The settings each real provider cannot work without. */
const PROVIDER_KEYS = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
} as const satisfies Record<string, readonly (keyof Env)[]>;
export type RealPaymentProvider = keyof typeof PROVIDER_KEYS;

/**
 * `PAYMENT_PROVIDERS` read: market id → provider, for the markets that name one; problems (an unknown market or
 * provider, a provider the market's definition does not offer, a provider without its keys) as lines.
 */
export function paymentProvidersOf(env: Env): { chosen: Map<string, RealPaymentProvider>; problems: string[] } {
  const chosen = new Map<string, RealPaymentProvider>();
  const problems: string[] = [];
  for (const entry of env.PAYMENT_PROVIDERS.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const [marketId = '', provider = ''] = entry.split('=').map((part) => part.trim());
    const market = lendingMarketById(marketId);
    if (!market) {
      problems.push(`PAYMENT_PROVIDERS: ${marketId} is not a lending market`);
      continue;
    }
    if (provider === 'house') continue;
    if (!(provider in PROVIDER_KEYS) || !(provider in (MARKET_PAYMENT_PROVIDERS[market.id] ?? {}))) {
      problems.push(`PAYMENT_PROVIDERS: ${provider} does not collect in ${marketId}`);
      continue;
    }
    const real = provider as RealPaymentProvider;
    for (const name of PROVIDER_KEYS[real])
      if (env[name] === undefined)
        problems.push(`${name}: required while PAYMENT_PROVIDERS names ${real} (${marketId})`);
    chosen.set(marketId, real);
  }
  return { chosen, problems };
}
/** Secrets an example file holds a placeholder of. */
const SECRETS = [
  'SMS_GATEWAY_TOKEN',
  'TWILIO_AUTH_TOKEN',
  'MSG91_AUTH_KEY',
  'MSG91_REPORT_TOKEN',
  'PAYMENT_WEBHOOK_SECRET',
  'METRICS_TOKEN',
] as const;
/** Of those, the ones a provider issues in its own format: their strength is the provider's, not checked here. */
const PROVIDERS_OWN = new Set<string>(['SMS_GATEWAY_TOKEN', 'TWILIO_AUTH_TOKEN', 'MSG91_AUTH_KEY']);

/** One line per setting production lacks (empty outside production). */
function missingInProduction(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const missing = Object.entries(REQUIRED_IN_PRODUCTION)
    .filter(([name]) => env[name as keyof typeof REQUIRED_IN_PRODUCTION] === undefined)
    .map(([name, what]) => `${name}: required in production: ${what}`);
  if (env.DATABASE_URL !== undefined && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL))
    missing.push('DATABASE_URL: must be postgres://… in production (there is no embedded database in production)');
  else if (env.DATABASE_URL !== undefined && isPlaceholder(databasePassword(env.DATABASE_URL)))
    missing.push("DATABASE_URL: its password is the example's placeholder; set the database's own");
  if (env.PAYMENT_WEBHOOK_SECRET === DEV_PAYMENT_WEBHOOK_SECRET)
    missing.push("PAYMENT_WEBHOOK_SECRET: the published development secret; set the provider's own");
  for (const name of SECRETS) {
    const value = env[name];
    if (value === undefined || value === DEV_PAYMENT_WEBHOOK_SECRET) continue;
    if (isPlaceholder(value)) missing.push(`${name}: the example's placeholder; set a real one`);
    else if (!PROVIDERS_OWN.has(name) && estimatedRandomBits(value) < SECRET_MIN_BITS)
      missing.push(`${name}: too weak, at least 32 random bytes (openssl rand -hex 32)`);
  }
  for (const name of [...PROVIDER_KEYS.stripe, ...PROVIDER_KEYS.razorpay]) {
    const value = env[name];
    if (value !== undefined && isPlaceholder(value))
      missing.push(`${name}: the example's placeholder; set the provider's own`);
  }
  // The providers' fakes answer over plain HTTP; a production server talks to the real hosts over TLS only.
  if (env.STRIPE_API_URL?.startsWith('http:')) missing.push('STRIPE_API_URL: must be https:// in production');
  if (env.RAZORPAY_API_URL.startsWith('http:')) missing.push('RAZORPAY_API_URL: must be https:// in production');
  for (const [name, dev] of Object.entries(DEV_AT_REST_KEYS))
    if (env[name as keyof typeof DEV_AT_REST_KEYS] === dev)
      missing.push(`${name}: required in production: a random key of 32+ characters (openssl rand -base64 48)`);
  if (env.PROOF_OF_WORK_KEY === DEV_PROOF_OF_WORK_KEY || isPlaceholder(env.PROOF_OF_WORK_KEY))
    missing.push('PROOF_OF_WORK_KEY: required in production: a random key of 32+ characters (openssl rand -base64 48)');
  return missing;
}

/** The strength a secret this server checks (signatures, the metrics token) must have: 32 random bytes. */
const SECRET_MIN_BITS = 256;

/** The example file's placeholders (`change-me…`), which compose would otherwise happily pass on. */
function isPlaceholder(value: string): boolean {
  return /change[-_ ]?me/i.test(value);
}

function databasePassword(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

/**
 * An upper bound of the randomness in a secret, from its length and the alphabet it is written in (hex 4 bits a
 * character, base64 6, any printable character 6.5), and nothing for a secret of few distinct characters: a word or a
 * repeated pattern is weak whatever its length says. The SMS gateway's token is the gateway's, not checked for length.
 */
export function estimatedRandomBits(secret: string): number {
  if (new Set(secret).size < 12) return 0;
  const bitsPerCharacter = /^[0-9a-f]+$/i.test(secret) ? 4 : /^[A-Za-z0-9+/_=-]+$/.test(secret) ? 6 : 6.5;
  return secret.length * bitsPerCharacter;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? [
        ...paymentProvidersOf(parsed.data).problems,
        ...missingInProduction(parsed.data),
        ...smsSettingProblems(parsed.data, parsed.data.NODE_ENV === 'production'),
      ]
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (!parsed.success || problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  const env = parsed.data;
  if (env.NODE_ENV !== 'production' && env.PAYMENT_WEBHOOK_SECRET === undefined)
    return { ...env, PAYMENT_WEBHOOK_SECRET: DEV_PAYMENT_WEBHOOK_SECRET };
  return env;
}

const migrationEnvSchema = z.object({
  /** The role that migrates: the database's owner or a superuser (it makes loan_audit_owner, migration 045). */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'postgres://… of the role that runs the migrations'),
  /** The role the servers run as, made and granted after the migrations (db/app-role.ts); unset: none is made. */
  APP_DATABASE_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .optional(),
  APP_DATABASE_PASSWORD: z.string().min(16).optional(),
});
export type MigrationEnv = z.infer<typeof migrationEnvSchema>;

/** The settings of the one-off migration command (migrate-database.ts), one line per problem. */
export function readMigrationEnv(source: NodeJS.ProcessEnv = process.env): MigrationEnv {
  const parsed = migrationEnvSchema.safeParse(source);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (
    parsed.success &&
    (parsed.data.APP_DATABASE_ROLE === undefined) !== (parsed.data.APP_DATABASE_PASSWORD === undefined)
  )
    problems.push('APP_DATABASE_ROLE and APP_DATABASE_PASSWORD: set both or neither');
  if (
    parsed.success &&
    parsed.data.APP_DATABASE_PASSWORD !== undefined &&
    isPlaceholder(parsed.data.APP_DATABASE_PASSWORD)
  )
    problems.push("APP_DATABASE_PASSWORD: the example's placeholder; set a real one (openssl rand -hex 32)");
  if (!parsed.success || problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return parsed.data;
}
