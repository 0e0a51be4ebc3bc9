import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.ts';

/**
 * A `@fastify/rate-limit` store kept in the database (`rate_limit_windows`): a fixed window per client key, counted
 * by one upsert, so N servers behind a load balancer enforce one limit together and a restart forgets nothing.
 */
export function databaseRateLimitStore(db: Database, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let prunedBefore = 0;

  async function hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const at = now();
    const windowStart = Math.floor(at / timeWindow) * timeWindow;
    const [row] = await db.query<{ hits: number }>(
      `insert into rate_limit_windows (key, window_start, hits) values ($1, $2, 1)
       on conflict (key, window_start) do update set hits = rate_limit_windows.hits + 1
       returning hits`,
      [key, windowStart],
    );
    if (!row) throw new Error('rate limit upsert returned no row');
    if (windowStart > prunedBefore) {
      // Once per window per process; a failed prune only leaves old rows for the next one.
      prunedBefore = windowStart;
      db.query('delete from rate_limit_windows where window_start < $1', [windowStart]).catch(() => undefined);
    }
    return { current: row.hits, ttl: windowStart + timeWindow - at };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Per-route limits share the table; their keys differ only when a route sets its own key generator. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * What the per-IP limit counts: calls to the API (and uploads served from the database), never the HTML pages or
 * static assets, so visitors sharing one carrier IP are not throttled for loading a page. It reads the pattern of the
 * route the request matched (`request.routeOptions.url`), never the raw URL: the router decodes `/%61pi/...` to the
 * same route as `/api/...`, so a percent-encoded path byte must not make an API call look like a page.
 */
export const countsTowardRateLimit = (routeUrl: string | undefined): boolean =>
  routeUrl !== undefined && /^\/(online|api|staff|dev|uploads)\//.test(routeUrl);
