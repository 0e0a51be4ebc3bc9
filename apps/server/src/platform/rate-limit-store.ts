import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The part of `@fastify/rate-limit`'s options a store looks at: which key generator counts the calls. */
const keyGeneratorOf = (options: object): unknown => ('keyGenerator' in options ? options.keyGenerator : undefined);

/**
 * How many client keys one window may hold before the oldest are dropped: a flood from very many addresses cannot
 * grow the server's memory without bound (a dropped key starts again at 1, the cost of the bound).
 */
export const MEMORY_RATE_LIMIT_MAX_KEYS = 100_000;

/**
 * The fixed-window counts of one time window, kept in this server's memory. Windows are aligned to the clock, so a
 * window that is over is dropped whole at the first hit after it: memory holds only the current window's keys.
 */
export function memoryRateLimitCounter(now: () => number = Date.now, maxKeys = MEMORY_RATE_LIMIT_MAX_KEYS) {
  const windows = new Map<number, { start: number; hits: Map<string, number> }>();
  return {
    hit(key: string, timeWindow: number): { current: number; ttl: number } {
      const at = now();
      const start = Math.floor(at / timeWindow) * timeWindow;
      let window = windows.get(timeWindow);
      if (!window || window.start !== start) {
        window = { start, hits: new Map() };
        windows.set(timeWindow, window);
      }
      const current = (window.hits.get(key) ?? 0) + 1;
      if (current === 1 && window.hits.size >= maxKeys) {
        // Maps iterate in insertion order: the first key is the one counted longest ago.
        const oldest = window.hits.keys().next().value;
        if (oldest !== undefined) window.hits.delete(oldest);
      }
      window.hits.set(key, current);
      return { current, ttl: start + timeWindow - at };
    },
    /** Keys counted in every window held (for tests of the bound). */
    size: () => [...windows.values()].reduce((sum, window) => sum + window.hits.size, 0),
  };
}

/**
 * A `@fastify/rate-limit` store kept in the database (`rate_limit_windows`): a fixed window per client key, counted
 * by one upsert, so N servers behind a load balancer enforce one limit together and a restart forgets nothing.
 * Used for the few calls with their own, tighter limit (the site's contact form, client error reports): each is a
 * write already, and their limit guards against abuse that must not multiply with the number of servers.
 */
function databaseHit(db: Database, now: () => number) {
  let prunedBefore = 0;
  return async (key: string, timeWindow: number): Promise<{ current: number; ttl: number }> => {
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
  };
}

/**
 * The API-wide per-IP limit counted in this server's memory: no database write on a read call. With N servers each
 * counts its own share, so the limit across servers is held by the reverse proxy in front of them (compose.yaml's
 * nginx `limit_req`, or the lender's load balancer); see docs/deploying.md. A call with its own key generator (its own,
 * tighter limit) is counted in the database instead, shared by every server.
 */
export function rateLimitStore(db: Database, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  const inDatabase = databaseHit(db, now);
  const databaseStore: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      inDatabase(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    child: () => databaseStore,
  };
  return class MemoryRateLimitStore implements FastifyRateLimitStore {
    readonly counter = memoryRateLimitCounter(now);
    readonly perIpKey: unknown;

    constructor(globalOptions: object) {
      this.perIpKey = keyGeneratorOf(globalOptions);
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      callback(null, this.counter.hit(key, timeWindow));
    }

    /** Route options arrive merged with the global ones: the same key generator means the same per-IP count. */
    child(options: object): FastifyRateLimitStore {
      return keyGeneratorOf(options) === this.perIpKey ? this : databaseStore;
    }
  };
}

/**
 * What the per-IP limit counts: calls to the API (and uploads served from the database), never the HTML pages or
 * static assets, so visitors sharing one carrier IP are not throttled for loading a page. It reads the pattern of the
 * route the request matched (`request.routeOptions.url`), never the raw URL: the router decodes `/%61pi/...` to the
 * same route as `/api/...`, so a percent-encoded path byte must not make an API call look like a page.
 */
export const countsTowardRateLimit = (routeUrl: string | undefined): boolean =>
  routeUrl !== undefined && /^\/(online|api|staff|dev|uploads)\//.test(routeUrl);
