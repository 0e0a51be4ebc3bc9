import { SPEC_ORIGINAL } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gatewayAdapter } from '../platform/sms-gateway.ts';
import { SMS_MAX_ATTEMPTS, startSmsWorker } from '../platform/sms-worker.ts';
import { eventually, type FakeSmsGateway, startFakeSmsGateway } from '../testing/fake-sms-gateway.ts';
import { sampleValue, scrape } from '../testing/prometheus-text.ts';
import { requestSmsCode } from '../testing/promotion-client.ts';
import { staffBearer } from '../testing/staff-client.ts';
import { buildTestApp } from '../testing/test-app.ts';

const TOKEN = 'gateway-token-0001';
const METRICS_TOKEN = 'sms-test-metrics-token-01';

describe('SMS through the HTTP gateway', () => {
  let gateway: FakeSmsGateway;
  let app: FastifyInstance;
  let phones = 0;
  const freshPhone = () => `1390000${String(++phones).padStart(4, '0')}`;
  let ips = 0;
  const freshIp = () => `198.51.100.${++ips}`;

  beforeAll(async () => {
    gateway = await startFakeSmsGateway();
    app = await buildTestApp({
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_TOKEN: TOKEN,
      SMS_GATEWAY_TIMEOUT_MS: '300',
      SMS_WORKER_POLL_MS: '20',
      SMS_RETRY_BASE_MS: '20',
      METRICS_TOKEN,
    });
  });
  afterEach(() => {
    gateway.mode = 'accept';
  });
  afterAll(async () => {
    await app.close();
    await gateway.close();
  });

  const queued = (recipient: string) =>
    app.db.query<{ state: string; body: string; attempts: number; last_error: string }>(
      'select state, body, attempts, last_error from sms_queue where recipient = $1',
      [recipient],
    );
  const toGateway = (recipient: string) => gateway.requests.filter((r) => r.body.to === recipient);

  it('answers the borrower at once and delivers the code to the gateway, then blanks the stored text', async () => {
    gateway.mode = 'hang';
    const phone = freshPhone();
    const recipient = `+86${phone}`;
    const { response } = await requestSmsCode(app, phone, freshIp());
    expect(response.statusCode).toBe(200);
    // The gateway has not answered (it hangs), yet the borrower has theirs, and the code waits in the queue.
    const [waiting] = await queued(recipient);
    expect(waiting?.state).toBe('queued');
    // Sealed under SMS_TEXT_KEY while it waits: the queue is no list of codes (security/codes-at-rest.test.ts).
    expect(waiting?.body).toMatch(/^v1:/);
    expect(waiting?.body).not.toMatch(/\d{6}/);
    // Not in the demo outbox: production has none.
    expect(await app.db.query('select 1 from sms_outbox where phone = $1', [phone])).toEqual([]);
    gateway.mode = 'accept';
    await eventually(async () => (await queued(recipient))[0]?.state === 'sent');
    const [sent] = await queued(recipient);
    expect(sent?.body).toBe('');
    const delivered = toGateway(recipient).at(-1);
    expect(delivered?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(delivered?.body.text).toMatch(/\b\d{6}\b/);
    expect(delivered?.body.reference).toMatch(/^\d+$/);
    // The hung attempt timed out and was retried: the same message, never a second code.
    expect(new Set(toGateway(recipient).map((r) => r.body.reference)).size).toBe(1);
  });

  it('retries a failing gateway with back-off, then gives up: failed, text blanked, shown to staff and in metrics', async () => {
    gateway.mode = 'fail';
    const phone = freshPhone();
    const recipient = `+86${phone}`;
    await requestSmsCode(app, phone, freshIp());
    await eventually(async () => (await queued(recipient))[0]?.state === 'failed');
    const [failed] = await queued(recipient);
    expect(failed).toMatchObject({ state: 'failed', body: '', attempts: SMS_MAX_ATTEMPTS });
    expect(failed?.last_error).toContain('500');
    expect(toGateway(recipient)).toHaveLength(SMS_MAX_ATTEMPTS);
    const staff = await app.inject({
      url: '/staff/api/sms-failed',
      headers: { authorization: await staffBearer(app, 'agent.mx@demo.test') },
    });
    const listed = staff.json().data.messages as { recipient: string; attempts: number; error: string }[];
    expect(listed.find((m) => m.recipient === recipient)).toMatchObject({ attempts: SMS_MAX_ATTEMPTS });
    const metrics = await scrape(app, METRICS_TOKEN);
    expect(sampleValue(metrics, 'sms_messages', { state: 'failed' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(metrics, 'sms_messages', { state: 'sent' })).toBeGreaterThanOrEqual(1);
  });

  it('fails at once when the gateway refuses the message (4xx)', async () => {
    gateway.mode = 'refuse';
    const phone = freshPhone();
    const recipient = `+86${phone}`;
    await requestSmsCode(app, phone, freshIp());
    await eventually(async () => (await queued(recipient))[0]?.state === 'failed');
    expect((await queued(recipient))[0]).toMatchObject({ attempts: 1, body: '' });
    expect(toGateway(recipient)).toHaveLength(1);
  });
});

describe('SMS workers of several servers', () => {
  let gateway: FakeSmsGateway;
  let app: FastifyInstance;

  // A generous gateway time-out (and so lease): on a loaded machine a slow answer would otherwise count as lost and be
  // sent again, which the message's reference lets the gateway absorb; what is tested here is that two servers never
  // claim the same message.
  const TIMEOUT_MS = 10_000;

  beforeAll(async () => {
    gateway = await startFakeSmsGateway();
    app = await buildTestApp({
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_TOKEN: TOKEN,
      SMS_GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS),
      SMS_WORKER_POLL_MS: '10',
      SMS_RETRY_BASE_MS: '20',
    });
  });
  afterAll(async () => {
    await app.close();
    await gateway.close();
  });

  it('share the queue: each message sent once', async () => {
    // A second worker on the same database, as another server runs one.
    const other = startSmsWorker({
      db: app.db,
      adapters: { gateway: gatewayAdapter({ url: gateway.url, token: TOKEN, timeoutMs: TIMEOUT_MS }) },
      timeoutMs: TIMEOUT_MS,
      pollMs: 5,
      retryBaseMs: 20,
      textKey: app.config.SMS_TEXT_KEY,
      log: { warn: () => undefined, error: () => undefined },
    });
    try {
      const recipients: string[] = [];
      await app.db.transaction(async (tx) => {
        for (let i = 0; i < 30; i++) {
          const phone = `1390001${String(i).padStart(4, '0')}`;
          recipients.push(`+86${phone}`);
          await app.sms.send({ phone, market: SPEC_ORIGINAL, purpose: 'test', text: `code ${i}`, variables: {} }, tx);
        }
      });
      await eventually(async () => {
        const [row] = await app.db.query<{ n: number }>(
          "select count(*)::int as n from sms_queue where recipient = any($1::text[]) and state = 'sent'",
          [recipients],
        );
        return row?.n === recipients.length;
      });
      const references = gateway.requests.filter((r) => recipients.includes(r.body.to)).map((r) => r.body.reference);
      expect(references).toHaveLength(recipients.length);
      expect(new Set(references).size).toBe(recipients.length);
    } finally {
      await other.stop();
    }
  });
});
