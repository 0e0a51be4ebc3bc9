import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_MSG91_AUTH_KEY, startFakeMsg91 } from '../testing/fake-msg91.ts';
import { downOrigin, type FakeProviderServer, startFakeProviderServer } from '../testing/fake-provider-server.ts';
import { FAKE_TWILIO, startFakeTwilio } from '../testing/fake-twilio.ts';
import type { OutgoingSms, SmsAdapter } from './sms-adapter.ts';
import { gatewayAdapter } from './sms-gateway.ts';
import { msg91Adapter } from './sms-msg91.ts';
import { twilioAdapter } from './sms-twilio.ts';

/** A provider that answers takes milliseconds; a slow one is cut off after this (the worker then retries). */
const TIMEOUT_MS = 300;
/** For the answering cases: a loaded test machine must not turn an answer into a time-out. */
const ANSWER_TIMEOUT_MS = 10_000;
const TEMPLATE = {
  templateId: 'repayConfirm01',
  dltTemplateId: '1107160000000000002',
  senderId: 'LENDHF',
  text: 'Lend H5: ##code## is your code to pay ##amount## with your card.',
};

interface Lane {
  name: string;
  start(): Promise<FakeProviderServer>;
  adapter(origin: string, timeoutMs?: number): SmsAdapter;
  message: OutgoingSms;
  /** How many of the fake's accepted messages it has taken. */
  taken(fake: FakeProviderServer): number;
}

const message = (to: string): OutgoingSms => ({
  id: 41,
  to,
  purpose: 'repayment-confirm',
  text: 'Lend H5: 123456 is your code to pay MXN 10.00 with your card.',
  variables: { code: '123456', amount: 'Rs 10.00' },
});

const lanes: Lane[] = [
  {
    name: 'the generic gateway',
    start: () =>
      startFakeProviderServer(() => ({ status: 200, body: { id: 'gw-1' } }), {
        fail: { status: 503, body: {} },
        refuse: { status: 422, body: { error: 'recipient unknown' } },
      }),
    adapter: (origin, timeoutMs = ANSWER_TIMEOUT_MS) =>
      gatewayAdapter({ url: `${origin}/sms`, token: 'gateway-token', timeoutMs }),
    message: message('+8613800000000'),
    taken: (fake) => fake.received.length,
  },
  {
    name: 'Twilio (official SDK)',
    start: startFakeTwilio,
    adapter: (origin, timeoutMs = ANSWER_TIMEOUT_MS) =>
      twilioAdapter({
        accountSid: FAKE_TWILIO.accountSid,
        authToken: FAKE_TWILIO.authToken,
        from: { number: FAKE_TWILIO.from },
        callbackBaseUrl: 'https://lend.example.test',
        apiBase: origin,
        timeoutMs,
      }),
    message: message('+525512345678'),
    taken: (fake) => (fake as Awaited<ReturnType<typeof startFakeTwilio>>).messages.length,
  },
  {
    name: 'MSG91 (flow API)',
    start: () => startFakeMsg91([TEMPLATE]),
    adapter: (origin, timeoutMs = ANSWER_TIMEOUT_MS) =>
      msg91Adapter({
        authKey: FAKE_MSG91_AUTH_KEY,
        senderId: TEMPLATE.senderId,
        templates: { 'repayment-confirm': { templateId: TEMPLATE.templateId, dltTemplateId: TEMPLATE.dltTemplateId } },
        apiBase: origin,
        timeoutMs,
      }),
    message: message('+919876543210'),
    taken: (fake) => (fake as Awaited<ReturnType<typeof startFakeMsg91>>).sent.length,
  },
];

describe.each(lanes)('$name', (lane) => {
  let fake: FakeProviderServer;
  let adapter: SmsAdapter;
  beforeAll(async () => {
    fake = await lane.start();
    adapter = lane.adapter(fake.origin);
  });
  afterEach(() => {
    fake.mode = 'accept';
  });
  afterAll(() => fake.close());

  it('takes the message and names its id', async () => {
    const result = await adapter.deliver(lane.message);
    expect(result).toMatchObject({ outcome: 'sent', providerMessageId: expect.stringMatching(/\S/) });
    expect(lane.taken(fake)).toBeGreaterThanOrEqual(1);
  });

  it('retries a provider that answers 5xx', async () => {
    fake.mode = 'fail';
    expect(await adapter.deliver(lane.message)).toMatchObject({
      outcome: 'retry',
      error: expect.stringMatching(/50\d/),
    });
  });

  it('gives up at once on a 4xx refusal, keeping the provider’s words', async () => {
    fake.mode = 'refuse';
    const result = await adapter.deliver(lane.message);
    expect(result).toMatchObject({ outcome: 'refused', error: expect.stringMatching(/4\d\d/) });
  });

  it('retries a provider that does not answer in time (slow)', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    expect(await lane.adapter(fake.origin, TIMEOUT_MS).deliver(lane.message)).toMatchObject({
      outcome: 'retry',
      error: `no answer in ${TIMEOUT_MS} ms`,
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 5_000);
  });

  it('retries a provider that is down', async () => {
    const down = lane.adapter(await downOrigin());
    expect(await down.deliver(lane.message)).toMatchObject({ outcome: 'retry' });
  });
});

describe('MSG91 sends registered templates only', () => {
  it('refuses a kind with no registered template without calling MSG91', async () => {
    const fake = await startFakeMsg91([TEMPLATE]);
    try {
      const adapter = msg91Adapter({
        authKey: FAKE_MSG91_AUTH_KEY,
        senderId: TEMPLATE.senderId,
        templates: {},
        apiBase: fake.origin,
        timeoutMs: TIMEOUT_MS,
      });
      expect(await adapter.deliver(message('+919876543210'))).toMatchObject({ outcome: 'refused' });
      expect(fake.received).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('treats MSG91’s 200 with `type: error` (template or sender not approved) as a refusal', async () => {
    const fake = await startFakeMsg91([TEMPLATE]);
    try {
      const adapter = msg91Adapter({
        authKey: FAKE_MSG91_AUTH_KEY,
        senderId: 'OTHERS',
        templates: { 'repayment-confirm': { templateId: TEMPLATE.templateId, dltTemplateId: TEMPLATE.dltTemplateId } },
        apiBase: fake.origin,
        timeoutMs: TIMEOUT_MS,
      });
      expect(await adapter.deliver(message('+919876543210'))).toMatchObject({
        outcome: 'refused',
        error: expect.stringContaining('does not match'),
      });
    } finally {
      await fake.close();
    }
  });
});
