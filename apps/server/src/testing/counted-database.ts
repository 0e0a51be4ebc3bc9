import type { Database, Queryable } from '../db/database.ts';

/** Statements of the server's background workers (the SMS queue, the upload sweep), never of a request. */
const BACKGROUND = /\b(sms_queue|sms_outbox|uploads|complaint_images|stored_objects|doomed)\b/;

/**
 * A Database that records the round trips sent while one piece of work runs: `during(work)` returns the SQL texts
 * (`begin`/`commit` of a transaction counted as one round trip each), leaving out the background workers'.
 */
export function countedDatabase(db: Database) {
  let recording: string[] | null = null;
  const note = (sql: string) => {
    const text = sql.replace(/\s+/g, ' ').trim();
    if (recording && !BACKGROUND.test(text)) recording.push(text);
  };
  const counted = (inner: Queryable): Queryable => ({
    query: (sql, params) => {
      note(sql);
      return inner.query(sql, params);
    },
    exec: (sql) => {
      note(sql);
      return inner.exec(sql);
    },
  });
  const wrapped: Database = {
    ...counted(db),
    kind: db.kind,
    poolStats: () => db.poolStats(),
    close: () => db.close(),
    transaction: (work) => {
      note('begin');
      return db.transaction(async (tx) => {
        const result = await work(counted(tx));
        note('commit');
        return result;
      });
    },
  };
  return {
    db: wrapped,
    /** One piece of work at a time: what runs beside it would be counted too. */
    async during<R>(work: () => Promise<R>): Promise<{ result: R; statements: string[] }> {
      const statements: string[] = [];
      recording = statements;
      try {
        return { result: await work(), statements };
      } finally {
        recording = null;
      }
    },
  };
}
