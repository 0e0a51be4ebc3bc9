import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DAY_MS } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { replayProviderEvent } from './features/repay/providers/provider-events.ts';
import { REDACTED_NUMBER_FILL, retentionPeriods, sweepRetention } from './retention.ts';
import { signInStaff } from './testing/staff-client.ts';
import { buildTestApp, frozenClock } from './testing/test-app.ts';
import { createFreshPostgresDatabase, testPostgresUrl } from './testing/test-database.ts';

/** The loans' clock of these tests: it never moves, so every row's age is exactly what the test wrote. */
const NOW = new Date(frozenClock());
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

/** A message of the SMS queue, finished (sent or failed) `days` before the frozen now unless still queued. */
async function queueSms(db: Database, recipient: string, days: number, state: 'queued' | 'sent' | 'failed') {
  const [row] = await db.query<{ id: number }>(
    `insert into sms_queue (recipient, market, provider, purpose, body, state, attempts, created_at, finished_at,
                            last_error, provider_message_id)
     values ($1, $7, 'gateway', 'promotion-register', $2, $3, 1, $4, $5, $6, $8) returning id`,
    [
      recipient,
      state === 'queued' ? 'sealed text holding a code' : '',
      state,
      daysAgo(days),
      state === 'queued' ? null : daysAgo(days),
      state === 'failed' ? 'gateway refused' : '',
      recipient.startsWith('+91') ? 'IN' : 'MX',
      state === 'sent' ? `gw-${recipient}-${days}` : null,
    ],
  );
  return Number(row?.id);
}

const smsRow = async (db: Database, id: number) =>
  (
    await db.query<{ recipient: string; body: string; state: string }>(
      'select recipient, body, state from sms_queue where id = $1',
      [id],
    )
  )[0];

