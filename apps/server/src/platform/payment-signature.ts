import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature scheme payment providers (Stripe and others) use on their notifications:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, with several `v1=` while a secret is being rotated.
 */

const signatureOf = (secret: string, timestamp: number, rawBody: Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();

/** The header value for a body signed at `timestamp` (the dev route and tests sign like a provider does). */
export function signPayload(secret: string, rawBody: Buffer, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody).toString('hex')}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'stale';

/**
 * Checks the header against the raw body bytes in constant time; a signed time more than `toleranceSeconds` away
 * from `nowSeconds` is `stale` (a replay), even with a valid signature.
 */
export function checkSignature(
  header: string | undefined,
  rawBody: Buffer,
  secret: string,
  toleranceSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return 'missing';
  let timestamp: number | undefined;
  const candidates: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) candidates.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || candidates.length === 0 || candidates.length > 8) return 'malformed';
  const expected = signatureOf(secret, timestamp, rawBody);
  // Every candidate is compared, so the time taken says nothing about which one matched.
  let matched = false;
  for (const candidate of candidates) matched = timingSafeEqual(candidate, expected) || matched;
  if (!matched) return 'mismatch';
  return Math.abs(nowSeconds - timestamp) > toleranceSeconds ? 'stale' : 'valid';
}
