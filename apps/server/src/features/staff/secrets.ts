import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret, URL-safe: 32 bytes (256 bits) unless told. */
export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** What the database keeps of a secret it must recognise but never give back (cookie, link, API token). */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Equal strings, compared in a time that does not depend on where they differ (nor on their lengths). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
