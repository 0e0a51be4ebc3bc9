import { APP_PATHS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { paths, toQueryString } from './paths.ts';

describe('paths', () => {
  it('has one entry per contract route, with the same pattern', () => {
    for (const [key, path] of Object.entries(APP_PATHS)) {
      expect(paths[key as keyof typeof APP_PATHS].path).toBe(path);
    }
  });

  it('builds a link with its query, leaving out empty values', () => {
    expect(paths.repayInstruction.href({ requestType: 1, amount: 150000, payCode: 'OXXO', note: '' })).toBe(
      '/carpmm?requestType=1&amount=150000&payCode=OXXO',
    );
  });

  it('builds a bare link without params', () => {
    expect(paths.aboutUs.href()).toBe('/aboutUs');
  });

  it('encodes reserved characters', () => {
    expect(toQueryString({ q: 'a&b c' })).toBe('q=a%26b+c');
  });
});
