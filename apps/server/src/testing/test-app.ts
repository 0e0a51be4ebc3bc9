import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import { type Env, readEnv } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { openSeededTestDatabase } from './test-database.ts';

/**
 * What production refuses to start without (config/env.ts), for tests of production behaviour. Nothing listens at
 * the gateway's or MSG91's address: those tests queue no SMS.
 */
export const TEST_PRODUCTION_SETTINGS = {
  // Never opened by a test app (it gets the test database); production only checks that it is PostgreSQL.
  DATABASE_URL: 'postgres://unused@127.0.0.1:9/unused',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/unused-sms-gateway',
  SMS_GATEWAY_TOKEN: 'test-production-gateway-token',
  // India's SMS leave only as DLT-registered templates (MSG91); Mexico's take the gateway when Twilio is not set.
  MSG91_API_BASE: 'http://127.0.0.1:9',
  MSG91_AUTH_KEY: 'test-production-msg91-auth-key',
  MSG91_SENDER_ID: 'LENDHF',
  MSG91_REPORT_TOKEN: randomBytes(32).toString('hex'),
  MSG91_TEMPLATE_PROMOTION_REGISTER: '64f0c0ffee00000000000001',
  MSG91_DLT_TEMPLATE_PROMOTION_REGISTER: '1107160000000000001',
  MSG91_TEMPLATE_REPAYMENT_CONFIRM: '64f0c0ffee00000000000002',
  MSG91_DLT_TEMPLATE_REPAYMENT_CONFIRM: '1107160000000000002',
  PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  METRICS_TOKEN: randomBytes(32).toString('base64url'),
  ONE_TIME_CODE_KEY: randomBytes(32).toString('hex'),
  SMS_TEXT_KEY: randomBytes(32).toString('hex'),
  CARD_TOKEN_KEY: randomBytes(32).toString('hex'),
  PROOF_OF_WORK_KEY: randomBytes(32).toString('hex'),
} as const;

/**
 * The real app on a fresh in-memory PGlite with the demo seed; `TEST_DATABASE_URL` (an admin URL) runs the same
 * tests on a real PostgreSQL instead, each app on a database of its own, dropped when the app closes.
 */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: AppOptions & { unset?: (keyof Env)[]; wrapDatabase?: (db: Database) => Database } = {},
): Promise<FastifyInstance> {
  const env: Env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory://',
    WEB_DIST: '/nonexistent',
    // The easiest proof-of-work the setting allows: suites send thousands of codes (proof-of-work.test.ts tests the real one).
    PROMO_POW_MAX_NUMBER: '1000',
    ...(overrides.NODE_ENV === 'production' ? TEST_PRODUCTION_SETTINGS : {}),
    ...overrides,
  });
  const opened = await openSeededTestDatabase();
  const db = options.wrapDatabase ? options.wrapDatabase(opened) : opened;
  // Settings readEnv fills in outside production (the demo's webhook secret), removed to test their absence.
  for (const name of options.unset ?? []) delete env[name];
  return buildApp(env, db, options);
}

/**
 * A clock that never moves, for tests that count a burst of calls against a rate limit: the burst is counted in one
 * window however long it takes to send, never split across two clock-aligned windows.
 */
export const frozenClock = () => Date.UTC(2026, 0, 1, 12, 0, 30);

export const DEMO = {
  borrower: { userId: '1001', sessionId: 'demo-1001' },
  otherBorrower: { userId: '1002', sessionId: 'demo-1002' },
} as const;

export const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
