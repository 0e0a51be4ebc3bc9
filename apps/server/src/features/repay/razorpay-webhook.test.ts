import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../db/database.ts';
import { askReference } from '../../testing/repay-client.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';
import { loadLoanState } from '../orders/index.ts';
import { type FakeRazorpay, razorpaySettings, startFakeRazorpay } from './providers/testing/fake-razorpay.ts';

/*
 * India through Razorpay: a UPI QR code and a virtual account made at (a local fake of) Razorpay's API, and its
 * signed webhooks applied through the shared notification path, over real HTTP.
 */

type Who = { userId: string; sessionId: string; orderId: string; productId: string };

describe('Razorpay: UPI QR codes and virtual accounts, POST /webhooks/razorpay', () => {
  let app: FastifyInstance;
  let razorpay: FakeRazorpay;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
    app = await buildTestApp(razorpaySettings(razorpay));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    razorpay.webhookUrl = `${address}/webhooks/razorpay`;
  });
  afterAll(async () => {
    await app.close();
    await razorpay.close();
  });

  const fixture = async (): Promise<Who> =>
    (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: { market: 'IN' } })).json();
  const due = async (who: Who) => (await loadLoanState(app.db, Number(who.orderId))).due;
  const ask = (who: Who, payCode: string, amount: number) =>
    askReference(app, who, { orderId: who.orderId, productId: who.productId, requestType: 1, amount, payCode }, '1');
  const storedEvents = async () =>
    toSafeInt((await app.db.query<{ n: unknown }>('select count(*) as n from provider_events'))[0]?.n);
  const plan = async (who: Who) =>
    (
      await app.inject({
        url: `/online/v3/installment/loan-play-detail?${query({ userId: who.userId, sessionId: who.sessionId, language: '1', productId: who.productId, orderId: who.orderId })}`,
      })
    ).json().data;

  it('lists only UPI and NEFT, each with what Razorpay made: the QR code and intent, the account and IFSC', async () => {
    const who = await fixture();
    const codes = (await plan(who)).repayList.flatMap((g: { list: { payCode: string }[] }) =>
      g.list.map((c) => c.payCode),
    );
    expect(codes.sort()).toEqual(['NEFT', 'UPI']);
    const amount = await due(who);
    const instructions = async (payCode: string) =>
      (
        await app.inject({
          method: 'POST',
          url: `/online/v3/loan-details/generate-vcode?${query({ userId: who.userId, sessionId: who.sessionId, language: '1' })}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: query({ productId: who.productId, orderId: who.orderId, amount, payCode, requestType: 1 }),
        })
      ).json().data.repayDetail;
    const upi = await ask(who, 'UPI', amount);
    const qr = razorpay.objectOf(upi.vCode);
    expect(qr?.kind).toBe('qr');
    expect(qr?.amount).toBe(amount);
    // The instructions show Razorpay's UPI request (its payee, and the QR code the screen draws of it).
    expect((await instructions('UPI')).upi).toEqual({
      vpa: new URL(String(qr?.body.image_content)).searchParams.get('pa'),
      link: qr?.body.image_content,
    });
    // Razorpay's own QR image is kept with the instructions.
    const [kept] = await app.db.query<{ instructions: { upiQrImage: string } }>(
      'select instructions from payment_references where reference = $1',
      [upi.vCode],
    );
    expect(kept?.instructions.upiQrImage).toBe(qr?.body.image_url);
    // The plan's card shows the same request as the instructions.
    expect(upi.upi).toEqual({
      vpa: new URL(String(qr?.body.image_content)).searchParams.get('pa'),
      link: qr?.body.image_content,
    });
    expect(upi.bankAccount).toBeUndefined();

    // NEFT: the plan lists the virtual account's number (as a house NEFT reference is its account number); the
    // instructions add its IFSC, each with its own Copy.
    const neft = await ask(who, 'NEFT', amount);
    const account = razorpay.objectOf(neft.vCode);
    expect(account?.kind).toBe('va');
    const receiver = (account?.body.receivers as { account_number: string; ifsc: string }[] | undefined)?.[0];
    expect(neft.vCode).toBe(receiver?.account_number);
    expect(neft.bankAccount).toEqual({ number: receiver?.account_number, ifsc: receiver?.ifsc });
    expect(neft.upi).toBeUndefined();
    expect((await instructions('NEFT')).bankAccount).toEqual({
      number: receiver?.account_number,
      ifsc: receiver?.ifsc,
    });
    // Asked again: the same QR code and account, nothing new at Razorpay.
    const calls = razorpay.requests.length;
    expect((await ask(who, 'UPI', amount)).vCode).toBe(upi.vCode);
    expect((await instructions('NEFT')).bankAccount?.number).toBe(receiver?.account_number);
    expect(razorpay.requests.length).toBe(calls);
  });

  it('applies a UPI payment once although Razorpay reports it twice (payment.captured, qr_code.credited)', async () => {
    const who = await fixture();
    const amount = await due(who);
    const upi = await ask(who, 'UPI', amount);
    const neft = await ask(who, 'NEFT', amount);
    const qr = razorpay.objectOf(upi.vCode);
    if (!qr) throw new Error('no QR code');
    const { responses } = await razorpay.payQr(qr.id);
    const outcomes = await Promise.all(responses.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
    expect(outcomes).toEqual(['ignored', 'applied']);
    expect(await due(who)).toBe(0);
    expect((await plan(who)).state).toBe('settled');
    // The virtual account no longer matches anything due: closed at Razorpay.
    expect(razorpay.objectOf(neft.vCode)?.status).toBe('closed');
  });

  it('applies a NEFT credit to the virtual account; a retried event changes nothing', async () => {
    const who = await fixture();
    const amount = await due(who);
    const neft = await ask(who, 'NEFT', amount);
    const account = razorpay.objectOf(neft.vCode);
    if (!account) throw new Error('no account');
    const { responses } = await razorpay.creditAccount(account.id);
    expect(await responses[0]?.json()).toMatchObject({ outcome: 'applied' });
    const [stored] = await app.db.query<{ body: string; event_id: string }>(
      "select body, event_id from provider_events where event_type = 'virtual_account.credited' order by id desc limit 1",
    );
    const retry = await razorpay.post(stored?.body ?? '', razorpay.sign(stored?.body ?? ''), stored?.event_id);
    expect(await retry.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await due(who)).toBe(0);
  });

  it('accepts an HMAC made as Razorpay documents, refuses a changed byte or the other provider secret, recording nothing', async () => {
    const who = await fixture();
    const amount = await due(who);
    const upi = await ask(who, 'UPI', amount);
    const qr = razorpay.objectOf(upi.vCode);
    if (!qr) throw new Error('no QR code');
    const payment = {
      id: 'pay_Interop0000001',
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'captured',
      created_at: 1_764_000_000,
      notes: [],
    };
    const body = razorpay.eventFor('qr_code.credited', { payment: { entity: payment }, qr_code: { entity: qr.body } });
    // Razorpay's documentation: the hex HMAC-SHA256 of the raw body, keyed with the webhook secret.
    const documented = createHmac('sha256', razorpay.webhookSecret).update(body).digest('hex');
    expect(Razorpay.validateWebhookSignature(body, documented, razorpay.webhookSecret)).toBe(true);
    const before = await storedEvents();
    const changed = body.replace(`"amount":${amount}`, `"amount":${amount - 1}`);
    expect(changed).not.toBe(body);
    const refusals = [
      await razorpay.post(changed, documented),
      await razorpay.post(body, razorpay.sign(body, 'whsec_a_stripe_webhook_secret')),
      await razorpay.post(body, ''),
    ];
    for (const refused of refusals) expect(refused.status).toBe(401);
    expect(await storedEvents()).toBe(before);
    expect(await due(who)).toBe(amount);
    const accepted = await razorpay.post(body, documented);
    expect(await accepted.json()).toMatchObject({ outcome: 'applied' });
    expect(await storedEvents()).toBe(before + 1);
    expect(await due(who)).toBe(0);
  });
});
