import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { POW_CHALLENGE_TTL_S, type PowChallenge, powSolutionSchema } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * The landing's proof-of-work before an SMS is sent, in the ALTCHA scheme (self-hosted): the server picks a secret
 * number, publishes SHA-256(salt + number) signed with its key, and the browser tries numbers until it finds the one.
 * A visitor's phone spends well under a second once; a bot pays the same CPU for every SMS it asks for. The signature
 * lets the server check an answer without remembering challenges; only spent answers are kept, until they expire.
 */

export type PowVerdict = 'ok' | 'invalid' | 'expired' | 'spent';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const sign = (key: string, challenge: string) => createHmac('sha256', key).update(challenge).digest('hex');

/** A fresh challenge: the number is uniform in 0..maxNumber, the expiry rides in the (signed) salt. */
export function createPowChallenge(key: string, maxNumber: number, now: Date = new Date()): PowChallenge {
  const expires = Math.floor(now.getTime() / 1000) + POW_CHALLENGE_TTL_S;
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const challenge = sha256Hex(salt + randomInt(0, maxNumber + 1));
  return { algorithm: 'SHA-256', challenge, maxnumber: maxNumber, salt, signature: sign(key, challenge) };
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === 32 && left.length === right.length && timingSafeEqual(left, right);
}

function parsePayload(payload: string) {
  try {
    return powSolutionSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return null;
  }
}

/**
 * Checks a base64 ALTCHA payload (signature, expiry, the number) and spends it: an answer sends at most once, on
 * every server sharing the database. Spent answers of expired challenges are swept as new ones are spent.
 */
export async function spendPowSolution(
  db: Queryable,
  key: string,
  payload: string,
  now: Date = new Date(),
): Promise<PowVerdict> {
  const parsed = parsePayload(payload);
  if (!parsed?.success) return 'invalid';
  const { challenge, number, salt, signature } = parsed.data;
  const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
  if (!sameHex(sign(key, challenge), signature)) return 'invalid';
  if (!Number.isInteger(expires) || expires * 1000 <= now.getTime()) return 'expired';
  if (!sameHex(sha256Hex(salt + number), challenge)) return 'invalid';
  await db.query('delete from promotion_pow_spent where expires_at < $1', [now]);
  const spent = await db.query(
    `insert into promotion_pow_spent (challenge, expires_at) values ($1, $2)
     on conflict (challenge) do nothing returning challenge`,
    [challenge, new Date(expires * 1000)],
  );
  return spent.length > 0 ? 'ok' : 'spent';
}
