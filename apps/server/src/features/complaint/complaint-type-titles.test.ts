import { onlineSuccessSchema, problemInit } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { applyMigrationsBefore } from '../../testing/migrations-before.ts';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';

/** A complaint type's row holds the key of its title (migration 091); a row without one still reads its own titles. */
describe('complaint type titles', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function titles(language: '1' | '2') {
    const response = await app.inject({
      url: `/online/user-problem/problem-init?${query({ ...DEMO.borrower, language })}&orderId=5004`,
    });
    const { data } = onlineSuccessSchema(problemInit.data).parse(response.json());
    return Object.fromEntries([...data.problemType, ...data.problemSonType].map((t) => [t.value, t.title]));
  }

  it('holds keys, not prose, for the shipped types, and words them in the borrower’s language', async () => {
    const rows = await app.db.query<{ title_key: string | null; title_en: string | null; title_es: string | null }>(
      'select title_key, title_en, title_es from complaint_types order by id',
    );
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.title_key !== null && row.title_en === null && row.title_es === null)).toBe(true);
    expect(await titles('2')).toEqual({
      1: 'Cobranza',
      2: 'Pago',
      3: 'Solicitud de préstamo',
      4: 'Otro',
      101: 'Lenguaje grosero o amenazante',
      102: 'Contacto a mis familiares o amigos',
      103: 'Llamadas en horarios inadecuados',
    });
    expect(await titles('1')).toEqual({
      1: 'Collection',
      2: 'Repayment',
      3: 'Loan application',
      4: 'Other',
      101: 'Rude or threatening language',
      102: 'Contacting my family or friends',
      103: 'Calls at unreasonable hours',
    });
  });

  it('reads a row without a key from its own columns, and refuses a row with neither', async () => {
    await app.db.query(
      "update complaint_types set title_key = null, title_en = 'Something else', title_es = 'Otra cosa' where id = 4",
    );
    try {
      expect((await titles('2'))[4]).toBe('Otra cosa');
      expect((await titles('1'))[4]).toBe('Something else');
      await expect(app.db.query('update complaint_types set title_es = null where id = 4')).rejects.toThrow(
        /complaint_types_title_worded/,
      );
    } finally {
      await app.db.query(
        "update complaint_types set title_key = 'other', title_en = null, title_es = null where id = 4",
      );
    }
  });
});

describe('091_complaint_type_title_keys.sql', () => {
  it('gives the demo’s titled types their keys and leaves a type an operator worded otherwise its own words', async () => {
    const db = await openDatabase('memory://', '/nonexistent');
    try {
      await applyMigrationsBefore(db, '091_complaint_type_title_keys.sql');
      await db.exec(`insert into complaint_types (id, parent_id, title_en, title_es, position) values
        (1, null, 'Collection', 'Cobranza', 1), (4, null, 'Other matters', 'Otros asuntos', 4),
        (101, 1, 'Rude or threatening language', 'Lenguaje grosero o amenazante', 1)`);
      expect(await migrate(db)).toContain('091_complaint_type_title_keys.sql');
      expect(await db.query('select id, title_key, title_en, title_es from complaint_types order by id')).toEqual([
        { id: 1, title_key: 'collection', title_en: null, title_es: null },
        { id: 4, title_key: null, title_en: 'Other matters', title_es: 'Otros asuntos' },
        { id: 101, title_key: 'rudeLanguage', title_en: null, title_es: null },
      ]);
    } finally {
      await db.close();
    }
  });
});
