import { createHmac } from 'node:crypto';
import {
  HOUR_MS,
  SMS_CODE_MAX_WRONG_ATTEMPTS,
  SMS_CODE_TTL_S,
  SMS_IP_COOLDOWN_AFTER,
  SMS_IP_HARD_CAPTCHA_AFTER,
  SMS_IP_VELOCITY_WINDOW_S,
  SMS_PER_PHONE_MIN_INTERVAL_S,
  SMS_PER_PHONE_PER_DAY,
  SMS_PER_PHONE_PER_HOUR,
  SMS_PER_PREFIX_PER_HOUR,
  SPEC_ORIGINAL,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueCode, verifyCode } from '../platform/one-time-codes.ts';
import type { SmsSender } from '../platform/sms.ts';
import { phonePrefix } from '../platform/sms-limits.ts';
import { isBenchRun, writeBenchFigures } from '../testing/bench-figures.ts';
import { commitBody, freshBorrower, oldRepaymentCall } from '../testing/old-repayment-client.ts';
import { newestCode, newSid, register, requestSmsCode, sendSms, solveCaptcha } from '../testing/promotion-client.ts';
import { staffBearer } from '../testing/staff-client.ts';
import { buildTestApp } from '../testing/test-app.ts';

// Codes must come from the CSPRNG: watch `randomInt` while keeping it real.
const cryptoCalls = vi.hoisted(() => ({ randomInt: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return {
    ...actual,
    randomInt: (...args: Parameters<typeof actual.randomInt>) => {
      cryptoCalls.randomInt += 1;
      return (actual.randomInt as (min: number, max: number) => number)(args[0] as number, args[1] as number);
    },
  };
});

/**
 * One-time codes and SMS (OWASP API2 broken authentication, API4 resource consumption, API6 sensitive flows):
 * send requests from one IP, from as many IPs on one block of numbers, at one victim's number, repayment "send again"
 * requests, then wrong-code guessing, expiry, replay and cross-use of codes.
 */
const SENDS = isBenchRun() ? 1000 : 300;
/** Small, so the runs below spend it: what matters is what happens to real users after. */
const BUDGET = 60;
/** Landing templates of the demo data: Mexico (Spanish) and India (English). */
const MEXICO_LANDING = 1;
const INDIA_LANDING = 2;

type CodeRow = { phone: string; ip: string; purpose: string; market: string | null; created_at: Date };

/** Every cap, checked over the rows a run left: what was really sent, whatever the routes answered. */
function capViolations(rows: CodeRow[]): string[] {
  const problems: string[] = [];
  const by = (key: (r: CodeRow) => string, of: CodeRow[] = rows) => {
    const groups = new Map<string, number[]>();
    for (const r of of) {
      const times = groups.get(key(r)) ?? [];
      times.push(new Date(r.created_at).getTime());
      groups.set(key(r), times);
    }
    for (const times of groups.values()) times.sort((a, b) => a - b);
    return groups;
  };
  const within = (times: number[], windowMs: number, max: number) =>
    times.some((t) => times.filter((u) => u >= t && u < t + windowMs).length > max);
  for (const [phone, times] of by((r) => `${r.purpose} ${r.phone}`)) {
    if (times.some((t, i) => i > 0 && t - (times[i - 1] ?? 0) < SMS_PER_PHONE_MIN_INTERVAL_S * 1000))
      problems.push(`${phone}: two codes within ${SMS_PER_PHONE_MIN_INTERVAL_S} s`);
    if (within(times, HOUR_MS, SMS_PER_PHONE_PER_HOUR)) problems.push(`${phone}: over the hourly cap`);
    if (within(times, 24 * HOUR_MS, SMS_PER_PHONE_PER_DAY)) problems.push(`${phone}: over the daily cap`);
  }
  // Only registration codes are watched per address (platform/one-time-codes.ts says why).
  const registration = rows.filter((r) => r.purpose === 'promotion-register');
  for (const [ip, times] of by((r) => r.ip, registration))
    if (within(times, SMS_IP_VELOCITY_WINDOW_S * 1000, SMS_IP_COOLDOWN_AFTER))
      problems.push(`${ip}: over the cool-down`);
  for (const [block, times] of by((r) => phonePrefix(r.phone), registration))
    if (within(times, HOUR_MS, SMS_PER_PREFIX_PER_HOUR)) problems.push(`${block}: over the block's hourly cap`);
  // The whole run fits in one day: each market's numbers, new that day, are at most its budget.
  for (const [market, times] of by((r) => r.market ?? '?', registration)) {
    const numbers = new Set(registration.filter((r) => r.market === market).map((r) => r.phone));
    if (numbers.size > BUDGET)
      problems.push(`${market}: ${numbers.size} numbers, over the budget (${times.length} codes)`);
  }
  return problems;
}

describe('one-time codes and SMS (OWASP API2/API4/API6)', { timeout: 600_000 }, () => {
  let app: FastifyInstance;
  let staffAuth: string;
  const rows: { measure: string; value: number | string; target: string; met: boolean }[] = [];
  const report = (measure: string, value: number | string, target: string, met: boolean) =>
    rows.push({ measure, value, target, met });
  const outboxCount = async (where = 'true', params: unknown[] = []) =>
    Number(
      (await app.db.query<{ n: number }>(`select count(*)::int as n from sms_outbox where ${where}`, params))[0]?.n,
    );
  const codeRows = () =>
    app.db.query<CodeRow>('select phone, ip, purpose, market, created_at from one_time_codes order by id');
  const budget = async () => {
    const answer = await app.inject({ url: '/staff/api/promotion/sms-budget', headers: { authorization: staffAuth } });
    const data = answer.json().data as { budget: number; sent: number; overBudget: number };
    return { budget: data.budget, sentToday: data.sent, overBudgetToday: data.overBudget };
  };

  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', SMS_DAILY_BUDGET: String(BUDGET) });
    staffAuth = await staffBearer(app, 'agent.mx@demo.test');
  });
  afterAll(() => app.close());

  it(`sends at most ${SMS_IP_COOLDOWN_AFTER} codes for ${SENDS} requests from one IP, the hard captcha after ${SMS_IP_HARD_CAPTCHA_AFTER}`, async () => {
    const statuses = new Map<number, number>();
    for (let i = 0; i < SENDS; i++) {
      // Each number in a block of its own: this is about the address, not the block cap.
      const phone = `138${String(i % 250).padStart(4, '0')}0013`;
      const { response } = await requestSmsCode(app, phone, '203.0.113.7');
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    const sent = await outboxCount("phone like '+86138%0013'");
    report(
      `SMS sent for ${SENDS} requests from one IP`,
      sent,
      `≤ ${SMS_IP_COOLDOWN_AFTER} per ${SMS_IP_VELOCITY_WINDOW_S / 60} min (then a cool-down of at most that)`,
      sent <= SMS_IP_COOLDOWN_AFTER,
    );
    expect(sent).toBe(SMS_IP_COOLDOWN_AFTER);
    expect([...statuses.keys()].every((s) => s === 200 || s === 429)).toBe(true);
    // Only the first few drawings of this address were easy; every later one was the hard kind.
    const [drawn] = await app.db.query<{ easy: number }>(
      `select count(*) filter (where not hard)::int as easy from promotion_captchas where passed_phone like '+86138%0013'`,
    );
    expect(Number(drawn?.easy)).toBe(SMS_IP_HARD_CAPTCHA_AFTER);
  });

  it("sends exactly what is left of the market's budget for 100 simultaneous requests to 90 new numbers, one per number", async () => {
    const left = BUDGET - (await outboxCount("phone like '+86%'"));
    expect(left).toBeGreaterThan(0);
    const ready = [];
    for (let i = 0; i < 100; i++) {
      const sid = await newSid(app);
      // Every tenth request repeats a number: the per-phone interval must hold under the same burst.
      const phone = `135${String(i % 10 === 9 ? i - 1 : i).padStart(4, '0')}0013`;
      const ip = `172.16.${i >> 8}.${i & 255}`;
      ready.push({ phone, ip, sid, capcode: await solveCaptcha(app, sid, ip) });
    }
    const answers = await Promise.all(ready.map((input) => sendSms(app, input)));
    // Sent, refused for a limit, or (once the budget is spent mid-burst) asked for the harder drawing.
    expect(answers.every((r) => [200, 429, 400].includes(r.statusCode))).toBe(true);
    const sent = await outboxCount("phone like '+86135%0013'");
    report(
      'SMS sent for 100 simultaneous requests to 90 new numbers, the budget nearly spent',
      sent,
      `${left} (what is left of the budget)`,
      sent === left,
    );
    expect(sent).toBe(left);
    const phones = await app.db.query<{ n: number }>(
      "select count(distinct phone)::int as n from sms_outbox where phone like '+86135%0013'",
    );
    expect(Number(phones[0]?.n)).toBe(sent);
  });

  it(`sends a flooded block of numbers ${SMS_PER_PREFIX_PER_HOUR} codes an hour (not ${SENDS}); its real user is told the wait`, async () => {
    for (let i = 0; i < SENDS; i++) {
      // Numbers of the Indian block 98765 4xxxx, each request from its own address.
      const phone = `987654${String((i * 7) % 300).padStart(4, '0')}`;
      await requestSmsCode(app, phone, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, undefined, INDIA_LANDING);
    }
    const sent = await outboxCount("phone like '+91987654%'");
    report(
      `SMS sent to one block of 10 000 numbers for ${SENDS} requests from ${SENDS} IPs`,
      sent,
      `${SMS_PER_PREFIX_PER_HOUR} an hour`,
      sent === SMS_PER_PREFIX_PER_HOUR,
    );
    expect(sent).toBe(SMS_PER_PREFIX_PER_HOUR);
    // A real borrower in the flooded block waits, told why and how long in the landing's words.
    const blocked = await requestSmsCode(app, '98765 49999', '100.64.0.1', undefined, INDIA_LANDING);
    expect(blocked.response.statusCode).toBe(429);
    expect(blocked.response.json().message).toMatch(
      /^Too many codes for numbers like this one this hour: try again in \d+ min$/,
    );
    // The next block is not touched.
    const next = await requestSmsCode(app, '98765 59999', '100.64.0.2', undefined, INDIA_LANDING);
    expect(next.response.statusCode).toBe(200);
  });

  it("refuses new numbers once the market's daily budget is spent, in the visitor's words, the others' markets open", async () => {
    const statuses: number[] = [];
    let refusal = '';
    for (let i = 0; i < BUDGET + 10; i++) {
      // Mexican numbers, each in a block of its own and from its own address: only the budget can stop them.
      const phone = `55${String(i).padStart(4, '0')}0000`;
      const { response } = await requestSmsCode(app, phone, `10.9.${i >> 8}.${i & 255}`, undefined, MEXICO_LANDING);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refusal = response.json().message;
    }
    const sent = await outboxCount("phone like '+52%'");
    report(
      `SMS sent in one market for ${BUDGET + 10} requests to new numbers, budget ${BUDGET}`,
      sent,
      `${BUDGET} (new numbers refused after)`,
      sent === BUDGET,
    );
    expect(sent).toBe(BUDGET);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(refusal).toMatch(/^Ya se enviaron todos los códigos de registro de hoy: inténtalo en \d+ h \d+ min$/);
    // A number already sent a code today is not refused for the budget (only its own minute between codes holds).
    const again = await requestSmsCode(app, '55 0000 0000', '10.9.9.9', undefined, MEXICO_LANDING);
    expect(again.response.json().message).toMatch(/^Demasiados códigos: inténtalo en/);
    // The desk sees its market's figures; India's budget is India's own.
    expect(await budget()).toEqual({ budget: BUDGET, sentToday: BUDGET, overBudgetToday: 0 });
    const india = await requestSmsCode(app, '98765 69999', '100.64.0.3', undefined, INDIA_LANDING);
    expect(india.response.statusCode).toBe(200);
    // Over budget, everyone gets the hard drawing.
    const sid = await newSid(app);
    await solveCaptcha(app, sid, '100.64.0.2');
    const [row] = await app.db.query<{ hard: boolean }>('select hard from promotion_captchas where sid = $1', [sid]);
    expect(row?.hard).toBe(true);
  });

  it(`sends one repayment code per ${SMS_PER_PHONE_MIN_INTERVAL_S} s for ${SENDS} "send again" requests`, async () => {
    const who = await freshBorrower(app);
    const committed = await oldRepaymentCall(app, '/repayment-commit', await commitBody(app, who), who);
    const record = committed.json().data.repayRecordId;
    for (let i = 0; i < SENDS; i++) {
      const response = await oldRepaymentCall(
        app,
        '/repayment-send-code',
        { orderId: who.orderId, repaymentRecordId: record },
        who,
        '198.51.100.9',
      );
      expect([200, 429]).toContain(response.statusCode);
    }
    const sent = await outboxCount('phone = $1', [who.phone]);
    report(`repayment SMS sent for 1 commit + ${SENDS} resend requests`, sent, '1 per 60 s, ≤ 5 per hour', sent <= 2);
    // The run may straddle one 60 s boundary on a slow machine; the row check below holds either way.
    expect(sent).toBeLessThanOrEqual(2);
  });

  it('never sent more than a cap allows, by the rows (per phone, per IP, per block, per market budget)', async () => {
    const all = await codeRows();
    expect(await outboxCount()).toBe(all.length);
    const violations = capViolations(all);
    report('cap violations found in the sent rows', violations.length, '0', violations.length === 0);
    expect(violations).toEqual([]);
  });

  it(`locks a registration code after ${SMS_CODE_MAX_WRONG_ATTEMPTS} wrong guesses, even for the right code after`, async () => {
    // An Indian landing's number: the Chinese landing's market spent its budget above.
    const phone = '9876570001';
    const { sid, capcode } = await requestSmsCode(app, phone, '192.0.2.1', undefined, INDIA_LANDING);
    const right = await newestCode(app, `+91${phone}`);
    if (!right) throw new Error('no code sent');
    const wrongCode = right === '000000' ? '000001' : '000000';
    const attempt = (smsCode: string) => register(app, { phone, sid, capcode, smsCode }, INDIA_LANDING);
    for (let i = 0; i < SMS_CODE_MAX_WRONG_ATTEMPTS; i++) {
      const response = await attempt(wrongCode);
      expect(response.statusCode).toBe(400);
    }
    const after = await attempt(right);
    expect(after.statusCode).toBe(400);
    const registered = await app.db.query('select 1 from promotion_registrations where phone = $1', [`+91${phone}`]);
    report(
      `codes accepted after ${SMS_CODE_MAX_WRONG_ATTEMPTS} wrong guesses (registration)`,
      registered.length,
      '0',
      registered.length === 0,
    );
    expect(registered).toEqual([]);
  });

  it(`locks a repayment code after ${SMS_CODE_MAX_WRONG_ATTEMPTS} wrong guesses, and repays nothing`, async () => {
    const who = await freshBorrower(app);
    const committed = await oldRepaymentCall(app, '/repayment-commit', await commitBody(app, who), who);
    const record = committed.json().data.repayRecordId;
    const right = await newestCode(app, who.phone);
    if (!right) throw new Error('no code sent');
    const guess = (verifyCode: string) =>
      oldRepaymentCall(app, '/repayment-confirm', { orderId: who.orderId, repaymentRecordId: record, verifyCode }, who);
    for (let i = 0; i < SMS_CODE_MAX_WRONG_ATTEMPTS; i++) {
      const wrong = await guess(String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));
      // The last wrong guess already answers that the code is locked.
      expect(wrong.statusCode).toBe(i < SMS_CODE_MAX_WRONG_ATTEMPTS - 1 ? 400 : 409);
    }
    expect((await guess(right)).statusCode).toBe(409);
    const repaid = await app.db.query('select 1 from repayments where order_id = $1', [who.orderId]);
    report(
      `codes accepted after ${SMS_CODE_MAX_WRONG_ATTEMPTS} wrong guesses (repayment)`,
      repaid.length,
      '0',
      repaid.length === 0,
    );
    expect(repaid).toEqual([]);
  });

  describe('codes themselves (through the module, with its `now` seam instead of waiting)', () => {
    const sent: { phone: string; text: string }[] = [];
    const capture: SmsSender = {
      async send(message, tx) {
        sent.push(message);
        await tx.query('insert into sms_outbox (phone, purpose, body) values ($1, $2, $3)', [
          message.phone,
          message.purpose,
          message.text,
        ]);
      },
    };
    const t0 = new Date('2030-01-01T00:00:00Z');
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    const issue = async (
      phone: string,
      purpose: 'promotion-register' | 'repayment-confirm',
      now: Date,
      ip = '192.0.2.50',
    ) => {
      const result = await issueCode(app.db, capture, {
        purpose,
        market: SPEC_ORIGINAL,
        subject: phone,
        phone,
        ip,
        message: (code) => ({ text: `code ${code}`, variables: { code } }),
        now,
        key: app.config.ONE_TIME_CODE_KEY,
      });
      return { result, code: /\d{6}/.exec(sent.at(-1)?.text ?? '')?.[0] ?? '' };
    };
    let accepted = 0;
    const check = async (
      purpose: 'promotion-register' | 'repayment-confirm',
      subject: string,
      code: string,
      now: Date,
    ) => {
      const verdict = await verifyCode(app.db, { purpose, subject, code, now, key: app.config.ONE_TIME_CODE_KEY });
      if (verdict === 'ok') accepted += 1;
      return verdict;
    };

    it('accepts no code after expiry, none twice, none for another phone or purpose', async () => {
      const a = await issue('15500000001', 'promotion-register', t0);
      expect(await check('promotion-register', '15500000001', a.code, at(SMS_CODE_TTL_S))).toBe('expired');
      const b = await issue('15500000002', 'promotion-register', at(0));
      expect(await check('promotion-register', '15500000003', b.code, at(1))).not.toBe('ok');
      expect(await check('repayment-confirm', '15500000002', b.code, at(1))).not.toBe('ok');
      expect(await check('promotion-register', '15500000002', b.code, at(2))).toBe('ok');
      accepted -= 1; // the one right use
      expect(await check('promotion-register', '15500000002', b.code, at(3))).toBe('missing');
      report('codes accepted after expiry, twice, or for another phone or purpose', accepted, '0', accepted === 0);
      expect(accepted).toBe(0);
    });

    it(`sends one victim at most ${SMS_PER_PHONE_PER_DAY} codes in a day of requests every 5 minutes from new IPs`, async () => {
      let sentToVictim = 0;
      for (let minute = 0; minute < 24 * 60; minute += 5) {
        const { result } = await issue(
          '15700130001',
          'promotion-register',
          at(minute * 60),
          `198.18.${minute >> 8}.${minute & 255}`,
        );
        if (result.ok) sentToVictim += 1;
      }
      report(
        'SMS sent to one number in a day of requests (one every 5 min)',
        sentToVictim,
        `≤ ${SMS_PER_PHONE_PER_DAY} (was 120)`,
        sentToVictim <= SMS_PER_PHONE_PER_DAY,
      );
      expect(sentToVictim).toBe(SMS_PER_PHONE_PER_DAY);
      // A repayment code to the same number is its own allowance: a flood of sign-up codes cannot block repaying.
      const repay = await issue('15700130001', 'repayment-confirm', at(24 * 60 * 60 - 10), '198.18.9.9');
      expect(repay.result.ok).toBe(true);
    });

    it('makes 6-digit codes with crypto.randomInt and stores only a salted HMAC under the server key', async () => {
      const before = cryptoCalls.randomInt;
      const codes: string[] = [];
      for (let i = 0; i < 20; i++)
        codes.push(
          (await issue(`1580013${String(i).padStart(4, '0')}`, 'promotion-register', at(5000), `192.0.2.${100 + i}`))
            .code,
        );
      expect(cryptoCalls.randomInt - before).toBeGreaterThanOrEqual(20);
      expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
      const stored = await app.db.query<{ phone: string; salt: Uint8Array; code_hash: Uint8Array }>(
        "select phone, salt, code_hash from one_time_codes where phone like '1580013%' order by id",
      );
      expect(stored).toHaveLength(20);
      for (const [i, row] of stored.entries()) {
        const code = codes[i] ?? '';
        expect(Buffer.from(row.salt)).toHaveLength(16);
        const expected = createHmac('sha256', app.config.ONE_TIME_CODE_KEY)
          .update(Buffer.from(row.salt))
          .update(code)
          .digest();
        expect(Buffer.from(row.code_hash).equals(expected)).toBe(true);
        expect(JSON.stringify(row)).not.toContain(code);
      }
      expect(new Set(stored.map((r) => Buffer.from(r.salt).toString('hex'))).size).toBe(20);
      report('codes: 6 digits, crypto.randomInt, salted HMAC-SHA256 under a server key at rest', 'yes', 'yes', true);
    });
  });

  it('reports its figures', () => {
    writeBenchFigures('Security: one-time codes and SMS', rows, [
      `Per phone: 1 per ${SMS_PER_PHONE_MIN_INTERVAL_S} s, ${SMS_PER_PHONE_PER_HOUR} an hour, ${SMS_PER_PHONE_PER_DAY} a day. Per IP (registration codes): the hard captcha from ${SMS_IP_HARD_CAPTCHA_AFTER} and a cool-down from ${SMS_IP_COOLDOWN_AFTER} codes in ${SMS_IP_VELOCITY_WINDOW_S / 60} min. Per block of numbers (all but the last 4 digits): ${SMS_PER_PREFIX_PER_HOUR} an hour. A daily budget per market (here ${BUDGET}) refuses numbers new to the day once spent, alerts and hardens the captcha.`,
    ]);
    expect(rows.every((r) => r.met)).toBe(true);
  });
});
