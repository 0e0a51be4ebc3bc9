import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { INDIA, MEXICO, PROMO_APP_NAME } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO } from '../features/promotion/messages.ts';
import { REPAY } from '../features/repay/messages.ts';
import { SMS_MAX_ATTEMPTS } from '../platform/sms-worker.ts';
import { FAKE_MSG91_AUTH_KEY, type FakeMsg91, startFakeMsg91 } from '../testing/fake-msg91.ts';
import type { FakeProviderServer } from '../testing/fake-provider-server.ts';
import { eventually } from '../testing/fake-sms-gateway.ts';
import { FAKE_TWILIO, type FakeTwilio, startFakeTwilio } from '../testing/fake-twilio.ts';
import { commitBody, freshBorrower, oldRepaymentCall } from '../testing/old-repayment-client.ts';
import { sampleValue, scrape } from '../testing/prometheus-text.ts';
import { newSid, solveCaptcha, solvedPow } from '../testing/promotion-client.ts';
import { staffBearer } from '../testing/staff-client.ts';
import { buildTestApp } from '../testing/test-app.ts';

const run = promisify(execFile);
const STAFF_SCRIPT = fileURLToPath(new URL('../../../../scripts/staff.mjs', import.meta.url));
const CALLBACK_BASE = 'https://lend.example.test';

/** Settings of an app whose Mexican and Indian SMS go to these fakes. */
const providerSettings = (twilio: FakeTwilio, msg91: FakeMsg91) => ({
  SMS_CALLBACK_BASE_URL: CALLBACK_BASE,
  TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
  TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
  TWILIO_FROM: FAKE_TWILIO.from,
  TWILIO_API_BASE: twilio.origin,
  MSG91_API_BASE: msg91.origin,
  MSG91_AUTH_KEY: FAKE_MSG91_AUTH_KEY,
  MSG91_SENDER_ID: 'LENDHF',
  MSG91_REPORT_TOKEN: REPORT_TOKEN,
  MSG91_TEMPLATE_PROMOTION_REGISTER: 'promoRegister01',
  MSG91_DLT_TEMPLATE_PROMOTION_REGISTER: '1107160000000000001',
  MSG91_TEMPLATE_REPAYMENT_CONFIRM: 'repayConfirm01',
  MSG91_DLT_TEMPLATE_REPAYMENT_CONFIRM: '1107160000000000002',
});
const REPORT_TOKEN = randomBytes(32).toString('hex');
const METRICS_TOKEN = randomBytes(32).toString('hex');

/** A wording's English text as registered on the DLT platform: `{code}` becomes the template variable `##code##`. */
const registered = (text: string) => text.replace(/\{(\w+)\}/g, '##$1##');
const TEMPLATES = [
  {
    templateId: 'promoRegister01',
    dltTemplateId: '1107160000000000001',
    senderId: 'LENDHF',
    text: registered(PROMO.smsText.en),
  },
  {
    templateId: 'repayConfirm01',
    dltTemplateId: '1107160000000000002',
    senderId: 'LENDHF',
    text: registered(REPAY.smsText.en),
  },
];

