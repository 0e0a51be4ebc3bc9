import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_TTL_S, DAY_MS, PROMO_SID_TTL_S } from '@loan/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { CAPTCHA_STYLES, type CaptchaMode, randomCaptchaAnswer, renderCaptchaPng } from './captcha-image.ts';

/**
 * Captcha sessions in the database: a sid (get-sid), the newest image drawn for it (get-captcha) and the checks of its
 * answer. Only a salted SHA-256 of the upper-cased answer is stored.
 *
 * Life of one drawing: issued → (get-sms, right answer) passed for that phone → (register) spent. A wrong answer at
 * any step spends it too, so each drawing allows at most one guess; the page draws a new one.
 */
export type CaptchaStep = 'sms' | 'register';
/** `too-easy`: the drawing was made in the normal mode while the harder one is required now. */
export type CaptchaCheck = 'ok' | 'wrong' | 'too-easy';

const hashAnswer = (salt: Buffer, answer: string) =>
  createHash('sha256').update(salt).update(answer.trim().toUpperCase()).digest();

export function newSid(): string {
  return randomBytes(16).toString('hex');
}

/** Sessions are kept a day after they die (for support), then removed as new ones are issued. */
const KEEP_DEAD_SIDS_MS = DAY_MS;

export async function issueSid(db: Database, now: Date = new Date()): Promise<string> {
  const sid = newSid();
  await db.query('insert into promotion_captchas (sid) values ($1)', [sid]);
  await db.query('delete from promotion_captchas where created_at < $1', [
    new Date(now.getTime() - PROMO_SID_TTL_S * 1000 - KEEP_DEAD_SIDS_MS),
  ]);
  return sid;
}

/**
 * Draws a new PNG for a live sid; the previous answer dies. `reveal` receives the answer (only the dev-tools test
 * hook outside production passes one). Answers `null` for an unknown or expired sid.
 */
export async function drawCaptcha(
  db: Database,
  sid: string,
  options: { now?: Date; mode?: CaptchaMode; reveal?: (tx: Queryable, answer: string) => Promise<void> } = {},
): Promise<Buffer | null> {
  const now = options.now ?? new Date();
  const mode = options.mode ?? 'normal';
  const answer = randomCaptchaAnswer();
  const salt = randomBytes(16);
  // Drawn before the transaction: a few milliseconds of CPU that need not hold a database connection.
  const image = await renderCaptchaPng(answer, CAPTCHA_STYLES[mode]);
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `update promotion_captchas
          set salt = $2, answer_hash = $3, issued_at = $4, expires_at = $5, passed_phone = null, used_at = null,
              hard = $7
        where sid = $1 and created_at > $6
        returning sid`,
      [
        sid,
        salt,
        hashAnswer(salt, answer),
        now,
        new Date(now.getTime() + CAPTCHA_TTL_S * 1000),
        new Date(now.getTime() - PROMO_SID_TTL_S * 1000),
        mode === 'hard',
      ],
    );
    if (rows.length === 0) return null;
    await options.reveal?.(tx, answer);
    return image;
  });
}

type CaptchaRow = {
  hard: boolean;
  salt: Uint8Array | null;
  answer_hash: Uint8Array | null;
  passed_phone: string | null;
  expires_at: Date | null;
  used_at: Date | null;
};

/**
 * Checks the answer of a sid's current drawing for a step. `sms`: the drawing must not have sent a code yet; a right
 * answer marks it passed for the phone (and gives it a fresh CAPTCHA_TTL_S, so the borrower has time to type the
 * SMS). `register`: the drawing must be unpassed or passed for this same phone; a right answer leaves it as is (the
 * registration spends it with `spendCaptcha`, so a wrong SMS code does not cost the borrower a new image).
 * `requireHard`: a drawing in the normal mode is spent unchecked (`too-easy`), so an address sending many codes cannot
 * fetch easy drawings from elsewhere.
 */
export async function checkCaptcha(
  db: Database,
  request: { sid: string; answer: string; phone: string; step: CaptchaStep; requireHard?: boolean; now?: Date },
): Promise<CaptchaCheck> {
  const now = request.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<CaptchaRow>(
      'select hard, salt, answer_hash, passed_phone, expires_at, used_at from promotion_captchas where sid = $1 for update',
      [request.sid],
    );
    if (!row?.salt || !row.answer_hash || !row.expires_at || row.used_at) return 'wrong';
    const spend = async (verdict: CaptchaCheck = 'wrong') => {
      await tx.query('update promotion_captchas set used_at = $2 where sid = $1', [request.sid, now]);
      return verdict;
    };
    if (request.requireHard && !row.hard) return spend('too-easy');
    if (new Date(row.expires_at).getTime() <= now.getTime()) return spend();
    if (request.step === 'sms' && row.passed_phone !== null) return spend();
    if (request.step === 'register' && row.passed_phone !== null && row.passed_phone !== request.phone) return spend();
    const expected = Buffer.from(row.answer_hash);
    const given = hashAnswer(Buffer.from(row.salt), request.answer);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return spend();
    if (request.step === 'sms') {
      await tx.query('update promotion_captchas set passed_phone = $2, expires_at = $3 where sid = $1', [
        request.sid,
        request.phone,
        new Date(now.getTime() + CAPTCHA_TTL_S * 1000),
      ]);
    }
    return 'ok';
  });
}

/**
 * Undoes a drawing's pass of the `sms` step when no code was sent after all (a send limit refused it): the visitor keeps
 * the picture and the answer they typed, and sends with them once the wait is over.
 */
export async function releaseCaptchaPass(db: Queryable, sid: string): Promise<void> {
  await db.query('update promotion_captchas set passed_phone = null where sid = $1 and used_at is null', [sid]);
}

/** Spends a drawing (the registration it allowed is done). */
export async function spendCaptcha(tx: Queryable, sid: string, now: Date = new Date()): Promise<void> {
  await tx.query('update promotion_captchas set used_at = $2 where sid = $1', [sid, now]);
}