describe('retention sweep (frozen clock)', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  const sweep = () => sweepRetention(app.db, app.storage, retentionPeriods(app.config), app.now());
  beforeAll(async () => {
    app = await buildTestApp({}, { now: () => NOW, clock: frozenClock });
  }, 120_000);
  afterAll(async () => app?.close());

  it('after 30 days an SMS keeps its country code and last 4 digits, no text; younger ones are untouched', async () => {
    const sent = await queueSms(app.db, '+525512345678', 31, 'sent');
    const failedMx = await queueSms(app.db, '+525587654321', 31, 'failed');
    const failedIn = await queueSms(app.db, '+919812345678', 40, 'failed');
    const stuck = await queueSms(app.db, '+525511112222', 31, 'queued');
    const young = await queueSms(app.db, '+525599998888', 29, 'failed');
    await app.db.query(
      "insert into sms_outbox (phone, purpose, body, created_at) values ('5512345678', 'x', 'code 123456', $1)",
      [daysAgo(31)],
    );

    const swept = await sweep();
    expect(swept.smsGivenUp).toBe(1);
    expect(swept.smsRedacted).toBeGreaterThanOrEqual(4);
    expect(swept.smsOutboxDeleted).toBeGreaterThanOrEqual(1);

    expect(await smsRow(app.db, sent)).toEqual({
      recipient: `+52${REDACTED_NUMBER_FILL}5678`,
      body: '',
      state: 'sent',
    });
    expect(await smsRow(app.db, failedIn)).toMatchObject({ recipient: `+91${REDACTED_NUMBER_FILL}5678` });
    expect(await smsRow(app.db, stuck)).toEqual({
      recipient: `+52${REDACTED_NUMBER_FILL}2222`,
      body: '',
      state: 'failed',
    });
    expect(await smsRow(app.db, young)).toMatchObject({ recipient: '+525599998888' });
    const oldSms = await app.db.query<{ recipient: string; body: string }>(
      'select recipient, body from sms_queue where created_at < $1',
      [daysAgo(30)],
    );
    for (const row of oldSms) {
      expect(row.recipient).not.toMatch(/\d{5}/);
      expect(row.body).toBe('');
    }
    expect(await app.db.query('select 1 from sms_outbox where created_at < $1', [daysAgo(30)])).toEqual([]);

    // The desk still finds each failed message's market by its country code, and shows the cut number.
    const mx = await signInStaff(app, 'agent.mx@demo.test');
    const listedMx = (await mx.call('smsFailed')).json().data.messages as { id: number; recipient: string }[];
    expect(listedMx.find((m) => m.id === failedMx)?.recipient).toBe(`+52${REDACTED_NUMBER_FILL}4321`);
    expect(listedMx.some((m) => m.id === failedIn)).toBe(false);
    const india = await signInStaff(app, 'agent.in@demo.test');
    const listedIn = (await india.call('smsFailed')).json().data.messages as { id: number; recipient: string }[];
    expect(listedIn.find((m) => m.id === failedIn)?.recipient).toBe(`+91${REDACTED_NUMBER_FILL}5678`);

    // A second sweep finds nothing left to do.
    const again = await sweep();
    expect(again.smsGivenUp + again.smsRedacted + again.smsOutboxDeleted).toBe(0);
  });

  it('deletes ended sessions, old codes and sign-in failures, and strips landing traffic of who it was', async () => {
    const [agent] = await app.db.query<{ id: number }>(
      "select id from staff_agents where email = 'agent.mx@demo.test'",
    );
    await app.db.query(
      `insert into sessions (id, borrower_id, expires_at) values
         ('retention-old', 1001, $1), ('retention-young', 1001, $2), ('retention-open', 1001, null)`,
      [daysAgo(31), daysAgo(29)],
    );
    await app.db.query(
      `insert into staff_sessions (agent_id, token_hash, csrf_token, created_at, last_seen_at, revoked_at) values
         ($1, 'retention-revoked', 'x', $2, $2, $2), ($1, 'retention-idle', 'x', $2, $2, null),
         ($1, 'retention-recent', 'x', $3, $3, $3)`,
      [agent?.id, daysAgo(31), daysAgo(2)],
    );
    await app.db.query(
      `insert into staff_password_links (agent_id, token_hash, expires_at) values ($1, 'retention-link-old', $2),
         ($1, 'retention-link-new', $3)`,
      [agent?.id, daysAgo(31), daysAgo(1)],
    );
    await app.db.query(
      `insert into one_time_codes (purpose, subject, phone, ip, salt, code_hash, created_at, expires_at) values
         ('retention', 'old', '5512345678', '203.0.113.9', '\\x00', '\\x00', $1, $1),
         ('retention', 'young', '5512345678', '203.0.113.9', '\\x00', '\\x00', $2, $2)`,
      [daysAgo(8), daysAgo(6)],
    );
    await app.db.query(`insert into staff_sign_in_failures (ip, at) values ('203.0.113.7', $1), ('203.0.113.8', $2)`, [
      daysAgo(91),
      daysAgo(89),
    ]);
    await app.db.query(
      `insert into promotion_events (kind, page_id, page_type, phone, ip, sid, created_at) values
         ('click', 'retention', 1, '5512345678', '203.0.113.5', 'sid-r', $1),
         ('click', 'retention', 1, '5587654321', '203.0.113.5', 'sid-r', $1),
         ('click', 'retention', 1, '5500001111', '203.0.113.6', 'sid-y', $2)`,
      [daysAgo(91), daysAgo(89)],
    );

    const swept = await sweep();
    expect(swept).toMatchObject({ sessionsDeleted: 1, staffSessionsDeleted: 2, passwordLinksDeleted: 1 });
    expect(swept.oneTimeCodesDeleted).toBeGreaterThanOrEqual(1);
    expect(swept.signInFailuresDeleted).toBeGreaterThanOrEqual(1);
    expect(swept.trafficRedacted).toBe(2);

    const ids = async (sql: string) => (await app.db.query<{ k: string }>(sql)).map((r) => r.k).sort();
    expect(await ids("select id as k from sessions where id like 'retention-%'")).toEqual([
      'retention-open',
      'retention-young',
    ]);
    expect(await ids("select token_hash as k from staff_sessions where token_hash like 'retention-%'")).toEqual([
      'retention-recent',
    ]);
    expect(await ids("select token_hash as k from staff_password_links where token_hash like 'retention-%'")).toEqual([
      'retention-link-new',
    ]);
    expect(await ids("select subject as k from one_time_codes where purpose = 'retention'")).toEqual(['young']);
    expect(await ids("select ip as k from staff_sign_in_failures where ip like '203.0.113.%'")).toEqual([
      '203.0.113.8',
    ]);
    const traffic = await app.db.query<{ phone: string; ip: string; sid: string | null }>(
      "select phone, ip, sid from promotion_events where page_id = 'retention' order by id",
    );
    expect(traffic).toEqual([
      { phone: '', ip: '', sid: null },
      { phone: '', ip: '', sid: null },
      { phone: '5500001111', ip: '203.0.113.6', sid: 'sid-y' },
    ]);
    // Still counted.
    const [counted] = await app.db.query<{ clicks: number }>(
      "select clicks from promotion_traffic where page_id = 'retention'",
    );
    expect(Number(counted?.clicks)).toBe(3);
  });

  it('a provider event keeps its raw body (the payer\u2019s name, e-mail) for its period, then only what it did', async () => {
    const storeEvent = async (eventId: string, days: number) => {
      const body = JSON.stringify({
        id: eventId,
        type: 'payment_intent.succeeded',
        data: { object: { id: `pi_${eventId}`, billing_details: { name: 'Ana López', email: 'ana@example.mx' } } },
      });
      const [row] = await app.db.query<{ id: unknown }>(
        `insert into provider_events (provider, event_id, event_type, body, headers, verification, received_at,
                                      outcome, detail)
         values ('stripe', $1, 'payment_intent.succeeded', $2, $3, 'Stripe-Signature v1', $4, 'applied', $5)
         returning id`,
        [eventId, body, JSON.stringify({ 'stripe-signature': 't=1,v1=ab' }), daysAgo(days), '{"notification":"x"}'],
      );
      return Number(row?.id);
    };
    const old = await storeEvent('evt_retention_old', 181);
    const recent = await storeEvent('evt_retention_recent', 179);
    const swept = await sweep();
    expect(swept.providerEventsRedacted).toBe(1);
    const rows = await app.db.query<Record<string, unknown>>(
      `select id, body, headers, outcome, detail, event_type, body_redacted_at is not null as redacted
         from provider_events where id = any($1::bigint[]) order by received_at`,
      [[old, recent]],
    );
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    expect(rows.map((r) => ({ ...r, id: Number(r.id), headers: parse(r.headers), detail: parse(r.detail) }))).toEqual([
      {
        id: old,
        body: '',
        headers: {},
        outcome: 'applied',
        detail: { notification: 'x' },
        event_type: 'payment_intent.succeeded',
        redacted: true,
      },
      expect.objectContaining({ id: recent, redacted: false, body: expect.stringContaining('ana@example.mx') }),
    ]);
    // Nothing left to replay; a second sweep finds nothing more.
    await expect(replayProviderEvent(app.db, () => undefined, old)).rejects.toThrow(/past its retention/);
    expect((await sweep()).providerEventsRedacted).toBe(0);
    // The period is a setting: a longer one keeps the recent event whole a day later too.
    const later = new Date(NOW.getTime() + 2 * DAY_MS);
    const longer = { ...retentionPeriods(app.config), RETENTION_PROVIDER_EVENT_DAYS: 365 };
    expect((await sweepRetention(app.db, app.storage, longer, later)).providerEventsRedacted).toBe(0);
  });

  it('the periods are settings: a longer SMS period keeps a 31-day-old number whole', async () => {
    const kept = await queueSms(app.db, '+525533334444', 31, 'sent');
    await sweepRetention(app.db, app.storage, { ...retentionPeriods(app.config), RETENTION_SMS_DAYS: 60 }, NOW);
    expect(await smsRow(app.db, kept)).toMatchObject({ recipient: '+525533334444' });
  });
});

