import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths.ts';
import { openFreshTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';

const UPGRADE = '065_sms_providers.sql';

/** Migration 065 on a queue written before it: every row gets its market and provider, a sent one its gateway id. */
describe(`migration ${UPGRADE} on a queue of the gateway era`, () => {
  let db: Database;
  const sql = (name: string) => readFileSync(path.join(migrationsDir, name), 'utf8');

  beforeAll(async () => {
    db = await openFreshTestDatabase();
    const before = readdirSync(migrationsDir)
      .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name) && name < UPGRADE)
      .sort();
    for (const name of before) await db.exec(sql(name));
    await db.query(
      `insert into sms_queue (recipient, purpose, body, state, finished_at) values
         ('+525512345678', 'repayment-confirm', '', 'sent', now()),
         ('+919876543210', 'promotion-register', 'v1:sealed', 'queued', null),
         ('+8613812345678', 'promotion-register', '', 'failed', now())`,
    );
    await db.exec(sql(UPGRADE));
  });
  afterAll(() => db.close());

  it('keeps every message, with its market, the gateway as provider and a sent one’s reference as its id', async () => {
    const rows = await db.query<Record<string, unknown>>(
      'select id, recipient, market, provider, state, provider_message_id, variables from sms_queue order by id',
    );
    expect(rows).toEqual([
      expect.objectContaining({
        market: 'MX',
        provider: 'gateway',
        state: 'sent',
        provider_message_id: String(rows[0]?.id),
      }),
      expect.objectContaining({
        market: 'IN',
        provider: 'gateway',
        state: 'queued',
        provider_message_id: null,
        variables: '',
      }),
      expect.objectContaining({ market: 'CN', provider: 'gateway', state: 'failed', provider_message_id: null }),
    ]);
  });

  it('holds the new rules: no text or values after the queue, no sent message without the provider’s id', async () => {
    await expect(
      db.query("update sms_queue set state = 'sent', finished_at = now() where market = 'IN'"),
    ).rejects.toThrow();
    await expect(
      db.query(
        `update sms_queue set state = 'sent', body = '', finished_at = now()
          where market = 'IN'`,
      ),
    ).rejects.toThrow(/provider_id/);
    await db.query(
      `update sms_queue set state = 'delivered', body = '', provider_message_id = 'x1', finished_at = now()
        where market = 'IN'`,
    );
    await expect(db.query("update sms_queue set provider = 'carrier-pigeon' where market = 'IN'")).rejects.toThrow();
  });
});
