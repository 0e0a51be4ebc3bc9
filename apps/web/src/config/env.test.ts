import { DEFAULT_PROVIDER } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('defaults to the same origin and the contract provider', () => {
    expect(parseEnv({})).toEqual({ VITE_API_BASE: '', VITE_PROVIDER: DEFAULT_PROVIDER });
  });

  it('drops a trailing slash from the API base so paths join cleanly', () => {
    expect(parseEnv({ VITE_API_BASE: 'https://api.example/' }).VITE_API_BASE).toBe('https://api.example');
  });

  it('refuses a provider that would break the URL', () => {
    expect(() => parseEnv({ VITE_PROVIDER: 'a/b' })).toThrow();
  });
});

describe('parseEnv: site settings', () => {
  it('keeps set values and leaves unset ones out', () => {
    const env = parseEnv({ VITE_COMPANY_NAME: 'Acme', VITE_SITE_URL: 'https://acme.example', MODE: 'production' });
    expect(env).toEqual({
      VITE_API_BASE: '',
      VITE_PROVIDER: DEFAULT_PROVIDER,
      VITE_COMPANY_NAME: 'Acme',
      VITE_SITE_URL: 'https://acme.example',
    });
  });

  it('refuses values that would break a link', () => {
    expect(() => parseEnv({ VITE_APP_STORE_URL: 'javascript:alert(1)' })).toThrow(/VITE_APP_STORE_URL/);
    expect(() => parseEnv({ VITE_APP_SCHEME_URL: 'not a url' })).toThrow(/VITE_APP_SCHEME_URL/);
    expect(() => parseEnv({ VITE_APP_NAME: 'has spaces' })).toThrow(/VITE_APP_NAME/);
  });
});
