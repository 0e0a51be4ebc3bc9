import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  DAY_MS,
  HOUR_MS,
  type RegistrationMarket,
  SMS_BUDGET_WARN_PCT,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_WRONG_ATTEMPTS,
  SMS_CODE_TTL_S,
  SMS_IP_COOLDOWN_AFTER,
  SMS_IP_VELOCITY_WINDOW_S,
  SMS_PER_PHONE_MIN_INTERVAL_S,
  SMS_PER_PHONE_PER_DAY,
  SMS_PER_PHONE_PER_HOUR,
} from '@loan/contract';
import type { Database, Queryable } from '../db/database.ts';
import { codeMac } from './at-rest.ts';
import type { SmsSender, SmsText } from './sms.ts';
import { marketBudgetFreeAt, marketSentToday, phonePrefix, prefixFreeAt } from './sms-limits.ts';

export type CodePurpose = 'promotion-register' | 'repayment-confirm';

export interface IssueCodeRequest {
  purpose: CodePurpose;
  /** What the code unlocks; `verifyCode` must name the same subject. */
  subject: string;
  phone: string;
  /** The market the phone number belongs to (the gateway wants it in international form). */
  market: RegistrationMarket;
  ip: string;
  /** The SMS for a code: its text, and the values a registered template is filled with (`smsWording`). */
  message: (code: string) => SmsText;
  /** The settings' ONE_TIME_CODE_KEY: the code is stored as an HMAC under it. */
  key: string;
  /**
   * Codes of this purpose each market may send in a rolling day (only purposes whose number a caller types): once
   * reached, a number not sent a code within the day is refused (sms-limits.ts).
   */
  dailyBudget?: number;
  now?: Date;
}

export type RefusalReason =
  | 'too-soon'
  | 'phone-hourly-cap'
  | 'phone-daily-cap'
  | 'ip-cooldown'
  | 'prefix-hourly-cap'
  | 'market-daily-budget';

/** A send that reached the budget's warning level, went over it, or went another tenth of it further over. */
export interface BudgetAlert {
  level: 'warn' | 'over';
  sent: number;
  budget: number;
}

export type IssueCodeResult =
  | { ok: true; expiresAt: Date; budgetAlert: BudgetAlert | null }
  | { ok: false; reason: RefusalReason; retryAfterS: number };

export type VerifyCodeResult = 'ok' | 'wrong' | 'locked' | 'expired' | 'missing';

const WINDOW_MS = SMS_IP_VELOCITY_WINDOW_S * 1000;

/**
 * Purposes whose phone number the caller types in are watched per address too (a bot walks numbers from one place). A
 * repayment code goes to the borrower's number on file, which no caller chooses: slowing its address down could only
 * keep a borrower from repaying.
 */
const CALLER_TYPES_NUMBER: Record<CodePurpose, boolean> = {
  'promotion-register': true,
  'repayment-confirm': false,
};

/** Distinct from every other advisory lock key space (migrations, seed use small integers). */
const lockKey = (scope: string) => `one-time-code:${scope}`;

/** A uniformly random code from the operating system's CSPRNG, zero padded. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** Registration codes sent from `ip` within the velocity window: the signal for the harder captcha and the cool-down. */
export async function ipVelocity(db: Queryable, ip: string, now: Date = new Date()): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from one_time_codes where ip = $1 and purpose = 'promotion-register' and created_at > $2`,
    [ip, new Date(now.getTime() - WINDOW_MS)],
  );
  return Number(row?.n ?? 0);
}

/** Codes of a purpose sent in the rolling day, all markets together (how busy the whole service is). */
export async function codesSentToday(db: Queryable, purpose: CodePurpose, now: Date = new Date()): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from one_time_codes where purpose = $1 and created_at > $2',
    [purpose, new Date(now.getTime() - DAY_MS)],
  );
  return Number(row?.n ?? 0);
}

/**
 * The rolling day of a purpose in a market: codes sent, and how many of them went over the budget (resends to numbers
 * already sent a code that day, the only sends it lets through).
 */
export async function smsBudgetToday(db: Queryable, purpose: CodePurpose, market: string, now: Date = new Date()) {
  const [row] = await db.query<{ sent: number; over: number }>(
    `select count(*)::int as sent, count(*) filter (where over_budget)::int as over
       from one_time_codes where purpose = $1 and market = $2 and created_at > $3`,
    [purpose, market, new Date(now.getTime() - DAY_MS)],
  );
  return { sentToday: Number(row?.sent ?? 0), overBudgetToday: Number(row?.over ?? 0) };
}

/** The alert a send that makes `sent` raises, if any: at the warning level, past the budget, then every tenth more. */
export function budgetAlertFor(sent: number, budget: number): BudgetAlert | null {
  const warnAt = Math.ceil((budget * SMS_BUDGET_WARN_PCT) / 100);
  if (sent === warnAt && warnAt <= budget) return { level: 'warn', sent, budget };
  const step = Math.max(1, Math.ceil(budget / 10));
  if (sent > budget && (sent - budget - 1) % step === 0) return { level: 'over', sent, budget };
  return null;
}

/**
 * Issues a code and sends it, unless the phone has used up its allowance, its address is cooling down, its block of
 * numbers has had its hour's codes or its market's day's budget is spent on other numbers. The counts and the insert
 * run in one transaction under advisory locks on the phone, the address, the block and the market's budget (always in
 * that order, so two requests never wait on each other crosswise), so servers sharing a database cannot both let a
 * request through the same gap.
 */
export async function issueCode(db: Database, sms: SmsSender, request: IssueCodeRequest): Promise<IssueCodeResult> {
  const now = request.now ?? new Date();
  const watched = CALLER_TYPES_NUMBER[request.purpose];
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [lockKey(`phone:${request.phone}`)]);
    if (watched) {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [lockKey(`ip:${request.ip}`)]);
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [lockKey(`block:${phonePrefix(request.phone)}`)]);
    }
    const budget = watched ? request.dailyBudget : undefined;
    const market = request.market.id;
    if (budget !== undefined)
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [lockKey(`budget:${request.purpose}:${market}`)]);
    const refusal = await checkAllowance(tx, request, now, watched);
    if (refusal) return refusal;

    const sent = budget === undefined ? 0 : (await marketSentToday(tx, request.purpose, market, now)) + 1;
    const code = generateCode();
    const salt = randomBytes(16);
    const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_S * 1000);
    await tx.query(
      `insert into one_time_codes (purpose, subject, phone, ip, salt, code_hash, created_at, expires_at, over_budget,
                                   market, phone_prefix)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        request.purpose,
        request.subject,
        request.phone,
        request.ip,
        salt,
        codeMac(request.key, salt, code),
        now,
        expiresAt,
        budget !== undefined && sent > budget,
        market,
        phonePrefix(request.phone),
      ],
    );
    await sms.send(
      { phone: request.phone, market: request.market, purpose: request.purpose, ...request.message(code) },
      tx,
    );
    return { ok: true, expiresAt, budgetAlert: budget === undefined ? null : budgetAlertFor(sent, budget) };
  });
}

