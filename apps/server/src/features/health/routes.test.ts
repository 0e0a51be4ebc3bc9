import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';

describe('probes', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => app.close());

  it('/livez answers while the process runs; /readyz once the database holds every migration of this build', async () => {
    expect((await app.inject({ url: '/livez' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: expect.stringMatching(/pglite|postgres/) });

    // The schema one migration behind the code: not ready, and it says which.
    const [last] = await app.db.query<{ name: string }>(
      'delete from schema_migrations where name = (select max(name) from schema_migrations) returning name',
    );
    try {
      const behind = await app.inject({ url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({ status: 'migrations pending', pending: [last?.name] });
      expect((await app.inject({ url: '/livez' })).statusCode).toBe(200);
    } finally {
      await app.db.query('insert into schema_migrations (name) values ($1)', [last?.name]);
    }
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('does not log the probes at info, while other requests are', async () => {
    lines.length = 0;
    for (const url of ['/healthz', '/livez', '/readyz']) expect((await app.inject({ url })).statusCode).toBe(200);
    await app.inject({ url: '/online/user-problem/get-whatsapp?language=1' });
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toContain('/online/user-problem/get-whatsapp?language=1');
    expect(urls.filter((url) => /^\/(healthz|livez|readyz)/.test(url ?? ''))).toEqual([]);
  });
});
