import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { readEnv } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { TEST_PRODUCTION_SETTINGS } from '../../testing/test-app.ts';
import { openFreshTestDatabase } from '../../testing/test-database.ts';

/*
 * A fresh production database (migrated, never demo-seeded) names no grievance officer: the officers the early
 * migrations wrote were examples. The page's call answers "not configured yet" until an operator sets the desk.
 */
describe('the grievance desk on a fresh production database', () => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openFreshTestDatabase();
    await migrate(db);
    const env = readEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      ...TEST_PRODUCTION_SETTINGS,
    });
    app = await buildApp(env, db);
  });
  // Closing the app closes its database.
  afterAll(() => app.close());

  const desk = (language: string) => app.inject({ url: `/online/user-problem/grievance-desk?language=${language}` });

  it('answers 503 naming the setting until an operator sets the desk, then the desk', async () => {
    expect(await db.query("select key from settings where key like 'grievance_desk_%'")).toEqual([]);
    const india = await desk('1');
    expect(india.statusCode).toBe(503);
    expect(india.body).toContain('grievance_desk_in');
    expect((await desk('2')).body).toContain('grievance_desk_mx');

    const officer = {
      name: 'Grievance Redressal Officer: A. Kumar',
      phone: '+91 80 1111 2222',
      email: 'grievance@lender.in',
      hours: 'Monday to Friday, 10:00–17:00 IST',
      responseDays: 30,
    };
    await db.query("insert into settings (key, value) values ('grievance_desk_in', $1)", [JSON.stringify(officer)]);
    const configured = await desk('1');
    expect(configured.statusCode).toBe(200);
    expect(configured.json().data.contact).toMatchObject({ name: officer.name, email: officer.email });
  });
});
