import { COOKIE_FOREVER_EXPIRES } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { getCookie, parseCookie, removeCookie, serializeCookie, setCookie } from './cookie.ts';

describe('serializeCookie', () => {
  it('gives a "forever" cookie the end of year 9999', () => {
    expect(serializeCookie('a', 'b c', { expires: 'forever' })).toBe(
      `a=b%20c; path=/; expires=${COOKIE_FOREVER_EXPIRES}; SameSite=Lax`,
    );
  });

  it('makes a session cookie without expires', () => {
    expect(serializeCookie('a', '1')).not.toContain('expires');
  });
});

describe('parseCookie', () => {
  it('finds a value among others and decodes it', () => {
    expect(parseCookie('x=1; token=a%3Db; y=2', 'token')).toBe('a=b');
    expect(parseCookie('x=1', 'token')).toBeUndefined();
  });
});

describe('document cookies', () => {
  it('sets, reads and removes a cookie', () => {
    setCookie('lang', 'es', { expires: 'forever' });
    expect(getCookie('lang')).toBe('es');
    removeCookie('lang');
    expect(getCookie('lang')).toBeUndefined();
  });
});
