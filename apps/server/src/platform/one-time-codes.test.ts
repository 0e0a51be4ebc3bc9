import {
  SMS_CODE_MAX_WRONG_ATTEMPTS,
  SMS_CODE_TTL_S,
  SMS_PER_IP_PER_HOUR,
  SMS_PER_PHONE_MIN_INTERVAL_S,
  SMS_PER_PHONE_PER_HOUR,
} from '@loan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openFreshTestDatabase } from '../testing/test-database.ts';
import { generateCode, issueCode, verifyCode } from './one-time-codes.ts';
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

async function issue(phone: string, now: Date, ip = '203.0.113.1', subject = phone) {
  return issueCode(db, outboxSmsSender, {
    purpose: 'promotion-register',
    subject,
    phone,
    ip,
    now,
    message: (code) => `Your code is ${code}`,
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
) => verifyCode(db, { purpose, subject: phone, code, now });

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

  it('caps codes per IP per hour across phones', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < SMS_PER_IP_PER_HOUR; i++) expect((await issue(freshPhone(), at(i), ip)).ok).toBe(true);
    expect(await issue(freshPhone(), at(SMS_PER_IP_PER_HOUR), ip)).toMatchObject({
      ok: false,
      reason: 'ip-hourly-cap',
    });
  });

  it('lets exactly one of many simultaneous requests for one phone through', async () => {
    const phone = freshPhone();
    const results = await Promise.all(Array.from({ length: 10 }, () => issue(phone, T0)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});
