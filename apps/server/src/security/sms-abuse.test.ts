import { createHmac } from 'node:crypto';
import {
  SMS_CODE_MAX_WRONG_ATTEMPTS,
  SMS_CODE_TTL_S,
  SMS_IP_COOLDOWN_AFTER,
  SMS_IP_HARD_CAPTCHA_AFTER,
  SMS_IP_VELOCITY_WINDOW_S,
  SMS_PER_PHONE_MIN_INTERVAL_S,
  SMS_PER_PHONE_PER_DAY,
  SMS_PER_PHONE_PER_HOUR,
  SPEC_ORIGINAL,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueCode, verifyCode } from '../platform/one-time-codes.ts';
import type { SmsSender } from '../platform/sms.ts';
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
const HOUR_MS = 3_600_000;

type CodeRow = { phone: string; ip: string; purpose: string; created_at: Date };

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
  const codeRows = () => app.db.query<CodeRow>('select phone, ip, purpose, created_at from one_time_codes order by id');
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
      const phone = `1380013${String(i % 250).padStart(4, '0')}`;
      const { response } = await requestSmsCode(app, phone, '203.0.113.7');
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    const sent = await outboxCount("phone like '+861380013%'");
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
      `select count(*) filter (where not hard)::int as easy from promotion_captchas where passed_phone like '+861380013%'`,
    );
    expect(Number(drawn?.easy)).toBe(SMS_IP_HARD_CAPTCHA_AFTER);
  });

  it(`keeps a flooded block of numbers open to its real users, over budget, with the alert counted`, async () => {
    for (let i = 0; i < SENDS; i++) {
      // Numbers of block 1390013, each request from its own address.
      const phone = `1390013${String((i * 7) % 300).padStart(4, '0')}`;
      await requestSmsCode(app, phone, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    }
    // A real borrower whose number is in the flooded block, after the flood spent the day's budget.
    const { response } = await requestSmsCode(app, '13900139999', '100.64.0.1');
    report(
      `a real user of a block flooded by ${SENDS} requests from ${SENDS} IPs gets a code`,
      response.statusCode === 200 ? 'yes' : `no (${response.statusCode})`,
      'yes (no per-block cap to lock)',
      response.statusCode === 200,
    );
    expect(response.statusCode).toBe(200);
    const figures = await budget();
    expect(figures.sentToday).toBeGreaterThan(BUDGET);
    expect(figures.overBudgetToday).toBe(figures.sentToday - BUDGET);
    report(
      `sends over a budget of ${BUDGET} counted for the alert`,
      figures.overBudgetToday,
      '= sent − budget, none refused for it',
      figures.overBudgetToday === figures.sentToday - BUDGET,
    );
    // Over budget, everyone gets the hard drawing.
    const sid = await newSid(app);
    await solveCaptcha(app, sid, '100.64.0.2');
    const [row] = await app.db.query<{ hard: boolean }>('select hard from promotion_captchas where sid = $1', [sid]);
    expect(row?.hard).toBe(true);
  });

  it('holds the phone caps and counts the budget exactly when the requests arrive all at once', async () => {
    const before = await budget();
    const ready = [];
    for (let i = 0; i < 100; i++) {
      const sid = await newSid(app);
      // Every tenth request repeats a number: the per-phone interval must hold under the same burst.
      const phone = `1350013${String(i % 10 === 9 ? i - 1 : i).padStart(4, '0')}`;
      const ip = `172.16.${i >> 8}.${i & 255}`;
      ready.push({ phone, ip, sid, capcode: await solveCaptcha(app, sid, ip) });
    }
    const answers = await Promise.all(ready.map((input) => sendSms(app, input)));
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    const sent = await outboxCount("phone like '+861350013%'");
    report('SMS sent for 100 simultaneous requests to 90 numbers', sent, '90 (one per number)', sent === 90);
    expect(sent).toBe(90);
    const after = await budget();
    expect(after.overBudgetToday - before.overBudgetToday).toBe(90);
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

  it('never sent more than a cap allows, by the rows (per phone, per IP, per block)', async () => {
    const all = await codeRows();
    expect(await outboxCount()).toBe(all.length);
    const violations = capViolations(all);
    report('cap violations found in the sent rows', violations.length, '0', violations.length === 0);
    expect(violations).toEqual([]);
  });

  it(`locks a registration code after ${SMS_CODE_MAX_WRONG_ATTEMPTS} wrong guesses, even for the right code after`, async () => {
    const phone = '13600130001';
    const { sid, capcode } = await requestSmsCode(app, phone, '192.0.2.1');
    const right = await newestCode(app, phone);
    if (!right) throw new Error('no code sent');
    const wrongCode = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < SMS_CODE_MAX_WRONG_ATTEMPTS; i++) {
      const response = await register(app, { phone, sid, capcode, smsCode: wrongCode });
      expect(response.statusCode).toBe(400);
    }
    const after = await register(app, { phone, sid, capcode, smsCode: right });
    expect(after.statusCode).toBe(400);
    const registered = await app.db.query('select 1 from promotion_registrations where phone = $1', [`+86${phone}`]);
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
      `Per phone: 1 per ${SMS_PER_PHONE_MIN_INTERVAL_S} s, ${SMS_PER_PHONE_PER_HOUR} an hour, ${SMS_PER_PHONE_PER_DAY} a day. Per IP (registration codes): the hard captcha from ${SMS_IP_HARD_CAPTCHA_AFTER} and a cool-down from ${SMS_IP_COOLDOWN_AFTER} codes in ${SMS_IP_VELOCITY_WINDOW_S / 60} min. A daily send budget (here ${BUDGET}) alerts and hardens the captcha, refusing nobody.`,
    ]);
    expect(rows.every((r) => r.met)).toBe(true);
  });
});
