import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN, UPLOAD_MAX_BYTES } from '@loan/contract';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Env } from './config/env.ts';
import type { Database } from './db/database.ts';
import { borrowerRoutes } from './features/borrower/routes.ts';
import { clientErrorRoutes } from './features/client-errors/routes.ts';
import { complaintRoutes } from './features/complaint/routes.ts';
import { customerServiceRoutes } from './features/customer-service/routes.ts';
import { devToolsRoutes } from './features/dev-tools/routes.ts';
import { docsRoutes } from './features/docs/routes.ts';
import { grievanceRoutes } from './features/grievance/routes.ts';
import { metricsRoutes } from './features/health/metrics-routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { loanRoutes } from './features/loan/routes.ts';
import { promotionRoutes } from './features/promotion/routes.ts';
import { receiptRoutes } from './features/receipts/routes.ts';
import { repayPlugin } from './features/repay/plugin.ts';
import { type PaymentProviders, paymentProvidersFromEnv } from './features/repay/providers/registry.ts';
import { siteRoutes } from './features/site/routes.ts';
import { staffPlugin } from './features/staff/plugin.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { mediaRoot } from './paths.ts';
import { redactLogValue, redactText, redactUrl } from './platform/log-redaction.ts';
import { countsTowardRateLimit, rateLimitStore } from './platform/rate-limit-store.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputHygienePlugin } from './plugins/input-hygiene.ts';
import { localePlugin } from './plugins/locale.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { smsPlugin } from './plugins/sms.ts';
import { storagePlugin } from './plugins/storage.ts';
import { webPlugin } from './plugins/web.ts';
import { retentionPlugin } from './retention.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
    db: Database;
  }
}

// The contract uses zod's small build, which ships no messages; the server names problems in plain English.
z.config(z.locales.en());

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** Never log credentials or phone numbers (platform/log-redaction.ts): the request's URL and every log call's text. */
export function loggerOptions(env: Env, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      err: (error: FastifyError) => ({
        type: error.name,
        message: redactText(String(error.message)),
        stack: redactText(error.stack ?? ''),
        code: error.code,
      }),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => redactLogValue(arg)) as typeof args);
      },
    },
  };
}

/**
 * Fastify's `trustProxy` for `TRUST_PROXY`. A number of hops trusts that many addresses counted from the socket's end
 * of `X-Forwarded-For` (Fastify itself refuses a bare number), so the client is the address the outermost proxy saw.
 */
export function trustProxyOption(trust: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * The request's id: the proxy's (nginx sends `X-Request-Id: $request_id`, so its access log and these log lines name
 * the same request) when it has the shape of one, else a fresh one. A client that talks to the server directly may
 * choose its own id; it only names its own request's log lines.
 */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}

export interface AppOptions {
  logStream?: LogStream;
  /** The clock the rate limits' windows are aligned to (tests freeze it so a burst never straddles two windows). */
  clock?: () => number;
  /**
   * What time it is for the loans: the day each market's calendar is on, so days overdue and what is owed. Tests set
   * it to check a market's midnight; production reads the system clock.
   */
  now?: () => Date;
  /** The clock the session cache keeps time by, in ms (tests move it past a session's expiry); else the system's. */
  sessionClock?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The loans' clock (AppOptions.now). */
    now: () => Date;
    /** Who collects each market's repayments (PAYMENT_PROVIDERS); a market without one uses the house format. */
    paymentProviders: PaymentProviders;
  }
}

/** Builds the whole app as a plugin tree; it listens nowhere (server.ts does). */
export async function buildApp(env: Env, db: Database, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env, options.logStream),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    genReqId: requestIdOf,
  });
  // The id every log line of the request carries, answered to the caller: the page and its error reports name it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.decorate('config', env);
  app.decorate('db', db);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('paymentProviders', paymentProvidersFromEnv(env));
  app.addHook('onClose', async () => db.close());
  app.setValidatorCompiler(validatorCompiler);
  // Every answer checked against its contract schema on the way out; outside production also by zod, byte for byte.
  app.setSerializerCompiler(responseSerializerCompiler({ verify: env.NODE_ENV !== 'production' }));
  // First, so every request is counted, refused ones included.
  await app.register(metricsPlugin);

  // Outside concerns first.
  // Helmet's headers, worked out once at start (plugins/security-headers.ts).
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd-mobile positions popups with inline style attributes. A page that carries its CSS inline adds a
        // `style-src-elem` allowing its own style elements by their hashes alone (plugins/inline-styles.ts).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // No page uses <base>; 'none' stops an injected one from re-pointing every relative script URL.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        // Behind TLS in production; on a laptop or LAN demo over plain HTTP, upgrading would break every asset.
        upgradeInsecureRequests: env.NODE_ENV === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // Counted in this server's memory (the reverse proxy holds the limit across servers; docs/deploying.md); API calls
    // only (pages and assets are free).
    store: rateLimitStore(db, options.clock),
    allowList: (request) => !countsTowardRateLimit(request.routeOptions.url),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Rate limit: retry in ${context.after}`,
    }),
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } });
  // The request's market and wording, decided once, before anything is worded.
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  // Before the session lookup: it refuses input no database column can hold.
  await app.register(inputHygienePlugin);

  // Our decorators.
  await app.register(sessionPlugin, { now: options.sessionClock });
  await app.register(smsPlugin);
  await app.register(storagePlugin);
  // Personal data past its retention period, swept on a schedule (src/retention.ts).
  await app.register(retentionPlugin);

  // Features.
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(clientErrorRoutes);
  await app.register(borrowerRoutes);
  await app.register(customerServiceRoutes);
  await app.register(loanRoutes);
  await app.register(complaintRoutes);
  await app.register(repayPlugin);
  await app.register(promotionRoutes);
  await app.register(siteRoutes);
  // Borrower rights: grievance desk, receipts, settlement certificates.
  await app.register(grievanceRoutes);
  await app.register(receiptRoutes);
  // The support desk (agents signed in as themselves).
  await app.register(staffPlugin);
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });
  if (env.NODE_ENV !== 'production') await app.register(devToolsRoutes);
  await app.register(webPlugin);
  // Last, so the document sees every route above.
  await app.register(docsRoutes);
  return app;
}
