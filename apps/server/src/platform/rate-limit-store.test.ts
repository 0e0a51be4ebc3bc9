import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openFreshTestDatabase } from '../testing/test-database.ts';
import { countsTowardRateLimit, memoryRateLimitCounter, rateLimitStore } from './rate-limit-store.ts';

let db: Database;
beforeAll(async () => {
  db = await openFreshTestDatabase();
  await migrate(db);
});
afterAll(() => db.close());

const MINUTE = 60_000;

const perIpKey = () => 'per-ip';
const ownKey = () => 'own';

/** A route's own limit (its own key generator): the count shared by every server, in the database. */
function storeAt(clock: { now: number }) {
  const Store = rateLimitStore(db, () => clock.now);
  const store = new Store({ keyGenerator: perIpKey }).child({ keyGenerator: ownKey } as never);
  return (key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), MINUTE, 5),
    );
}

describe('the per-IP limit in memory', () => {
  it('counts hits per key in a fixed window, writes nothing to the database, and a server counts only its own', async () => {
    const clock = { now: 40 * MINUTE + 15_000 };
    const Store = rateLimitStore(db, () => clock.now);
    const serverA = new Store({ keyGenerator: perIpKey });
    const serverB = new Store({ keyGenerator: perIpKey });
    const hit = (store: InstanceType<typeof Store>, key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), MINUTE, 5),
      );
    const rowsBefore = await db.query('select count(*)::int as n from rate_limit_windows');
    expect(await hit(serverA, '203.0.113.1')).toEqual({ current: 1, ttl: 45_000 });
    clock.now += 5_000;
    expect(await hit(serverA, '203.0.113.1')).toEqual({ current: 2, ttl: 40_000 });
    // A route that only changes the size of the limit keeps the per-IP key and the same count.
    expect(await hit(serverA.child({ keyGenerator: perIpKey } as never) as never, '203.0.113.1')).toMatchObject({
      current: 3,
    });
    expect((await hit(serverB, '203.0.113.1')).current).toBe(1);
    clock.now = 41 * MINUTE;
    expect(await hit(serverA, '203.0.113.1')).toEqual({ current: 1, ttl: MINUTE });
    expect(await db.query('select count(*)::int as n from rate_limit_windows')).toEqual(rowsBefore);
  });

  it('holds only the current window, and at most its bound of keys', () => {
    const clock = { now: 0 };
    const counter = memoryRateLimitCounter(() => clock.now, 3);
    for (const key of ['a', 'b', 'c']) counter.hit(key, MINUTE);
    expect(counter.size()).toBe(3);
    // A fourth key drops the one counted longest ago; known keys keep counting.
    counter.hit('d', MINUTE);
    expect(counter.size()).toBe(3);
    expect(counter.hit('b', MINUTE).current).toBe(2);
    expect(counter.hit('a', MINUTE).current).toBe(1);
    // The window is over: everything counted in it is gone.
    clock.now = MINUTE;
    counter.hit('e', MINUTE);
    expect(counter.size()).toBe(1);
  });
});

describe("a route's own limit, in the database", () => {
  it('counts hits per key in a fixed window and tells how long the window has left', async () => {
    const clock = { now: 10 * MINUTE + 15_000 };
    const hit = storeAt(clock);
    expect(await hit('198.51.100.1')).toEqual({ current: 1, ttl: 45_000 });
    clock.now += 5_000;
    expect(await hit('198.51.100.1')).toEqual({ current: 2, ttl: 40_000 });
    expect((await hit('198.51.100.2')).current).toBe(1);
  });

  it('starts again at 1 in the next window and prunes windows that are over', async () => {
    const clock = { now: 20 * MINUTE + 59_000 };
    const hit = storeAt(clock);
    await hit('198.51.100.3');
    await hit('198.51.100.3');
    clock.now = 21 * MINUTE + 1_000;
    expect(await hit('198.51.100.3')).toEqual({ current: 1, ttl: 59_000 });
    await expect
      .poll(async () => db.query('select 1 from rate_limit_windows where window_start < $1', [21 * MINUTE]))
      .toEqual([]);
  });

  it('is one count for every server: two stores on one database add up', async () => {
    const clock = { now: 30 * MINUTE };
    const serverA = storeAt(clock);
    const serverB = storeAt(clock);
    await serverA('198.51.100.4');
    await serverB('198.51.100.4');
    await Promise.all([serverA('198.51.100.4'), serverB('198.51.100.4')]);
    expect((await serverA('198.51.100.4')).current).toBe(5);
  });

  it('counts API calls and served uploads by the route they matched, not pages, static assets or no route', () => {
    expect(countsTowardRateLimit('/online/user-problem/get-whatsapp')).toBe(true);
    expect(countsTowardRateLimit('/api/v2/:provider/promotion/get-sid')).toBe(true);
    expect(countsTowardRateLimit('/uploads/*')).toBe(true);
    expect(countsTowardRateLimit('/repay')).toBe(false);
    expect(countsTowardRateLimit('/*')).toBe(false);
    expect(countsTowardRateLimit('/')).toBe(false);
    expect(countsTowardRateLimit('/onlineX')).toBe(false);
    expect(countsTowardRateLimit(undefined)).toBe(false);
  });
});
