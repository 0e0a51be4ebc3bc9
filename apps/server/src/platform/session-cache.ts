/**
 * Valid borrower sessions a server remembers for a short time, so a call does not ask the database who is calling
 * on every request. Only valid sessions are kept (an unknown one is asked again next time, so a session created a
 * moment ago works at once); an entry ends at its keeping time or at the session's own expiry, whichever is first,
 * and `forget` ends one at once on this server. Other servers see a session ended in the database within `ttlMs`.
 */
/** Who a session speaks for: the borrower and the market they belong to. */
export interface SessionBorrower {
  id: number;
  marketId: string;
}

export interface SessionCache {
  get(sessionId: string, userId: string): SessionBorrower | undefined;
  remember(sessionId: string, userId: string, borrower: SessionBorrower, expiresAt: Date | null): void;
  forget(sessionId: string): void;
  size(): number;
}

/** A bound on the entries, so a flood of distinct valid sessions cannot grow the server's memory without end. */
export const SESSION_CACHE_MAX_ENTRIES = 50_000;

export function sessionCache(
  ttlMs: number,
  now: () => number = Date.now,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
): SessionCache {
  const entries = new Map<string, { userId: string; borrower: SessionBorrower; until: number }>();
  const prune = (at: number) => {
    for (const [key, entry] of entries) if (entry.until <= at) entries.delete(key);
  };
  return {
    get(sessionId, userId) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= now() || entry.userId !== userId) {
        if (entry.until <= now()) entries.delete(sessionId);
        return undefined;
      }
      return entry.borrower;
    },
    remember(sessionId, userId, borrower, expiresAt) {
      if (ttlMs <= 0) return;
      const at = now();
      const until = Math.min(at + ttlMs, expiresAt ? expiresAt.getTime() : Number.POSITIVE_INFINITY);
      if (until <= at) return;
      if (entries.size >= maxEntries) {
        prune(at);
        // Still full of live entries: drop the oldest (Maps iterate in insertion order).
        const oldest = entries.keys().next().value;
        if (entries.size >= maxEntries && oldest !== undefined) entries.delete(oldest);
      }
      entries.delete(sessionId);
      entries.set(sessionId, { userId, borrower, until });
    },
    forget(sessionId) {
      entries.delete(sessionId);
    },
    size: () => entries.size,
  };
}
