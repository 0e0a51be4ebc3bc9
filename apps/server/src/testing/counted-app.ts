import type { FastifyInstance } from 'fastify';
import { countedDatabase } from './counted-database.ts';
import { buildTestApp } from './test-app.ts';

export type StatementCounter = ReturnType<typeof countedDatabase>;

/**
 * A test app whose database records the statements each piece of work sends (`counter.during(work)`), for tests
 * that hold a call to a number of round trips or to no write. The first app of a process builds the seeded database
 * template, minutes on a loaded machine: give the `beforeAll` that calls this a long timeout.
 */
export async function buildCountedTestApp(
  overrides: Record<string, string> = {},
): Promise<{ app: FastifyInstance; counter: StatementCounter }> {
  let counter: StatementCounter | undefined;
  const app = await buildTestApp(overrides, {
    wrapDatabase: (db) => {
      counter = countedDatabase(db);
      return counter.db;
    },
  });
  if (!counter) throw new Error('the test app opened no database');
  return { app, counter };
}
