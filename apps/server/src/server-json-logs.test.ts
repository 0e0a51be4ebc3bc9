import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ServerProcess, startServer, stopServer } from './testing/server-process.ts';
import { TEST_PRODUCTION_SETTINGS } from './testing/test-app.ts';
import { createFreshPostgresDatabase, testPostgresUrl } from './testing/test-database.ts';

const admin = testPostgresUrl();

/**
 * What a log collector reads from a production server: every line of its output is one JSON object, from the start
 * (the first admin's link included) through requests, a database connection cut from under it, to the shutdown.
 */
describe.skipIf(!admin)(
  `a production server writes JSON lines only${admin ? '' : ' (skipped: TEST_DATABASE_URL is unset; scripts/test.sh runs this in its PostgreSQL stage)'}`,
  { timeout: 180_000 },
  () => {
    let database: { url: string; drop: () => Promise<void> };
    let server: ServerProcess;
    beforeAll(async () => {
      database = await createFreshPostgresDatabase(admin ?? '');
      server = await startServer({
        ...TEST_PRODUCTION_SETTINGS,
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        LOG_LEVEL: 'info',
        STAFF_FIRST_ADMIN: 'json.admin@example.com:MX',
      });
    }, 120_000);
    afterAll(async () => {
      if (server) await stopServer(server, 'SIGKILL');
      await database?.drop();
    });

    it('from start to shutdown, with the proxy’s request id on the request’s lines', async () => {
      const id = '5a4b3c2d1e0f99887766554433221100';
      const answered = await fetch(`${server.base}/online/user-problem/get-whatsapp?language=1`, {
        headers: { 'x-request-id': id },
      });
      expect(answered.headers.get('x-request-id')).toBe(id);
      await fetch(`${server.base}/no/such/page`);
      await fetch(`${server.base}/online/client-errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'render', message: 'x', route: '/repay', appVersion: 'json-lines' }),
      });
      await fetch(`${server.base}/online/client-errors`, { method: 'POST', body: 'not json{' });
      // The database ends the server's connections (a failover, an administrator): the pool reports and reconnects.
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [new URL(database.url).pathname.slice(1)],
        );
      } finally {
        await client.end();
      }
      await vi.waitFor(() => expect(server.output()).toContain('connection lost'), { timeout: 10_000, interval: 25 });
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
      await stopServer(server, 'SIGTERM');

      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.trim() !== '');
      expect(lines.length).toBeGreaterThan(5);
      const notJson = lines.filter((line) => {
        try {
          return typeof JSON.parse(line) !== 'object';
        } catch {
          return true;
        }
      });
      expect(notJson).toEqual([]);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.some((entry) => entry.reqId === id)).toBe(true);
      expect(entries.some((entry) => typeof entry.firstAdminLink === 'string')).toBe(true);
      expect(entries.some((entry) => String(entry.msg).includes('connection lost'))).toBe(true);
    });
  },
);
