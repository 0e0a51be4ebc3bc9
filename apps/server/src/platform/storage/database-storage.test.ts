import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { openFreshTestDatabase } from '../../testing/test-database.ts';
import { databaseStorage } from './database-storage.ts';

let db: Database;
beforeAll(async () => {
  db = await openFreshTestDatabase();
  await migrate(db);
});
afterAll(() => db.close());

const key = (n: number) => `${n.toString(16).padStart(32, '0')}.png`;

describe('database storage', () => {
  it('gives back the exact bytes it stored, with their size', async () => {
    const storage = databaseStorage(db);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 1, 2, 3]);
    await storage.put(key(1), bytes);
    const stored = await storage.get(key(1));
    expect(stored?.size).toBe(bytes.length);
    expect(Buffer.isBuffer(stored?.body)).toBe(true);
    expect(stored?.body.equals(bytes)).toBe(true);
    expect(await storage.stat(key(1))).toEqual({ size: bytes.length });
  });

  it('answers undefined for a key it does not hold', async () => {
    const storage = databaseStorage(db);
    expect(await storage.get(key(2))).toBeUndefined();
    expect(await storage.stat(key(2))).toBeUndefined();
  });

  it('is shared by every server on the database: another instance reads what one wrote', async () => {
    await databaseStorage(db).put(key(3), Buffer.from('shared'));
    expect((await databaseStorage(db).get(key(3)))?.body.toString()).toBe('shared');
  });

  it('never overwrites an object and refuses keys that are not ours', async () => {
    const storage = databaseStorage(db);
    await storage.put(key(4), Buffer.from('first'));
    await expect(storage.put(key(4), Buffer.from('second'))).rejects.toThrow();
    expect((await storage.get(key(4)))?.body.toString()).toBe('first');
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Not a storage key/);
  });
});
