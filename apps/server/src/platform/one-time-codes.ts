import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_WRONG_ATTEMPTS,
  SMS_CODE_TTL_S,
  SMS_PER_IP_PER_HOUR,
  SMS_PER_PHONE_MIN_INTERVAL_S,
  SMS_PER_PHONE_PER_HOUR,
  SMS_PER_PREFIX_PER_DAY,
  SMS_PREFIX_FREE_DIGITS,
} from '@loan/contract';
import type { Database, Queryable } from '../db/database.ts';
import type { SmsSender } from './sms.ts';

export type CodePurpose = 'promotion-register' | 'repayment-confirm';

export interface IssueCodeRequest {
  purpose: CodePurpose;
  /** What the code unlocks; `verifyCode` must name the same subject. */
  subject: string;
  phone: string;
  ip: string;
  /** The SMS text for a code. */
  message: (code: string) => string;
  now?: Date;
}

export type IssueCodeResult =
  | { ok: true; expiresAt: Date }
  | {
      ok: false;
      reason: 'too-soon' | 'phone-hourly-cap' | 'ip-hourly-cap' | 'prefix-daily-cap';
      retryAfterS: number;
    };

export type VerifyCodeResult = 'ok' | 'wrong' | 'locked' | 'expired' | 'missing';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Purposes whose phone number the caller types in are capped per number block too (SMS pumping walks a block of
 * premium numbers). A repayment code goes to the borrower's number on file, which no caller chooses: capping its block
 * could only keep a borrower from repaying.
 */
const PREFIX_CAPPED: Record<CodePurpose, boolean> = {
  'promotion-register': true,
  'repayment-confirm': false,
};

/** The block of a phone number: every digit but the last SMS_PREFIX_FREE_DIGITS. */
export const phonePrefix = (phone: string) => phone.slice(0, Math.max(0, phone.length - SMS_PREFIX_FREE_DIGITS));

/** Distinct from every other advisory lock key space (migrations, seed use small integers). */
const lockKey = (scope: string) => `one-time-code:${scope}`;

const hashCode = (salt: Buffer, code: string) => createHash('sha256').update(salt).update(code).digest();

/** A uniformly random code from the operating system's CSPRNG, zero padded. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

type RecentCounts = {
  last_interval: number;
  last_hour: number;
  newest: Date | null;
  oldest: Date | null;
};

/**
 * Issues a code and sends it, unless the phone or the IP has used up its allowance. The counts and the insert run in
 * one transaction under advisory locks on the phone and the IP, so two servers sharing a database cannot both let
 * a request through the same gap.
 */
export async function issueCode(db: Database, sms: SmsSender, request: IssueCodeRequest): Promise<IssueCodeResult> {
  const now = request.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [lockKey(`phone:${request.phone}`)]);
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [lockKey(`ip:${request.ip}`)]);
    // Always taken last (phone, IP, block), so two requests never wait on each other in opposite orders.
    if (PREFIX_CAPPED[request.purpose])
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [lockKey(`prefix:${phonePrefix(request.phone)}`)]);
    const refusal = await checkAllowance(tx, request, now);
    if (refusal) return refusal;

    const code = generateCode();
    const salt = randomBytes(16);
    const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_S * 1000);
    await tx.query(
      `insert into one_time_codes (purpose, subject, phone, phone_prefix, ip, salt, code_hash, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        request.purpose,
        request.subject,
        request.phone,
        phonePrefix(request.phone),
        request.ip,
        salt,
        hashCode(salt, code),
        now,
        expiresAt,
      ],
    );
    await sms.send({ phone: request.phone, purpose: request.purpose, body: request.message(code) }, tx);
    return { ok: true, expiresAt };
  });
}

async function checkAllowance(
  tx: Queryable,
  request: IssueCodeRequest,
  now: Date,
): Promise<Extract<IssueCodeResult, { ok: false }> | null> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const intervalAgo = new Date(now.getTime() - SMS_PER_PHONE_MIN_INTERVAL_S * 1000);
  const [phone] = await tx.query<RecentCounts>(
    `select count(*) filter (where created_at > $4)::int as last_interval, count(*)::int as last_hour,
            max(created_at) as newest, min(created_at) as oldest
       from one_time_codes where phone = $1 and purpose = $2 and created_at > $3`,
    [request.phone, request.purpose, hourAgo, intervalAgo],
  );
  const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));
  if (phone && phone.last_interval > 0 && phone.newest) {
    const newest = new Date(phone.newest).getTime();
    return { ok: false, reason: 'too-soon', retryAfterS: secondsUntil(newest + SMS_PER_PHONE_MIN_INTERVAL_S * 1000) };
  }
  if (phone && phone.last_hour >= SMS_PER_PHONE_PER_HOUR && phone.oldest) {
    return {
      ok: false,
      reason: 'phone-hourly-cap',
      retryAfterS: secondsUntil(new Date(phone.oldest).getTime() + HOUR_MS),
    };
  }
  const [ip] = await tx.query<RecentCounts>(
    `select count(*)::int as last_hour, min(created_at) as oldest
       from one_time_codes where ip = $1 and created_at > $2`,
    [request.ip, hourAgo],
  );
  if (ip && ip.last_hour >= SMS_PER_IP_PER_HOUR && ip.oldest) {
    return { ok: false, reason: 'ip-hourly-cap', retryAfterS: secondsUntil(new Date(ip.oldest).getTime() + HOUR_MS) };
  }
  if (!PREFIX_CAPPED[request.purpose]) return null;
  const [block] = await tx.query<{ last_day: number; oldest: Date | null }>(
    `select count(*)::int as last_day, min(created_at) as oldest
       from one_time_codes where purpose = $1 and phone_prefix = $2 and created_at > $3`,
    [request.purpose, phonePrefix(request.phone), new Date(now.getTime() - DAY_MS)],
  );
  if (block && block.last_day >= SMS_PER_PREFIX_PER_DAY && block.oldest) {
    return {
      ok: false,
      reason: 'prefix-daily-cap',
      retryAfterS: secondsUntil(new Date(block.oldest).getTime() + DAY_MS),
    };
  }
  return null;
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
  request: { purpose: CodePurpose; subject: string; code: string; now?: Date },
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
    const given = hashCode(Buffer.from(row.salt), request.code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      await tx.query('update one_time_codes set used_at = $2 where id = $1', [row.id, now]);
      return 'ok';
    }
    await tx.query('update one_time_codes set failed_attempts = failed_attempts + 1 where id = $1', [row.id]);
    return row.failed_attempts + 1 >= SMS_CODE_MAX_WRONG_ATTEMPTS ? 'locked' : 'wrong';
  });
}
