import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The same SQL runs on embedded PGlite and on real PostgreSQL; this is the only seam between them. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<R>(work: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /** Connections busy and callers queued for one, for metrics (PGlite is one connection). */
  poolStats(): PoolStats;
}

export interface PoolStats {
  size: number;
  inUse: number;
  waiting: number;
}

export interface DatabaseOptions {
  /**
   * A pooled connection died (the server restarted, a network blip), idle or in the middle of a transaction. The
   * pool drops it and opens a new one on the next query; without a listener node-postgres would crash the whole
   * process instead.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * PostgreSQL `statement_timeout`: a statement running longer is cancelled, so a stuck database gives fast 503s
   * instead of requests that hang. The driver also gives up waiting for an answer a little later (a frozen server
   * cannot cancel anything itself) and discards that connection.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL `idle_in_transaction_session_timeout`: a transaction left open this long is ended by the server. */
  idleInTransactionTimeoutMs?: number;
}

/** How much longer than the statement timeout the driver waits before it treats the connection as dead. */
const READ_TIMEOUT_GRACE_MS = 1_000;
/** Connections each server process keeps to PostgreSQL at most; further callers wait for one. */
export const DATABASE_POOL_SIZE = 10;
export const DATABASE_STATEMENT_TIMEOUT_MS_DEFAULT = 5_000;
export const DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS_DEFAULT = 5_000;

export async function openDatabase(
  url: string | undefined,
  dataDir: string,
  options: DatabaseOptions = {},
): Promise<Database> {
  if (url?.startsWith('postgres://') || url?.startsWith('postgresql://')) return openPostgres(url, options);
  if (url === 'memory://') return openPglite(new PGlite());
  if (url) throw new Error(`DATABASE_URL must be unset, memory:// or postgres://… (got ${url.split(':')[0]}:…)`);
  mkdirSync(dataDir, { recursive: true });
  return openPglite(new PGlite(dataDir));
}

/** A PGlite instance behind the common interface (tests open copies of a prepared database this way). */
export async function openPglite(db: PGlite): Promise<Database> {
  await db.waitReady;
  // PGlite runs one statement or transaction at a time; the rest wait in its queue.
  let active = 0;
  const counted = async <R>(work: () => Promise<R>): Promise<R> => {
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
    }
  };
  const query = async <T extends Row>(sql: string, params?: readonly unknown[]) =>
    counted(async () => (await db.query<T>(sql, params ? [...params] : undefined)).rows);
  return {
    kind: 'pglite',
    query,
    exec: (sql) =>
      counted(async () => {
        await db.exec(sql);
      }),
    poolStats: () => ({ size: 1, inUse: Math.min(active, 1), waiting: Math.max(active - 1, 0) }),
    transaction: (work) =>
      counted(() =>
        db.transaction((tx) =>
          work({
            query: async <T extends Row>(sql: string, params?: readonly unknown[]) =>
              (await tx.query<T>(sql, params ? [...params] : undefined)).rows,
            exec: async (sql) => {
              await tx.exec(sql);
            },
          }),
        ),
      ),
    close: () => db.close(),
  };
}

const statementNames = new Map<string, string | null>();
const MAX_PREPARED_TEXTS = 2_000;

/**
 * The name a statement is prepared under on PostgreSQL: the hash of its text, so each connection parses and plans it
 * once and afterwards only binds and runs it (most of a short read's database CPU is parsing and planning). A text
 * holding several statements cannot be prepared (no name: sent as it is). The code's SQL texts are a fixed set; past
 * MAX_PREPARED_TEXTS distinct texts (SQL built from data, which the code does not do) the rest go unprepared, so a
 * connection never holds an unbounded number of prepared statements.
 */
export function statementName(sql: string): string | null {
  let name = statementNames.get(sql);
  if (name === undefined) {
    if (statementNames.size >= MAX_PREPARED_TEXTS) return null;
    name = sql.trim().replace(/;$/, '').includes(';')
      ? null
      : `s${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** A query as node-postgres takes it: named (prepared once per connection) when it can be. */
function pgQuery(sql: string, params?: readonly unknown[]): pg.QueryConfig {
  const values = params ? [...params] : undefined;
  const name = statementName(sql);
  return name ? { name, text: sql, values } : { text: sql, values };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  // int8 (bigint) columns arrive as strings from node-postgres; our money and ids fit in a double's safe range,
  // and rows pass through `toSafeInt`, which refuses anything that does not.
  const statementTimeoutMs = options.statementTimeoutMs ?? DATABASE_STATEMENT_TIMEOUT_MS_DEFAULT;
  const pool = new pg.Pool({
    connectionString: url,
    max: DATABASE_POOL_SIZE,
    // While the database is unreachable a request fails within seconds (503) instead of queueing for ever.
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout:
      options.idleInTransactionTimeoutMs ?? DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS_DEFAULT,
    query_timeout: statementTimeoutMs + READ_TIMEOUT_GRACE_MS,
  });
  const connectionLost =
    options.onConnectionError ??
    ((error: Error) => process.stderr.write(`database: connection lost (${error.message}); reconnecting\n`));
  // Every client has an error listener from its creation to its end. The pool's own listeners come and go (it takes
  // its idle listener off before handing a client out, and a waiting caller attaches its own only once its callback
  // runs); an error that lands in between, e.g. PostgreSQL's "terminating connection" read in the same chunk as the
  // answer that freed the client for the next waiter, would otherwise be an unhandled 'error' and end the process.
  pool.on('connect', (client) => client.on('error', connectionLost));
  // An idle client's error reaches the pool too; the client's own listener above has already reported it.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  return {
    kind: 'postgres',
    poolStats: () => ({
      size: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    query: async <T extends Row>(sql: string, params?: readonly unknown[]) =>
      (await pool.query<T>(pgQuery(sql, params))).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      // The connection dying (PostgreSQL restarted) fails this transaction: the pending query rejects on its own, and
      // the client is discarded below (the listener every client has reports the error).
      let broken = false;
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await work({
          query: async <T extends Row>(sql: string, params?: readonly unknown[]) =>
            (await client.query<T>(pgQuery(sql, params))).rows,
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        // A connection that died mid-transaction cannot roll back, nor one whose answer never came (a frozen
        // server: the rollback would wait behind the stuck statement); it is discarded below instead.
        if (error instanceof Error && error.message === 'Query read timeout') broken = true;
        const rolledBack = broken
          ? false
          : await client.query('rollback').then(
              () => true,
              () => false,
            );
        broken ||= !rolledBack;
        throw error;
      } finally {
        client.removeListener('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** Integers from the database (int8 may be a string or bigint depending on the driver) as safe JS numbers. */
export function toSafeInt(value: unknown): number {
  const n = typeof value === 'bigint' ? Number(value) : typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n))
    throw new Error(`Not a safe integer from the database: ${String(value)}`);
  return n;
}

const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

/** SQLSTATE classes and socket errors that mean "the database is not there", not "this query is wrong". */
/* 57014: cancelled by statement_timeout; 25P03: ended by idle_in_transaction_session_timeout. */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300|57014|25P03)/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Query read timeout|Client was closed and is not queryable/;

/** True when a query failed because the database could not be reached (the caller may retry later). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (UNAVAILABLE_SOCKET.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}
