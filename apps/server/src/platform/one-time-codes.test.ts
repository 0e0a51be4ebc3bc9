import {
  LENDING_MARKETS,
  SMS_CODE_MAX_WRONG_ATTEMPTS,
  SMS_CODE_TTL_S,
  SMS_IP_COOLDOWN_AFTER,
  SMS_IP_VELOCITY_WINDOW_S,
  SMS_PER_PHONE_MIN_INTERVAL_S,
  SMS_PER_PHONE_PER_DAY,
  SMS_PER_PHONE_PER_HOUR,
  SMS_PER_PREFIX_PER_HOUR,
  SMS_PREFIX_FREE_DIGITS,
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
/** Each number in a block of its own (the block cap is tested on purpose below). */
const freshPhone = () => `138${String(++phoneSeq).padStart(4, '0')}0000`;

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

  it("refuses a number new to the day once its market's budget is spent (a bot's cost is bounded), never a resend", async () => {
    const day = new Date('2027-03-01T00:00:00Z');
    const base = await db.query<{ n: number }>(
      "select count(*)::int as n from one_time_codes where purpose = 'promotion-register' and market = 'CN' and created_at > $1",
      [new Date(day.getTime() - 24 * 3600_000)],
    );
    const budget = Number(base[0]?.n ?? 0) + 10;
    const alerts: string[] = [];
    const phones: string[] = [];
    for (let i = 0; i < 10; i++) {
      phones.push(freshPhone());
      const sent = await issue(phones[i] ?? '', new Date(day.getTime() + i * 1000), undefined, undefined, budget);
      expect(sent.ok).toBe(true);
      if (sent.ok && sent.budgetAlert) alerts.push(`${sent.budgetAlert.level}@${i}`);
    }
    expect(alerts).toEqual(['warn@7']);
    // The budget is spent: a new number waits until the oldest of the day's codes leaves the rolling day.
    const refused = await issue(freshPhone(), new Date(day.getTime() + 20_000), undefined, undefined, budget);
    expect(refused).toMatchObject({ ok: false, reason: 'market-daily-budget' });
    if (refused.ok) throw new Error('sent');
    expect(refused.retryAfterS).toBeGreaterThan(23 * 3600);
    expect(refused.retryAfterS).toBeLessThanOrEqual(24 * 3600);
    // A number already sent a code today still gets its resend, counted over the budget and alerted.
    const resend = await issue(phones[0] ?? '', new Date(day.getTime() + 120_000), undefined, undefined, budget);
    expect(resend).toMatchObject({ ok: true, budgetAlert: { level: 'over' } });
    const over = await db.query('select 1 from one_time_codes where over_budget and created_at >= $1', [day]);
    expect(over).toHaveLength(1);
    // Another market's budget is its own: an Indian number is sent its code.
    const india = await issueCode(db, outboxSmsSender, {
      purpose: 'promotion-register',
      market: LENDING_MARKETS.IN,
      subject: '+919876500000',
      phone: '+919876500000',
      ip: '203.0.113.250',
      now: new Date(day.getTime() + 130_000),
      dailyBudget: budget,
      message: (code) => ({ text: `Your code is ${code}`, variables: { code } }),
      key: KEY,
    });
    expect(india.ok).toBe(true);
  });

  it(`sends a block of numbers (all but the last ${SMS_PREFIX_FREE_DIGITS} digits) at most ${SMS_PER_PREFIX_PER_HOUR} codes an hour`, async () => {
    const block = '1370013';
    const t = new Date('2027-05-01T00:00:00Z');
    const inBlock = (i: number) => `${block}${String(i).padStart(SMS_PREFIX_FREE_DIGITS, '0')}`;
    for (let i = 0; i < SMS_PER_PREFIX_PER_HOUR; i++)
      expect((await issue(inBlock(i), new Date(t.getTime() + i * 1000))).ok).toBe(true);
    const refused = await issue(inBlock(9999), new Date(t.getTime() + 60_000));
    expect(refused).toEqual({ ok: false, reason: 'prefix-hourly-cap', retryAfterS: 3600 - 60 });
    // The next block is untouched, and the hour over, the block is open again.
    expect((await issue('13700140000', new Date(t.getTime() + 61_000))).ok).toBe(true);
    expect((await issue(inBlock(9999), new Date(t.getTime() + 3600_000 + 1000))).ok).toBe(true);
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
