import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { statementName } from './database.ts';

let db: Database;
beforeAll(async () => {
  db = await openFreshTestDatabase();
});
afterAll(() => db.close());

describe('prepared statements', () => {
  it('names a statement by its text, the same name every time, and never a text of several statements', () => {
    const one = statementName('select $1::int as n');
    expect(one).toMatch(/^s[\w-]{20}$/);
    expect(statementName('select $1::int as n')).toBe(one);
    expect(statementName('select $1::int as m')).not.toBe(one);
    expect(statementName('select 1;')).not.toBeNull();
    expect(statementName('select 1; select 2')).toBeNull();
  });

  it('answers the same through a named statement, reused with new values', async () => {
    const sql = 'select $1::int + 1 as n, $2::text as t';
    expect(await db.query(sql, [1, 'a'])).toEqual([{ n: 2, t: 'a' }]);
    expect(await db.query(sql, [41, 'b'])).toEqual([{ n: 42, t: 'b' }]);
    await db.exec('select 1; select 2');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('prepares it once on the PostgreSQL connection that runs it', async () => {
    const sql = 'select $1::int * 2 as n';
    const prepared = await db.transaction(async (tx) => {
      await tx.query(sql, [3]);
      await tx.query(sql, [4]);
      return tx.query<{ name: string }>('select name from pg_prepared_statements where statement = $1', [sql]);
    });
    expect(prepared.map((row) => row.name)).toEqual([statementName(sql)]);
  });
});
