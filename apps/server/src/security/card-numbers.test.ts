import { readdirSync, readFileSync } from 'node:fs';
import { isLuhnValid } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { migrationsDir } from '../paths.ts';
import { freshBorrower, oldRepaymentCall } from '../testing/old-repayment-client.ts';
import { buildTestApp, query } from '../testing/test-app.ts';
import { openFreshTestDatabase } from '../testing/test-database.ts';

/** A Luhn-valid 16-digit number of `prefix` (11 digits) ending in `last4`: one digit between them makes it valid. */
function cardEndingIn(prefix: string, last4: string): string {
  for (let d = 0; d < 10; d++) if (isLuhnValid(`${prefix}${d}${last4}`)) return `${prefix}${d}${last4}`;
  throw new Error('no Luhn digit');
}

/**
 * Bank cards at rest (a database copy must not hold card numbers): only the bank, the last 4 digits and a keyed token
 * are kept, and every screen still shows the bank and the last 4 digits. On PGlite, and on PostgreSQL in that stage.
 */
describe('bank cards keep no full number', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** Every text, JSON and character column of the schema holding `needle` anywhere: `table.column` names. */
  async function columnsHolding(needle: string): Promise<string[]> {
    const columns = await app.db.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea')`,
    );
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const cell = `"${column_name}"`;
      const [row] = await app.db.query<{ n: number }>(
        `select count(*)::int as n from "${table_name}"
          where position($1 in ${cell}::text) > 0 or position($1 in encode(convert_to(${cell}::text, 'UTF8'), 'escape')) > 0`,
        [needle],
      );
      if (Number(row?.n) > 0) found.push(`${table_name}.${column_name}`);
    }
    return found;
  }

  it('binds a card as its bank, last 4 digits and a token; the same card again is refused, another is not', async () => {
    const who = await freshBorrower(app);
    const card = cardEndingIn('41111111111', '7311');
    const twin = cardEndingIn('45321111111', '7311');
    const bind = (cardNo: string) => oldRepaymentCall(app, '/bind-card', { bankCode: 'BBVA', cardNo }, who);
    expect((await bind(card)).statusCode).toBe(200);
    // The token tells the same card bound twice, though the number is gone.
    expect((await bind(card)).statusCode).toBe(409);
    // Another card of the same bank ending in the same digits is another card.
    expect((await bind(twin)).statusCode).toBe(200);

    for (const number of [card, twin]) expect(await columnsHolding(number)).toEqual([]);
    const stored = await app.db.query<Record<string, unknown>>(
      'select * from bank_accounts where borrower_id = $1 order by id',
      [Number(who.userId)],
    );
    expect(stored.map((row) => Object.keys(row).sort())[0]).not.toContain('card_no');
    expect(stored.slice(-2).map((row) => row.card_last4)).toEqual(['7311', '7311']);
    const tokens = stored.slice(-2).map((row) => String(row.card_token));
    expect(new Set(tokens).size).toBe(2);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);

    // The card list shows the bank and the last 4 digits, as before.
    const way = (await oldRepaymentCall(app, '/repayment-way', { orderId: who.orderId }, who)).json();
    const cards = way.data.bankCards as { bankName: string; cardNo: string }[];
    expect(cards.slice(-2)).toEqual([
      expect.objectContaining({ bankName: 'BBVA México', cardNo: '**** 7311' }),
      expect.objectContaining({ bankName: 'BBVA México', cardNo: '**** 7311' }),
    ]);
  });

  it('shows the last 4 digits of the account a loan is paid into, from what the migration kept', async () => {
    const who = { userId: '1001', sessionId: 'demo-1001', language: '2' };
    const answer = await app.inject({
      url: `/online/v3/loan-details/contract-detail?${query({ ...who, orderNo: '5004' })}`,
    });
    expect(answer.json().data.bankNo).toBe('**** 5678');
    // The demo's cards were written as the migration leaves existing ones: no number, no token.
    expect(await columnsHolding('4152313812345678')).toEqual([]);
  });

  it('converts the cards a database already holds: the last 4 digits kept, the number dropped', async () => {
    const db = await openFreshTestDatabase();
    try {
      await db.exec(
        'create table schema_migrations (name text primary key, applied_at timestamptz not null default now())',
      );
      const before = readdirSync(migrationsDir)
        .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f) && f < '071')
        .sort();
      for (const file of before) {
        await db.exec(readFileSync(migrationsDir + file, 'utf8'));
        await db.query('insert into schema_migrations (name) values ($1)', [file]);
      }
      await db.exec(`insert into borrowers (id, name, phone, address, market) values (77, 'Old', '5511112222', '', 'MX');
        insert into bank_accounts (borrower_id, bank_name, bank_code, card_no) values (77, 'BBVA México', 'BBVA', '4152 3138 0000 9876')`);
      expect(await migrate(db)).toContain('071_card_last_four.sql');
      const rows = await db.query<Record<string, unknown>>('select * from bank_accounts where borrower_id = 77');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ bank_name: 'BBVA México', card_last4: '9876', card_token: null });
      expect(Object.keys(rows[0] ?? {})).not.toContain('card_no');
    } finally {
      await db.close();
    }
  });
});
