import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '@loan/contract';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/**
 * Passwords are stored as node's scrypt (memory-hard: N = 2^15, r = 8 takes 32 MiB and ~100 ms per try), so a stolen
 * table costs an attacker that much per guess per account. Built into Node, so no native package to install.
 * Stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later and old hashes still verify.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing anyone types, verified when the e-mail is unknown so that answer takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(32).toString('hex'));
  await verifyPassword(password, await decoy);
}

const COMMON = new Set(COMMON_PASSWORDS);

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'containsEmail';

/** Why a new password is refused, or null: 12+ characters, not common (nor a common one padded), not the e-mail. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  if ([...password].length < STAFF_PASSWORD_MIN) return 'tooShort';
  if (password.length > STAFF_PASSWORD_MAX) return 'tooLong';
  const lower = password.toLowerCase();
  // The same word with digits or punctuation around it (`password1234!`) is as guessable as the word.
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (COMMON.has(lower) || COMMON.has(core) || new Set(lower).size <= 2) return 'common';
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (local.length >= 4 && lower.includes(local)) return 'containsEmail';
  return null;
}
