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
}

export interface DatabaseOptions {
  /**
   * An idle pooled connection died (the server restarted, a network blip). The pool drops it and opens a new
   * one on the next query; without a listener node-postgres would crash the whole process instead.
   */
  onConnectionError?: (error: Error) => void;
}

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

async function openPglite(db: PGlite): Promise<Database> {
  await db.waitReady;
  const query = async <T extends Row>(sql: string, params?: readonly unknown[]) =>
    (await db.query<T>(sql, params ? [...params] : undefined)).rows;
  return {
    kind: 'pglite',
    query,
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <T extends Row>(sql: string, params?: readonly unknown[]) =>
            (await tx.query<T>(sql, params ? [...params] : undefined)).rows,
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => db.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  // int8 (bigint) columns arrive as strings from node-postgres; our money and ids fit in a double's safe range,
  // and rows pass through `toSafeInt`, which refuses anything that does not.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // While the database is unreachable a request fails within seconds (503) instead of queueing for ever.
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
  });
  pool.on(
    'error',
    options.onConnectionError ??
      ((error) => process.stderr.write(`database: idle connection lost (${error.message}); reconnecting\n`)),
  );
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async <T extends Row>(sql: string, params?: readonly unknown[]) =>
      (await pool.query<T>(sql, params ? [...params] : undefined)).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await work({
          query: async <T extends Row>(sql: string, params?: readonly unknown[]) =>
            (await client.query<T>(sql, params ? [...params] : undefined)).rows,
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        // A connection that died mid-transaction cannot roll back; it is discarded below instead.
        broken = await client.query('rollback').then(
          () => false,
          () => true,
        );
        throw error;
      } finally {
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
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/;

/** True when a query failed because the database could not be reached (the caller may retry later). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (UNAVAILABLE_SOCKET.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}