type Refusal = Extract<IssueCodeResult, { ok: false }>;

/** Every limit that applies, and of those the one with the longest wait: the wait the caller is told is the real one. */
async function checkAllowance(
  tx: Queryable,
  request: IssueCodeRequest,
  now: Date,
  watched: boolean,
): Promise<Refusal | null> {
  const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));
  const refusals: Refusal[] = [];
  /** Send times of this purpose to the phone (or from the address) within `windowMs`, newest first. */
  const sendTimes = async (by: 'phone' | 'ip', windowMs: number) =>
    (
      await tx.query<{ created_at: Date }>(
        `select created_at from one_time_codes where ${by} = $1 and purpose = $2 and created_at > $3
          order by created_at desc`,
        [request[by], request.purpose, new Date(now.getTime() - windowMs)],
      )
    ).map((r) => new Date(r.created_at).getTime());
  const phoneTimes = await sendTimes('phone', DAY_MS);
  /** When `times` (newest first) within `windowMs` next holds fewer than `max`, if it holds `max` or more now. */
  const freeAt = (times: number[], windowMs: number, max: number) => {
    const inWindow = times.filter((t) => t > now.getTime() - windowMs);
    return inWindow.length >= max ? (inWindow[max - 1] ?? now.getTime()) + windowMs : null;
  };
  const limits: [RefusalReason, number | null][] = [
    ['too-soon', freeAt(phoneTimes, SMS_PER_PHONE_MIN_INTERVAL_S * 1000, 1)],
    ['phone-hourly-cap', freeAt(phoneTimes, HOUR_MS, SMS_PER_PHONE_PER_HOUR)],
    ['phone-daily-cap', freeAt(phoneTimes, DAY_MS, SMS_PER_PHONE_PER_DAY)],
  ];
  if (watched) {
    limits.push(['ip-cooldown', freeAt(await sendTimes('ip', WINDOW_MS), WINDOW_MS, SMS_IP_COOLDOWN_AFTER)]);
    limits.push(['prefix-hourly-cap', await prefixFreeAt(tx, request.purpose, request.phone, now)]);
    if (request.dailyBudget !== undefined) {
      const budget = { purpose: request.purpose, market: request.market.id, budget: request.dailyBudget };
      limits.push([
        'market-daily-budget',
        await marketBudgetFreeAt(tx, { ...budget, knownNumber: phoneTimes.length > 0 }, now),
      ]);
    }
  }
  for (const [reason, at] of limits)
    if (at !== null) refusals.push({ ok: false, reason, retryAfterS: secondsUntil(at) });
  return refusals.sort((a, b) => b.retryAfterS - a.retryAfterS)[0] ?? null;
}

type CodeRow = {
  id: number;
  salt: Uint8Array;
  code_hash: Uint8Array;
  failed_attempts: number;
  expires_at: Date;
  used_at: Date | null;
};

/**
 * Checks a code against the newest one issued for this purpose and subject; older codes are dead once a new one is
 * sent. A right code is spent; a wrong one counts, and the code dies after SMS_CODE_MAX_WRONG_ATTEMPTS guesses.
 */
export async function verifyCode(
  db: Database,
  request: { purpose: CodePurpose; subject: string; code: string; key: string; now?: Date },
): Promise<VerifyCodeResult> {
  const now = request.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<CodeRow>(
      `select id, salt, code_hash, failed_attempts, expires_at, used_at from one_time_codes
        where purpose = $1 and subject = $2 order by created_at desc, id desc limit 1 for update`,
      [request.purpose, request.subject],
    );
    if (!row || row.used_at) return 'missing';
    if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
    if (row.failed_attempts >= SMS_CODE_MAX_WRONG_ATTEMPTS) return 'locked';
    const expected = Buffer.from(row.code_hash);
    const given = codeMac(request.key, Buffer.from(row.salt), request.code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      await tx.query('update one_time_codes set used_at = $2 where id = $1', [row.id, now]);
      return 'ok';
    }
    await tx.query('update one_time_codes set failed_attempts = failed_attempts + 1 where id = $1', [row.id]);
    return row.failed_attempts + 1 >= SMS_CODE_MAX_WRONG_ATTEMPTS ? 'locked' : 'wrong';
  });
}
