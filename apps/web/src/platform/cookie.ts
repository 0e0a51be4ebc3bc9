import { COOKIE_FOREVER_EXPIRES } from '@loan/contract';

export interface CookieOptions {
  /** `'forever'` stores it until the end of year 9999; no value makes a session cookie. */
  expires?: 'forever' | Date;
  path?: string;
}

/** The `document.cookie` assignment for a cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.expires === 'forever') parts.push(`expires=${COOKIE_FOREVER_EXPIRES}`);
  else if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  parts.push('SameSite=Lax');
  return parts.join('; ');
}

/** The value of `name` in a `document.cookie` string. */
export function parseCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    const key = pair.slice(0, index).trim();
    try {
      if (decodeURIComponent(key) === name) return decodeURIComponent(pair.slice(index + 1).trim());
    } catch {
      // A malformed cookie written by someone else is skipped, not fatal.
    }
  }
  return undefined;
}

export function setCookie(name: string, value: string, options?: CookieOptions): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from iOS WKWebView; the value is built by serializeCookie.
  document.cookie = serializeCookie(name, value, options);
}

export function getCookie(name: string): string | undefined {
  return parseCookie(document.cookie, name);
}

export function removeCookie(name: string, path = '/'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = serializeCookie(name, '', { expires: new Date(0), path });
}
