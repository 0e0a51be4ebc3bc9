import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed.ts';
import { openFreshTestDatabase } from '../testing/test-database.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

describe('migrations and demo seed', () => {
  it('apply once, and the seed is inserted once even after an operator deletes demo rows', async () => {
    const db = await openFreshTestDatabase();
    expect((await migrate(db)).length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
    expect(await seedDemoData(db)).toBe(true);
    await db.query('delete from offers');
    expect(await seedDemoData(db)).toBe(false);
    expect(await db.query('select * from offers')).toEqual([]);
    await db.close();
  });

  it('seeds the demo borrowers, orders and landings', async () => {
    const db = await openDatabase('memory://', '/nonexistent');
    await migrate(db);
    await seedDemoData(db);
    const orders = await db.query<{
      id: number;
      borrower_id: number;
      status: number;
      is_delay: number;
      collection_complaints: number;
    }>('select id, borrower_id, status, is_delay, collection_complaints from orders order by id');
    expect(orders.map((o) => [Number(o.id), Number(o.borrower_id), o.status])).toEqual([
      [5001, 1001, 21],
      [5002, 1001, 151],
      [5003, 1001, 110],
      [5004, 1001, 174],
      [5005, 1001, 180],
      [5006, 1001, 200],
      [6001, 1002, 174],
      [6002, 1002, 21],
      [6003, 1002, 151],
      [6004, 1002, 110],
      [6005, 1002, 180],
      [6006, 1002, 200],
      [6007, 1002, 174],
    ]);
    // Each borrower belongs to one market, and every order is signed in its borrower's.
    const markets = await db.query<{ id: number; market: string; currency: string }>(
      'select b.id, b.market, o.currency from borrowers b join orders o on o.borrower_id = b.id group by b.id, b.market, o.currency order by b.id',
    );
    expect(markets.map((m) => [Number(m.id), m.market, m.currency])).toEqual([
      [1001, 'MX', 'MXN'],
      [1002, 'IN', 'INR'],
    ]);
    const byId = new Map(orders.map((o) => [Number(o.id), o]));
    expect(byId.get(5004)?.is_delay).toBe(1);
    expect(byId.get(5005)?.is_delay).toBe(0);
    expect(byId.get(5004)?.collection_complaints).toBe(1);
    expect(byId.get(5006)?.collection_complaints).toBe(0);
    expect(byId.get(6007)?.is_delay).toBe(1);
    const sessions = await db.query<{ id: string }>('select id from sessions order by id');
    expect(sessions.map((s) => s.id)).toEqual(['demo-1001', 'demo-1002']);
    const types = await db.query<{ id: number }>(
      'select id from complaint_types where parent_id is null order by position',
    );
    expect(types.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    expect(await db.query('select 1 from complaint_types where parent_id = 1')).toHaveLength(3);
    expect(await db.query('select 1 from landing_templates where id = 1')).toHaveLength(1);
    expect(await db.query('select 1 from offers where borrower_id = 1001 and product_id = 1')).toHaveLength(1);
    await db.close();
  });
});
