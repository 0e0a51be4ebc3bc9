import {
  SMS_CODE_MAX_WRONG_ATTEMPTS,
  SMS_CODE_TTL_S,
  SMS_IP_COOLDOWN_AFTER,
  SMS_IP_VELOCITY_WINDOW_S,
  SMS_PER_PHONE_MIN_INTERVAL_S,
  SMS_PER_PHONE_PER_DAY,
  SMS_PER_PHONE_PER_HOUR,
  SPEC_ORIGINAL,
} from '@loan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_AT_REST_KEYS } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openFreshTestDatabase } from '../testing/test-database.ts';
import { budgetAlertFor, generateCode, issueCode, verifyCode } from './one-time-codes.ts';
import { outboxSmsSender } from './sms.ts';

let db: Database;
beforeAll(async () => {
  db = await openFreshTestDatabase();
  await migrate(db);
});
afterAll(() => db.close());

const T0 = new Date('2026-01-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let phoneSeq = 0;
const freshPhone = () => `1380000${String(++phoneSeq).padStart(4, '0')}`;

const KEY = DEV_AT_REST_KEYS.ONE_TIME_CODE_KEY;
let ipSeq = 0;
/** Each request from its own address unless the test is about one address. */
async function issue(
  phone: string,
  now: Date,
  ip = `203.0.113.${++ipSeq % 250}`,
  subject = phone,
  dailyBudget?: number,
) {
  return issueCode(db, outboxSmsSender, {
    purpose: 'promotion-register',
    market: SPEC_ORIGINAL,
    subject,
    phone,
    ip,
    now,
    dailyBudget,
    message: (code) => ({ text: `Your code is ${code}`, variables: { code } }),
    key: KEY,
  });
}

async function lastCodeSentTo(phone: string): Promise<string> {
  const [row] = await db.query<{ body: string }>(
    'select body from sms_outbox where phone = $1 order by id desc limit 1',
    [phone],
  );
  const code = row?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

const verify = (
  phone: string,
  code: string,
  now: Date,
  purpose: 'promotion-register' | 'repayment-confirm' = 'promotion-register',
) => verifyCode(db, { purpose, subject: phone, code, now, key: KEY });

describe('one-time codes', () => {
  it('generates six digits, zero padded', () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('stores only a salted hash of the code, never the code', async () => {
    const phone = freshPhone();
    await issue(phone, T0);
    const code = await lastCodeSentTo(phone);
    const rows = await db.query<Record<string, unknown>>('select * from one_time_codes where phone = $1', [phone]);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('accepts the right code once, then never again', async () => {
    const phone = freshPhone();
    await issue(phone, T0);
    const code = await lastCodeSentTo(phone);
    expect(await verify(phone, code, at(10))).toBe('ok');
    expect(await verify(phone, code, at(11))).toBe('missing');
  });

  it('refuses a code after it expires', async () => {
    const phone = freshPhone();
    await issue(phone, T0);
    const code = await lastCodeSentTo(phone);
    expect(await verify(phone, code, at(SMS_CODE_TTL_S))).toBe('expired');
  });

  it('refuses a code for another subject or purpose', async () => {
    const phone = freshPhone();
    await issue(phone, T0);
    const code = await lastCodeSentTo(phone);
    expect(await verify(freshPhone(), code, at(1))).toBe('missing');
    expect(await verify(phone, code, at(1), 'repayment-confirm')).toBe('missing');
    expect(await verify(phone, code, at(2))).toBe('ok');
  });

  it('locks the code after the allowed wrong guesses, even for the right code afterwards', async () => {
    const phone = freshPhone();
    await issue(phone, T0);
    const code = await lastCodeSentTo(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i < SMS_CODE_MAX_WRONG_ATTEMPTS; i++) expect(await verify(phone, wrong, at(i))).toBe('wrong');
    expect(await verify(phone, wrong, at(30))).toBe('locked');
    expect(await verify(phone, code, at(31))).toBe('locked');
  });

  it('lets only the newest code work once a new one is sent', async () => {
    const phone = freshPhone();
    await issue(phone, T0);
    const first = await lastCodeSentTo(phone);
    await issue(phone, at(SMS_PER_PHONE_MIN_INTERVAL_S));
    const second = await lastCodeSentTo(phone);
    if (first !== second) expect(await verify(phone, first, at(61))).toBe('wrong');
    expect(await verify(phone, second, at(62))).toBe('ok');
  });

  it('sends at most one code per phone per interval and says when to retry', async () => {
    const phone = freshPhone();
    expect((await issue(phone, T0)).ok).toBe(true);
    expect(await issue(phone, at(SMS_PER_PHONE_MIN_INTERVAL_S - 1))).toEqual({
      ok: false,
      reason: 'too-soon',
      retryAfterS: 1,
    });
    expect((await issue(phone, at(SMS_PER_PHONE_MIN_INTERVAL_S))).ok).toBe(true);
  });

  it('caps codes per phone per hour', async () => {
    const phone = freshPhone();
    for (let i = 0; i < SMS_PER_PHONE_PER_HOUR; i++) expect((await issue(phone, at(i * 61))).ok).toBe(true);
    const refused = await issue(phone, at(SMS_PER_PHONE_PER_HOUR * 61));
    expect(refused).toMatchObject({ ok: false, reason: 'phone-hourly-cap' });
    expect((await issue(phone, at(3601))).ok).toBe(true);
    const sent = await db.query('select 1 from sms_outbox where phone = $1', [phone]);
    expect(sent).toHaveLength(SMS_PER_PHONE_PER_HOUR + 1);
  });

  it('caps codes per phone per rolling day, and says the real wait', async () => {
    const phone = freshPhone();
    // Five in each of two hours: the daily cap is reached with the hourly cap never hit.
    const times = Array.from({ length: SMS_PER_PHONE_PER_DAY }, (_, i) => (i < 5 ? i * 61 : 7200 + (i - 5) * 61));
    for (const t of times) expect((await issue(phone, at(t))).ok).toBe(true);
    const refused = await issue(phone, at(3 * 3600));
    // Free again when the first code of the day is 24 h old: 21 hours from now.
    expect(refused).toEqual({ ok: false, reason: 'phone-daily-cap', retryAfterS: 21 * 3600 });
    expect((await issue(phone, at(24 * 3600 + 1))).ok).toBe(true);
  });

  it('tells the longest of the waits that apply (the hour, not the minute)', async () => {
    const phone = freshPhone();
    for (let i = 0; i < SMS_PER_PHONE_PER_HOUR; i++) expect((await issue(phone, at(i * 61))).ok).toBe(true);
    const lastAt = (SMS_PER_PHONE_PER_HOUR - 1) * 61;
    // 10 s after the fifth code: the minute and the hour both refuse; the hour's wait is the real one.
    expect(await issue(phone, at(lastAt + 10))).toEqual({
      ok: false,
      reason: 'phone-hourly-cap',
      retryAfterS: 3600 - lastAt - 10,
    });
  });

  it('cools an address down for at most the velocity window, never for a day', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < SMS_IP_COOLDOWN_AFTER; i++) expect((await issue(freshPhone(), at(i), ip)).ok).toBe(true);
    const refused = await issue(freshPhone(), at(SMS_IP_COOLDOWN_AFTER), ip);
    expect(refused).toEqual({
      ok: false,
      reason: 'ip-cooldown',
      retryAfterS: SMS_IP_VELOCITY_WINDOW_S - SMS_IP_COOLDOWN_AFTER,
    });
    expect((await issue(freshPhone(), at(SMS_IP_VELOCITY_WINDOW_S + 1), ip)).ok).toBe(true);
    // Repayment codes go to the number on file: their address is not slowed down.
    const repay = await issueCode(db, outboxSmsSender, {
      purpose: 'repayment-confirm',
      market: SPEC_ORIGINAL,
      subject: 'record-1',
      phone: freshPhone(),
      ip,
      key: KEY,
      now: at(SMS_IP_COOLDOWN_AFTER + 1),
      message: (code) => ({ text: `Your code is ${code}`, variables: { code } }),
    });
    expect(repay.ok).toBe(true);
  });

  it('never refuses for the budget: it marks the sends over it and raises alerts at the levels', async () => {
    const day = new Date('2027-03-01T00:00:00Z');
    const base = await db.query<{ n: number }>(
      "select count(*)::int as n from one_time_codes where purpose = 'promotion-register' and created_at > $1",
      [new Date(day.getTime() - 24 * 3600_000)],
    );
    const budget = Number(base[0]?.n ?? 0) + 10;
    const alerts: string[] = [];
    for (let i = 0; i < 14; i++) {
      const sent = await issue(freshPhone(), new Date(day.getTime() + i * 1000), undefined, undefined, budget);
      expect(sent.ok).toBe(true);
      if (sent.ok && sent.budgetAlert) alerts.push(`${sent.budgetAlert.level}@${i}`);
    }
    expect(alerts).toEqual(['warn@7', 'over@10', 'over@11', 'over@12', 'over@13']);
    const over = await db.query('select 1 from one_time_codes where over_budget and created_at >= $1', [day]);
    expect(over).toHaveLength(4);
  });

  it('raises the budget alert at the warning level, past the budget and every further tenth', () => {
    const levels = Array.from({ length: 140 }, (_, i) => budgetAlertFor(i + 1, 100)?.level ?? '-');
    expect(levels.flatMap((l, i) => (l === '-' ? [] : [`${l}@${i + 1}`]))).toEqual([
      'warn@80',
      'over@101',
      'over@111',
      'over@121',
      'over@131',
    ]);
  });

  it('lets exactly one of many simultaneous requests for one phone through', async () => {
    const phone = freshPhone();
    const results = await Promise.all(Array.from({ length: 10 }, () => issue(phone, T0)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});
