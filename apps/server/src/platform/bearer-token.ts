import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the `Authorization` header is `Bearer <expected>`, compared in constant time. */
export function bearerTokenMatches(authorization: string | undefined, expected: string): boolean {
  const header = authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(expected));
}