describe('SMS through each market’s carrier: MSG91 for India, Twilio for Mexico', () => {
  let twilio: FakeTwilio;
  let msg91: FakeMsg91;
  let app: FastifyInstance;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    msg91 = await startFakeMsg91(TEMPLATES);
    app = await buildTestApp({
      SMS_GATEWAY_TIMEOUT_MS: '2000',
      SMS_WORKER_POLL_MS: '20',
      SMS_RETRY_BASE_MS: '20',
      METRICS_TOKEN,
      ...providerSettings(twilio, msg91),
    });
  });
  afterAll(async () => {
    await app.close();
    await twilio.close();
    await msg91.close();
  });

  type Row = {
    state: string;
    provider: string;
    market: string;
    body: string;
    variables: string;
    provider_message_id: string | null;
    provider_error: string;
  };
  const row = async (recipient: string) =>
    (
      await app.db.query<Row>(
        `select state, provider, market, body, variables, provider_message_id, provider_error
           from sms_queue where recipient = $1 order by id desc limit 1`,
        [recipient],
      )
    )[0];
  const sentTo = async (recipient: string) => {
    await eventually(async () => (await row(recipient))?.state === 'sent');
    const sent = await row(recipient);
    if (!sent) throw new Error('no message');
    return sent;
  };

  /** An Indian registration on landing template 2 (India, English), as the landing sends it. */
  async function indianRegistration(national: string) {
    const sid = await newSid(app);
    const capcode = await solveCaptcha(app, sid, '203.0.113.21');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/lend/promotion/get-sms',
      remoteAddress: '203.0.113.21',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        phone: national,
        capcode,
        sid,
        appName: PROMO_APP_NAME,
        id: '2',
        pow: await solvedPow(app, '203.0.113.21'),
      }).toString(),
    });
    expect(response.json()).toMatchObject({ code: '0', message: 'ok' });
    return sentTo(`+91${national.replace(/\s/g, '')}`);
  }

  /** A Mexican borrower's card repayment, which texts the code that confirms it. */
  async function mexicanCardRepayment() {
    const who = await freshBorrower(app, 'MX');
    const response = await oldRepaymentCall(app, '/repayment-commit', await commitBody(app, who), who);
    expect(response.json()).toMatchObject({ code: '00', data: { needValid: 1 } });
    return { who, sent: await sentTo(`+52${who.phone}`) };
  }

  it('an Indian registration on landing template 2 reaches MSG91 as its registered DLT template, never as free text', async () => {
    const sent = await indianRegistration('98765 43001');
    expect(sent).toMatchObject({ provider: 'msg91', market: 'IN', body: '', variables: '' });
    const request = msg91.received.at(-1);
    expect(request?.headers.authkey).toBe(FAKE_MSG91_AUTH_KEY);
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toMatchObject({
      template_id: 'promoRegister01',
      sender: 'LENDHF',
      DLT_TE_ID: '1107160000000000001',
      recipients: [{ mobiles: '919876543001', app: PROMO_APP_NAME, code: expect.stringMatching(/^\d{6}$/) }],
    });
    // No text of ours goes to MSG91: the phone shows the registered template, filled.
    expect(request?.body).not.toContain('registration code');
    const delivered = msg91.sent.at(-1);
    expect(delivered?.text).toBe(
      `[${PROMO_APP_NAME}] Your registration code is ${delivered?.variables.code}. It expires in 5 minutes; do not share it.`,
    );
    expect(sent.provider_message_id).toBe(delivered?.requestId);
  });

  it('a Mexican card repayment code reaches Twilio from the Mexican sender, with the receipt URL', async () => {
    const { sent } = await mexicanCardRepayment();
    expect(sent).toMatchObject({ provider: 'twilio', market: 'MX', body: '', variables: '' });
    const message = twilio.messages.at(-1);
    expect(message).toMatchObject({
      from: FAKE_TWILIO.from,
      statusCallback: `${CALLBACK_BASE}/webhooks/sms/twilio`,
      body: expect.stringMatching(/^Lend H5: \d{6} es tu codigo para pagar MXN [\d,]+\.\d\d con tu tarjeta\./),
    });
    expect(sent.provider_message_id).toBe(message?.sid);
  });

  describe('delivery receipts', () => {
    const postTwilio = (callback: { params: Record<string, string>; signature?: string }, body?: string) =>
      app.inject({
        method: 'POST',
        url: '/webhooks/sms/twilio',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(callback.signature ? { 'x-twilio-signature': callback.signature } : {}),
        },
        payload: body ?? new URLSearchParams(callback.params).toString(),
      });

    it('a Twilio StatusCallback signed by the official SDK marks the message delivered', async () => {
      const { who, sent } = await mexicanCardRepayment();
      const sid = sent.provider_message_id ?? '';
      // Interim statuses change nothing.
      expect((await postTwilio(twilio.statusCallback(sid, 'sent'))).statusCode).toBe(200);
      expect((await row(`+52${who.phone}`))?.state).toBe('sent');
      expect((await postTwilio(twilio.statusCallback(sid, 'delivered'))).statusCode).toBe(200);
      expect(await row(`+52${who.phone}`)).toMatchObject({ state: 'delivered', provider_error: '' });
    });

    it('refuses a callback with one byte changed, or unsigned, and changes nothing', async () => {
      const { who, sent } = await mexicanCardRepayment();
      const callback = twilio.statusCallback(sent.provider_message_id ?? '', 'undelivered', '30003');
      const body = new URLSearchParams(callback.params).toString();
      const changed = body.replace('ErrorCode=30003', 'ErrorCode=30004');
      expect(changed).not.toBe(body);
      expect((await postTwilio(callback, changed)).statusCode).toBe(401);
      expect((await postTwilio({ params: callback.params })).statusCode).toBe(401);
      expect((await row(`+52${who.phone}`))?.state).toBe('sent');
      // The same callback, as Twilio signed it, is taken: undelivered, with Twilio's error code.
      expect((await postTwilio(callback, body)).statusCode).toBe(200);
      expect(await row(`+52${who.phone}`)).toMatchObject({ state: 'undelivered', provider_error: 'undelivered 30003' });
    });

    it('an MSG91 delivery report with the webhook’s token marks the message undelivered; staff see it', async () => {
      const sent = await indianRegistration('98765 43002');
      const report = msg91.report(sent.provider_message_id ?? '', '17', 'Blocked number');
      const post = (token: string) =>
        app.inject({ method: 'POST', url: `/webhooks/sms/msg91?token=${token}`, payload: report });
      expect((await post('not-the-token')).statusCode).toBe(401);
      expect((await row('+919876543002'))?.state).toBe('sent');
      expect((await post(REPORT_TOKEN)).statusCode).toBe(200);
      expect(await row('+919876543002')).toMatchObject({ state: 'undelivered', provider_error: '17 Blocked number' });

      const staff = await app.inject({
        url: '/staff/api/sms-failed',
        headers: { authorization: await staffBearer(app, 'agent.in@demo.test') },
      });
      expect(staff.json().data.messages).toContainEqual(
        expect.objectContaining({
          recipient: '+919876543002',
          market: 'IN',
          state: 'undelivered',
          provider: 'msg91',
          providerMessageId: sent.provider_message_id,
          error: '17 Blocked number',
        }),
      );
      // Mexico's desk does not see India's messages.
      const mexico = await app.inject({
        url: '/staff/api/sms-failed',
        headers: { authorization: await staffBearer(app, 'agent.mx@demo.test') },
      });
      expect(mexico.json().data.messages.map((m: { market: string }) => m.market)).not.toContain('IN');

      // What `staff.mjs sms-failed` prints an operator: the provider's id and error, to look up with the provider.
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const token = (await staffBearer(app, 'agent.in@demo.test')).replace(/^Bearer /, '');
      const { stdout } = await run(process.execPath, [STAFF_SCRIPT, 'sms-failed'], {
        env: { ...process.env, STAFF_API: `http://127.0.0.1:${port}`, STAFF_API_TOKEN: token },
      });
      expect(stdout).toMatch(/^#\d+ {2}undelivered \S+ {2}to \+919876543002 {2}IN promotion-register {2}msg91 /m);
      expect(stdout).toContain(`msg91 ${sent.provider_message_id}: 17 Blocked number`);
    });

    it('counts delivered and undelivered per market, and the age of the oldest queued message', async () => {
      const metrics = await scrape(app, METRICS_TOKEN);
      expect(sampleValue(metrics, 'sms_messages', { market: 'MX', state: 'delivered' })).toBeGreaterThanOrEqual(1);
      expect(sampleValue(metrics, 'sms_messages', { market: 'MX', state: 'undelivered' })).toBeGreaterThanOrEqual(1);
      expect(sampleValue(metrics, 'sms_messages', { market: 'IN', state: 'undelivered' })).toBeGreaterThanOrEqual(1);
      expect(sampleValue(metrics, 'sms_oldest_queued_seconds')).toBe(0);
      await app.db.query(
        `insert into sms_queue (recipient, market, provider, purpose, body, created_at, next_attempt_at)
         values ('+919876543999', 'IN', 'msg91', 'test', 'v1:unused', now() - interval '90 seconds', now() + interval '1 hour')`,
      );
      const later = await scrape(app, METRICS_TOKEN);
      expect(sampleValue(later, 'sms_oldest_queued_seconds', { market: 'IN' })).toBeGreaterThanOrEqual(90);
      await app.db.query("delete from sms_queue where recipient = '+919876543999'");
    });
  });
});

