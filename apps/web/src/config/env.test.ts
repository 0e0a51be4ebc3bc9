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
