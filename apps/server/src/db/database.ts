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

export async function openDatabase(url: string | undefined, dataDir: string): Promise<Database> {
  if (url?.startsWith('postgres://') || url?.startsWith('postgresql://')) return openPostgres(url);
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

async function openPostgres(url: string): Promise<Database> {
  // int8 (bigint) columns arrive as strings from node-postgres; our money and ids fit in a double's safe range,
  // and rows pass through `toSafeInt`, which refuses anything that does not.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
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
