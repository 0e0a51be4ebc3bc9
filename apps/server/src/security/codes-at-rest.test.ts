import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openText } from '../platform/at-rest.ts';
import { commitBody, freshBorrower, oldRepaymentCall } from '../testing/old-repayment-client.ts';
import { buildTestApp } from '../testing/test-app.ts';

const CODE_KEY = randomBytes(32).toString('base64');
const TEXT_KEY = randomBytes(32).toString('base64');

/**
 * What a copy of the database (a backup, a replica, a leaked dump) gives away about one-time codes while the SMS
 * gateway is down: the stored code cannot be brute-forced without the server's key, and the queued message is sealed.
 */
describe('security: codes no database reader can use', { timeout: 300_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_PER_MINUTE: '1000000',
      ONE_TIME_CODE_KEY: CODE_KEY,
      SMS_TEXT_KEY: TEXT_KEY,
      // A gateway nothing answers, retried rarely: the message stays queued, as in an outage.
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/down-sms-gateway',
      SMS_GATEWAY_TOKEN: 'test-gateway-token',
      SMS_RETRY_BASE_MS: '3600000',
    });
  }, 600_000);
  afterAll(() => app.close());

  it('stores a repayment code no one can brute-force from the database, and queues its SMS sealed', async () => {
    const who = await freshBorrower(app);
    const body = await commitBody(app, who);
    const committed = await oldRepaymentCall(app, '/repayment-commit', body, who);
    expect(committed.json().code).toBe('00');
    const record = committed.json().data.repayRecordId;

    const [stored] = await app.db.query<{ salt: Uint8Array; code_hash: Uint8Array }>(
      "select salt, code_hash from one_time_codes where purpose = 'repayment-confirm' and subject = $1",
      [String(record)],
    );
    if (!stored) throw new Error('no code stored');
    // Every six-digit code against the stored digest, as a database reader would try it.
    const salt = Buffer.from(stored.salt);
    const digest = Buffer.from(stored.code_hash).toString('hex');
    const found: string[] = [];
    for (let n = 0; n < 1_000_000; n++) {
      const code = String(n).padStart(6, '0');
      if (createHash('sha256').update(salt).update(code).digest('hex') === digest) found.push(code);
    }
    expect(found).toEqual([]);

    const [queued] = await app.db.query<{ body: string; state: string }>(
      'select body, state from sms_queue order by id desc limit 1',
    );
    expect(queued?.state).toBe('queued');
    expect(queued?.body).not.toMatch(/\d{6}/);
    // The server, holding the key, reads the text at send time; the code in it confirms the repayment.
    const code = /\b\d{6}\b/.exec(openText(TEXT_KEY, queued?.body ?? ''))?.[0] ?? '';
    expect(() => openText(`${TEXT_KEY}-another`, queued?.body ?? '')).toThrow();
    const confirmed = await oldRepaymentCall(
      app,
      '/repayment-confirm',
      { orderId: who.orderId, repaymentRecordId: record, verifyCode: code },
      who,
    );
    expect(confirmed.json().code).toBe('00');
  });
});
