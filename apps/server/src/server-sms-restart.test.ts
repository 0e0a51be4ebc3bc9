import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { powChallengeSchema } from '@loan/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { eventually, startFakeSmsGateway } from './testing/fake-sms-gateway.ts';
import { solvePow } from './testing/promotion-client.ts';
import { type ServerProcess, startServer, stopServer } from './testing/server-process.ts';
import { createFreshPostgresDatabase, testPostgresUrl } from './testing/test-database.ts';

const promotion = '/api/v2/lend/promotion';

/** The promotion landing's code request over real HTTP: a captcha session, its answer (dev window), the SMS. */
async function requestCode(server: ServerProcess, phone: string): Promise<number> {
  const json = async (url: string) =>
    (await fetch(`${server.base}${url}`)).json() as Promise<{ data?: { sid?: string }; answer?: string }>;
  const sid = String((await json(`${promotion}/get-sid`)).data?.sid);
  await fetch(`${server.base}${promotion}/get-captcha?sid=${sid}`);
  const answer = String((await json(`/dev/captcha?sid=${sid}`)).answer);
  const challenge = (await (await fetch(`${server.base}${promotion}/pow-challenge`)).json()) as { data: unknown };
  const pow = solvePow(powChallengeSchema.parse(challenge.data));
  const response = await fetch(`${server.base}${promotion}/get-sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone, capcode: answer, sid, appName: 'lendh5', pow }).toString(),
  });
  return response.status;
}

/**
 * A server killed after it queued a code's SMS and before its worker sent it: the message is in the database, and
 * the next server to start (here the same one, restarted) delivers it. Runs on the embedded database, or on
 * PostgreSQL in that stage of the test run.
 */
describe('an SMS queued by a server that is then killed', { timeout: 240_000 }, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('is sent after the restart', async () => {
    const gateway = await startFakeSmsGateway();
    cleanups.push(() => gateway.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sms-restart-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const admin = testPostgresUrl();
    const fresh = admin ? await createFreshPostgresDatabase(admin) : undefined;
    if (fresh) cleanups.push(() => fresh.drop());
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: fresh?.url ?? '',
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_TOKEN: 'restart-gateway-token',
      SMS_RETRY_BASE_MS: '50',
    };

    // The first server looks at the queue only when it starts: the message it queues waits, unsent.
    const first = await startServer({ ...env, SMS_WORKER_POLL_MS: '600000' });
    cleanups.push(() => stopServer(first, 'SIGKILL'));
    expect(await requestCode(first, '13911112222')).toBe(200);
    await stopServer(first, 'SIGKILL');
    expect(gateway.requests).toEqual([]);

    const second = await startServer({ ...env, SMS_WORKER_POLL_MS: '50' });
    cleanups.push(() => stopServer(second));
    await eventually(() => gateway.requests.length > 0, 30_000);
    expect(gateway.requests[0]?.body.to).toBe('+8613911112222');
    expect(gateway.requests[0]?.body.text).toMatch(/\b\d{6}\b/);
    await stopServer(second);

    const db = await openDatabase(fresh?.url, dataDir);
    try {
      const rows = await db.query<{ state: string; body: string }>('select state, body from sms_queue');
      expect(rows).toEqual([{ state: 'sent', body: '' }]);
    } finally {
      await db.close();
    }
  });
});
