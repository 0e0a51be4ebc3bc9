import { describe, expect, it } from 'vitest';
import { sessionCache } from './session-cache.ts';

const borrower = (id: number) => ({ id, marketId: id % 2 === 0 ? 'IN' : 'MX' });

describe('the per-server session cache', () => {
  it('remembers the borrower with their market', () => {
    const cache = sessionCache(5_000);
    cache.remember('a', '2', borrower(2), null);
    expect(cache.get('a', '2')).toEqual({ id: 2, marketId: 'IN' });
  });

  it('keeps a session for its keeping time or until it expires, whichever comes first', () => {
    const clock = { now: 1_000 };
    const cache = sessionCache(5_000, () => clock.now);
    cache.remember('a', '1', borrower(1), null);
    cache.remember('b', '2', borrower(2), new Date(3_000));
    expect(cache.get('a', '1')?.id).toBe(1);
    expect(cache.get('b', '2')?.id).toBe(2);
    clock.now = 3_000;
    expect(cache.get('b', '2')).toBeUndefined();
    expect(cache.get('a', '1')?.id).toBe(1);
    clock.now = 6_000;
    expect(cache.get('a', '1')).toBeUndefined();
  });

  it('keeps nothing when switched off or already expired, and forgets on demand', () => {
    const clock = { now: 1_000 };
    expect(
      (() => {
        const off = sessionCache(0, () => clock.now);
        off.remember('a', '1', borrower(1), null);
        return off.get('a', '1');
      })(),
    ).toBeUndefined();
    const cache = sessionCache(5_000, () => clock.now);
    cache.remember('old', '1', borrower(1), new Date(500));
    expect(cache.get('old', '1')).toBeUndefined();
    cache.remember('a', '1', borrower(1), null);
    cache.forget('a');
    expect(cache.get('a', '1')).toBeUndefined();
  });

  it('answers only for the userId the session belongs to', () => {
    const cache = sessionCache(5_000);
    cache.remember('a', '1', borrower(1), null);
    expect(cache.get('a', '2')).toBeUndefined();
  });

  it('holds at most its bound of entries, expired ones dropped first', () => {
    const clock = { now: 0 };
    const cache = sessionCache(1_000, () => clock.now, 3);
    cache.remember('a', '1', borrower(1), null);
    clock.now = 500;
    cache.remember('b', '2', borrower(2), null);
    cache.remember('c', '3', borrower(3), null);
    clock.now = 1_200;
    cache.remember('d', '4', borrower(4), null);
    expect(cache.size()).toBe(3);
    expect(cache.get('b', '2')?.id).toBe(2);
    cache.remember('e', '5', borrower(5), null);
    expect(cache.size()).toBe(3);
    expect(cache.get('b', '2')).toBeUndefined();
    expect(cache.get('e', '5')?.id).toBe(5);
  });
});