describe('the servers sweep on their own schedule', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RETENTION_SWEEP_EVERY_MS: '1000' }, { now: () => NOW });
    await app.ready();
  }, 120_000);
  afterAll(async () => app?.close());

  it('an SMS past its period is cut within one sweep period, without anyone asking', async () => {
    const id = await queueSms(app.db, '+525566667777', 45, 'sent');
    const deadline = Date.now() + 10_000;
    while ((await smsRow(app.db, id))?.recipient === '+525566667777' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await smsRow(app.db, id)).toMatchObject({ recipient: `+52${REDACTED_NUMBER_FILL}7777` });
  });
});

describe('npm run retention-sweep (one sweep, now)', { timeout: 180_000 }, () => {
  const entry = fileURLToPath(new URL('./retention-sweep.ts', import.meta.url));
  const run = promisify(execFile);

  it('sweeps the database the settings name and prints what it did as JSON', async () => {
    const admin = testPostgresUrl();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'retention-'));
    const postgres = admin ? await createFreshPostgresDatabase(admin) : undefined;
    try {
      const settings = postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir };
      const db = await openDatabase(postgres?.url, dataDir);
      let id: number;
      try {
        await migrate(db);
        // Old against the real clock the command runs on.
        const [row] = await db.query<{ id: number }>(
          `insert into sms_queue (recipient, market, provider, purpose, body, state, created_at, finished_at,
                                  provider_message_id)
           values ('+919811112222', 'IN', 'msg91', 'x', '', 'sent', now() - interval '31 days',
                   now() - interval '31 days', 'msg91-retention') returning id`,
        );
        id = Number(row?.id);
      } finally {
        await db.close();
      }
      const { stdout } = await run(process.execPath, ['--import', 'tsx', entry], {
        env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', ...settings },
      });
      expect(JSON.parse(stdout)).toMatchObject({ swept: { smsRedacted: 1 } });
      const reopened = await openDatabase(postgres?.url, dataDir);
      try {
        expect(await smsRow(reopened, id)).toMatchObject({ recipient: `+91${REDACTED_NUMBER_FILL}2222` });
      } finally {
        await reopened.close();
      }
    } finally {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
