import { randomBytes } from 'node:crypto';
import { FAILURE_CODE } from '@loan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBenchFigures } from './testing/bench-figures.ts';
import { type PrivatePostgres, startPrivatePostgres } from './testing/private-postgres.ts';
import { parsePrometheusText, sampleValue } from './testing/prometheus-text.ts';
import { type ServerProcess, startServer, stopServer } from './testing/server-process.ts';
import { testPostgresUrl } from './testing/test-database.ts';

const onPostgres = Boolean(testPostgresUrl());
const METRICS_TOKEN = randomBytes(32).toString('hex');
const CUSTOMER_SERVICE = '/online/user-problem/get-whatsapp';
const OLD_REPAYMENT_BANKS = '/api/v1/lend/lend-api/service/loan/bank-list?userId=1001&sessionId=demo-1001&language=1';

async function pollUntil(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`still not true after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

/** The server on a PostgreSQL that goes away and comes back: it says so (503) and recovers without a restart. */
describe.skipIf(!onPostgres)(
  `the server while PostgreSQL is unreachable${onPostgres ? '' : ' (skipped: TEST_DATABASE_URL is unset; scripts/test.sh runs this in its PostgreSQL stage)'}`,
  () => {
    let database: PrivatePostgres;
    let server: ServerProcess;
    const figures = { downStatus: 0, apiStatus: 0, recoveryMs: Number.NaN, survived: false };

    beforeAll(async () => {
      database = await startPrivatePostgres();
      // Contacts kept in memory (SETTINGS_CACHE_MS) would answer without the database; this is about what needs it.
      server = await startServer({
        DATABASE_URL: database.url,
        SETTINGS_CACHE_MS: '0',
        METRICS_TOKEN,
        // A gateway makes the SMS queue's gauge part of the scrape, as in production (nothing is sent).
        SMS_GATEWAY_URL: 'http://127.0.0.1:9/unused-sms-gateway',
        SMS_GATEWAY_TOKEN: 'unused-gateway-token',
      });
    }, 120_000);

    afterAll(async () => {
      if (server) await stopServer(server, 'SIGKILL');
      await database?.destroy();
      writeBenchFigures('Database unreachable', [
        {
          measure: '/healthz while PostgreSQL is down',
          value: figures.downStatus,
          target: '503',
          met: figures.downStatus === 503,
        },
        {
          measure: 'API call while PostgreSQL is down',
          value: figures.apiStatus,
          target: '503 envelope',
          met: figures.apiStatus === 503,
        },
        {
          measure: 'server process survived the outage',
          value: figures.survived ? 'yes' : 'no',
          target: 'yes (no restart)',
          met: figures.survived,
        },
        {
          measure: 'recovery after PostgreSQL is back (ms, to /healthz 200)',
          value: Math.round(figures.recoveryMs),
          target: 'recovers without restart',
          met: Number.isFinite(figures.recoveryMs),
        },
      ]);
    });

    it('answers 503 with a readable envelope while the database is down, then recovers on its own', async () => {
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.base}${CUSTOMER_SERVICE}`)).status).toBe(200);

      // A fast shutdown terminates the pooled connections: the process must not crash on the dead clients.
      await database.stop();

      const health = await fetch(`${server.base}/healthz`);
      figures.downStatus = health.status;
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', database: 'postgres' });

      const english = await fetch(`${server.base}${CUSTOMER_SERVICE}?language=1`);
      figures.apiStatus = english.status;
      expect(english.status).toBe(503);
      expect(await english.json()).toEqual({
        success: false,
        code: FAILURE_CODE.unavailable,
        message: 'The service is temporarily unavailable. Nothing was saved; please try again in a moment.',
      });
      const spanish = await fetch(`${server.base}${CUSTOMER_SERVICE}?language=2`);
      expect(((await spanish.json()) as { message: string }).message).toMatch(/^El servicio no está disponible/);
      // Other envelope families keep their own shape.
      const oldRepayment = await fetch(`${server.base}${OLD_REPAYMENT_BANKS}`);
      expect(oldRepayment.status).toBe(503);
      expect(await oldRepayment.json()).toEqual({
        code: String(FAILURE_CODE.unavailable),
        message: expect.any(String),
      });

      // What an operator looks at during the incident still answers, and says the database is away.
      expect((await fetch(`${server.base}/livez`)).status).toBe(200);
      expect((await fetch(`${server.base}/readyz`)).status).toBe(503);
      const metrics = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status).toBe(200);
      const samples = parsePrometheusText(await metrics.text());
      expect(sampleValue(samples, 'db_up')).toBe(0);
      // A labelled gauge that cannot be read has no series (an unlabelled one would be NaN).
      expect(samples.some((s) => s.name === 'complaints_overdue')).toBe(false);
      expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);

      expect(server.child.exitCode).toBeNull();
      figures.survived = true;

      await database.start();
      figures.recoveryMs = await pollUntil(async () => (await fetch(`${server.base}/healthz`)).status === 200);
      const again = await fetch(`${server.base}${CUSTOMER_SERVICE}?language=1`);
      expect(again.status).toBe(200);
      expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
      expect(((await again.json()) as { success: boolean }).success).toBe(true);
      expect(server.child.exitCode).toBeNull();
    }, 120_000);
  },
);
