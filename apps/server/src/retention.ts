import { DAY_MS, HOUR_MS, LENDING_MARKETS } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env.ts';
import { type Database, isDatabaseUnavailable } from './db/database.ts';
import { sweepUnreferencedUploads } from './features/complaint/index.ts';
import type { ObjectStorage } from './platform/storage/storage.ts';

/*
 * Retention: how long personal data outlives its use, one sweep for all of it (the RETENTION_* settings). Every
 * statement is idempotent and touches only rows past their period, so every server runs the sweep on its own
 * schedule and two sweeps at once do the same work at most twice. The staff audit log is not swept: it is
 * append-only and the app's role cannot delete from it (migration 045); its retention is the lender's legal
 * obligation, carried out by the audit owner (docs/deploying.md, "Retention").
 */

/** The first sweep waits a little after start (at most one period), so it never competes with the first requests. */
const FIRST_SWEEP_AFTER_MS = 60_000;

export type RetentionPeriods = Pick<
  Env,
  | 'RETENTION_SMS_DAYS'
  | 'RETENTION_UPLOAD_HOURS'
  | 'RETENTION_SESSION_DAYS'
  | 'RETENTION_CODE_DAYS'
  | 'RETENTION_LOG_DAYS'
  | 'RETENTION_PROVIDER_EVENT_DAYS'
>;

/** What one sweep did, by kind of data: rows deleted or stripped of their personal data. */
export interface RetentionSwept {
  smsGivenUp: number;
  smsRedacted: number;
  smsOutboxDeleted: number;
  uploadsDeleted: number;
  sessionsDeleted: number;
  staffSessionsDeleted: number;
  passwordLinksDeleted: number;
  oneTimeCodesDeleted: number;
  signInFailuresDeleted: number;
  trafficRedacted: number;
  providerEventsRedacted: number;
}

/**
 * An E.164 number cut to its country code (when it is one of the markets') and its last 4 digits; the country code
 * stays because the desk finds a failed SMS's market by it (features/staff/desk-markets.ts). A value already cut
 * does not match, so a second sweep leaves it alone.
 */
const countryCodes = Object.values(LENDING_MARKETS).map((market) => `\\+${market.phone.countryCode}`);
const FULL_NUMBER = `^(${[...countryCodes, '\\+'].join('|')})[0-9]*([0-9]{4})$`;
export const REDACTED_NUMBER_FILL = '******';

async function count(db: Database, sql: string, params: unknown[]): Promise<number> {
  return (await db.query(`${sql} returning 1`, params)).length;
}

/** One pass over every kind of data with a retention period, as of `now`. */
export async function sweepRetention(
  db: Database,
  storage: ObjectStorage,
  periods: RetentionPeriods,
  now: Date,
): Promise<RetentionSwept> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const smsCutoff = before(periods.RETENTION_SMS_DAYS * DAY_MS);
  const sessionCutoff = before(periods.RETENTION_SESSION_DAYS * DAY_MS);
  const logCutoff = before(periods.RETENTION_LOG_DAYS * DAY_MS);
  return {
    // A message still queued after the whole period will never be worth sending; its text goes with it.
    smsGivenUp: await count(
      db,
      `update sms_queue set state = 'failed', body = '', variables = '', finished_at = $2,
              last_error = 'not delivered within the retention period; given up'
        where state = 'queued' and created_at < $1`,
      [smsCutoff, now],
    ),
    smsRedacted: await count(
      db,
      `update sms_queue set recipient = regexp_replace(recipient, $2, '\\1${REDACTED_NUMBER_FILL}\\2'), body = '',
              variables = ''
        where created_at < $1 and recipient ~ $2`,
      [smsCutoff, FULL_NUMBER],
    ),
    // The demo provider's stand-in for phones (outside production): number and text, deleted whole.
    smsOutboxDeleted: await count(db, 'delete from sms_outbox where created_at < $1', [smsCutoff]),
    uploadsDeleted: await sweepUnreferencedUploads(db, storage, before(periods.RETENTION_UPLOAD_HOURS * HOUR_MS)),
    // A borrower session without an expiry is the native app's to end; one that expired is of no use to anyone.
    sessionsDeleted: await count(db, 'delete from sessions where expires_at < $1', [sessionCutoff]),
    // Ended (revoked) or long idle: staff sessions end after hours of idleness, so the period is far past that.
    staffSessionsDeleted: await count(db, 'delete from staff_sessions where coalesce(revoked_at, last_seen_at) < $1', [
      sessionCutoff,
    ]),
    passwordLinksDeleted: await count(db, 'delete from staff_password_links where expires_at < $1', [sessionCutoff]),
    oneTimeCodesDeleted: await count(db, 'delete from one_time_codes where created_at < $1', [
      before(periods.RETENTION_CODE_DAYS * DAY_MS),
    ]),
    signInFailuresDeleted: await count(db, 'delete from staff_sign_in_failures where at < $1', [logCutoff]),
    // Landing traffic stays counted (visits and clicks per page and tag); who it was does not. The sid goes too: it
    // only kept one visit and click per sid, and two clicks of one sid would otherwise clash once their phones are blank.
    trafficRedacted: await count(
      db,
      `update promotion_events set ip = '', phone = '', sid = null
        where created_at < $1 and (ip <> '' or phone <> '' or sid is not null)`,
      [logCutoff],
    ),
    // A provider's webhook body names the payer; once no dispute or audit of the payment needs it, only what it did
    // stays (type, verification, outcome; the ledger rows it made are kept as financial records).
    providerEventsRedacted: await count(
      db,
      `update provider_events set body = '', headers = '{}', body_redacted_at = $2
        where received_at < $1 and body_redacted_at is null`,
      [before(periods.RETENTION_PROVIDER_EVENT_DAYS * DAY_MS), now],
    ),
  };
}

export const retentionPeriods = (env: Env): RetentionPeriods => ({
  RETENTION_SMS_DAYS: env.RETENTION_SMS_DAYS,
  RETENTION_UPLOAD_HOURS: env.RETENTION_UPLOAD_HOURS,
  RETENTION_SESSION_DAYS: env.RETENTION_SESSION_DAYS,
  RETENTION_CODE_DAYS: env.RETENTION_CODE_DAYS,
  RETENTION_LOG_DAYS: env.RETENTION_LOG_DAYS,
  RETENTION_PROVIDER_EVENT_DAYS: env.RETENTION_PROVIDER_EVENT_DAYS,
});

/**
 * Runs the sweep on every server, first a minute after start (or one period, if shorter), then every
 * RETENTION_SWEEP_EVERY_MS, as of the app's clock (`app.now`); stops with the app, letting a running sweep finish.
 */
export async function retentionPlugin(app: FastifyInstance) {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepRetention(app.db, app.storage, retentionPeriods(app.config), app.now())
      .then((swept) => {
        if (Object.values(swept).some((n) => n > 0)) app.log.info({ swept }, 'retention sweep');
      })
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) app.log.warn({ err: error }, 'retention sweep: database unreachable');
        else app.log.error({ err: error }, 'retention sweep failed');
      });
  };
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const period = app.config.RETENTION_SWEEP_EVERY_MS;
    first = setTimeout(sweep, Math.min(FIRST_SWEEP_AFTER_MS, period)).unref();
    every = setInterval(sweep, period).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