/** Today's gateway cases (slow, 5xx, 4xx), held for each carrier's adapter through the queue and its worker. */
describe.each([
  { provider: 'twilio', market: MEXICO, phone: '5587650000' },
  { provider: 'msg91', market: INDIA, phone: '9876650000' },
] as const)('$provider through the worker', ({ provider, market, phone }) => {
  let twilio: FakeTwilio;
  let msg91: FakeMsg91;
  let fake: FakeProviderServer;
  let app: FastifyInstance;
  let sent = 0;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    msg91 = await startFakeMsg91(TEMPLATES);
    fake = provider === 'twilio' ? twilio : msg91;
    app = await buildTestApp({
      SMS_GATEWAY_TIMEOUT_MS: '300',
      SMS_WORKER_POLL_MS: '20',
      SMS_RETRY_BASE_MS: '20',
      ...providerSettings(twilio, msg91),
    });
  });
  afterAll(async () => {
    await app.close();
    await twilio.close();
    await msg91.close();
  });

  /** Queues a repayment code for a new number of the market; answers its E.164 recipient. */
  async function queue(): Promise<string> {
    const national = `${phone.slice(0, -1)}${++sent}`;
    await app.db.transaction((tx) =>
      app.sms.send(
        {
          phone: national,
          market,
          purpose: 'repayment-confirm',
          text: 'Lend H5: 123456 is your code to pay Rs 10.00 with your card.',
          variables: { code: '123456', amount: 'Rs 10.00' },
        },
        tx,
      ),
    );
    return `+${market.phone.countryCode}${national}`;
  }
  const state = async (recipient: string) =>
    (
      await app.db.query<{ state: string; attempts: number; body: string; last_error: string }>(
        'select state, attempts, body, last_error from sms_queue where recipient = $1',
        [recipient],
      )
    )[0];
  const requestsFor = (recipient: string) => fake.received.filter((r) => r.body.includes(recipient.slice(1))).length;

  it('a slow provider is cut off and retried: the message is sent once it answers', async () => {
    fake.mode = 'hang';
    const recipient = await queue();
    await eventually(() => requestsFor(recipient) >= 1);
    fake.mode = 'accept';
    await eventually(async () => (await state(recipient))?.state === 'sent');
    expect(await state(recipient)).toMatchObject({ body: '', last_error: '' });
    expect(requestsFor(recipient)).toBeGreaterThanOrEqual(2);
  });

  it('a failing provider (5xx) is retried with back-off, then the message is given up', async () => {
    fake.mode = 'fail';
    const recipient = await queue();
    await eventually(async () => (await state(recipient))?.state === 'failed');
    expect(await state(recipient)).toMatchObject({ attempts: SMS_MAX_ATTEMPTS, body: '' });
    expect(requestsFor(recipient)).toBe(SMS_MAX_ATTEMPTS);
    fake.mode = 'accept';
  });

  it('a refusal (4xx) fails the message at once', async () => {
    fake.mode = 'refuse';
    const recipient = await queue();
    await eventually(async () => (await state(recipient))?.state === 'failed');
    expect(await state(recipient)).toMatchObject({ attempts: 1, body: '', last_error: expect.stringContaining('400') });
    fake.mode = 'accept';
  });
});
