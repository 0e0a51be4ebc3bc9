import type { RepayChannel } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../db/database.ts';
import { askReference } from '../../testing/repay-client.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';
import { loadLoanState } from '../orders/index.ts';
import { type FakeStripe, startFakeStripe, stripeSettings } from './providers/testing/fake-stripe.ts';

/*
 * Mexico through Stripe: instructions made at (a local fake of) Stripe through the official SDK, and Stripe's signed
 * webhooks applied through the shared notification path, over real HTTP.
 */

type Who = { userId: string; sessionId: string; orderId: string };

describe('Stripe: OXXO and SPEI instructions, POST /webhooks/stripe', () => {
  let app: FastifyInstance;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await buildTestApp(stripeSettings(stripe));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    stripe.webhookUrl = `${address}/webhooks/stripe`;
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  const fixture = async (): Promise<Who> =>
    (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: {} })).json();
  const due = async (who: Who) => (await loadLoanState(app.db, Number(who.orderId))).due;
  const storedEvents = async () =>
    toSafeInt((await app.db.query<{ n: unknown }>('select count(*) as n from provider_events'))[0]?.n);
  const plan = async (who: Who) =>
    (
      await app.inject({
        url: `/online/v3/installment/loan-play-detail?${query({ userId: who.userId, sessionId: who.sessionId, language: '2', productId: 1, orderId: who.orderId })}`,
      })
    ).json().data;

  it('lists only the channels Stripe serves, and shows the OXXO voucher and SPEI CLABE Stripe made', async () => {
    const who = await fixture();
    const before = await plan(who);
    const codes = before.repayList.flatMap((g: { list: { payCode: string }[] }) => g.list.map((c) => c.payCode));
    expect(codes.sort()).toEqual(['OXXO', 'SPEI']);
    const amount = await due(who);
    const oxxo = await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: 'OXXO' });
    const intent = [...stripe.intents.values()].at(-1);
    const details = intent?.next_action?.oxxo_display_details as {
      number: string;
      hosted_voucher_url: string;
      expires_after: number;
    };
    expect(oxxo.vCode).toBe(details.number);
    // The card shows Stripe's printable voucher and its expiry as Stripe gave them; no bank account, no UPI request.
    expect(oxxo.hostedUrl).toBe(details.hosted_voucher_url);
    expect(oxxo.expiresAt).toBe(new Date(details.expires_after * 1000).toISOString());
    expect(oxxo.bankAccount).toBeUndefined();
    expect(oxxo.upi).toBeUndefined();
    // The plan read again lists the same details with the code.
    const listed = (await plan(who)).repayList
      .flatMap((g: { list: RepayChannel[] }) => g.list)
      .find((c: RepayChannel) => c.payCode === 'OXXO');
    expect(listed).toMatchObject({ vCode: details.number, hostedUrl: details.hosted_voucher_url });
    expect(listed?.expiresAt).toBe(oxxo.expiresAt);
    const screen = await app.inject({
      method: 'POST',
      url: `/online/v3/loan-details/generate-vcode?${query({ userId: who.userId, sessionId: who.sessionId, language: '2' })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ productId: 1, orderId: who.orderId, amount, payCode: 'OXXO', requestType: 1 }),
    });
    expect(screen.json().data.repayDetail).toMatchObject({
      vCode: details.number,
      hostedUrl: details.hosted_voucher_url,
      repayCode: `/online/v3/loan-details/barcode/${details.number}.svg`,
    });
    expect(oxxo.BARcodeImg).toBe(`/online/v3/loan-details/barcode/${details.number}.svg`);
    const barcode = await app.inject({ url: oxxo.BARcodeImg ?? '' });
    expect(barcode.statusCode).toBe(200);
    expect(intent?.amount).toBe(amount);
    expect(intent?.metadata.payCode).toBe('OXXO');

    const spei = await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: 'SPEI' });
    const speiIntent = [...stripe.intents.values()].at(-1);
    const transfer = speiIntent?.next_action?.display_bank_transfer_instructions as {
      financial_addresses: { spei: { clabe: string } }[];
      reference: string;
    };
    expect(spei.clabe).toBe(transfer.financial_addresses[0]?.spei.clabe);
    expect(spei.vCode).toBe(transfer.reference);

    // Asking again reuses what Stripe made; nothing new is created there.
    const calls = stripe.requests.length;
    const again = await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: 'OXXO' });
    expect(again.vCode).toBe(oxxo.vCode);
    expect(stripe.requests.length).toBe(calls);
    // 7-Eleven is not Stripe's: not offered.
    await expect(
      askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: '7ELEVEN' }),
    ).rejects.toThrow(/7ELEVEN/);
  });

  it('applies payment_intent.succeeded once, settles the loan and voids the other instructions at Stripe', async () => {
    const who = await fixture();
    const amount = await due(who);
    await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: 'SPEI' });
    const spei = [...stripe.intents.values()].at(-1);
    const oxxo = await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: 'OXXO' });
    const oxxoIntent = [...stripe.intents.values()].find(
      (i) => (i.next_action?.oxxo_display_details as { number?: string } | undefined)?.number === oxxo.vCode,
    );
    if (!oxxoIntent || !spei) throw new Error('no intents');
    const paid = await stripe.succeed(oxxoIntent.id);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ outcome: 'applied' });
    expect(await due(who)).toBe(0);
    const settled = await plan(who);
    expect(settled.state).toBe('settled');
    // The SPEI intent no longer matches anything due: cancelled at Stripe.
    expect(stripe.intents.get(spei.id)?.status).toBe('canceled');

    // Stripe retrying the same event, or a replay, changes nothing.
    const [stored] = await app.db.query<{ body: string; headers: { 'stripe-signature': string } }>(
      "select body, headers from provider_events where event_type = 'payment_intent.succeeded' order by id desc limit 1",
    );
    const retry = await stripe.post(stored?.body ?? '', stripe.sign(stored?.body ?? ''));
    expect(await retry.json()).toMatchObject({ outcome: 'duplicate' });
    const [ledger] = await app.db.query<{ n: unknown }>('select count(*) as n from repayments where order_id = $1', [
      Number(who.orderId),
    ]);
    expect(toSafeInt(ledger?.n)).toBe(1);
  });

  it('accepts what the official library signs and refuses a changed byte, a stale time or the other secret, recording nothing', async () => {
    const who = await fixture();
    const amount = await due(who);
    await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: 'OXXO' });
    const intent = [...stripe.intents.values()].at(-1);
    if (!intent) throw new Error('no intent');
    const body = stripe.eventFor('payment_intent.succeeded', {
      ...intent,
      status: 'succeeded',
      amount_received: amount,
    });
    const library = new Stripe('sk_test_unused');
    const signed = library.webhooks.generateTestHeaderString({ payload: body, secret: stripe.webhookSecret });
    const before = await storedEvents();

    const changed = body.replace(`"amount_received": ${amount}`, `"amount_received": ${amount + 1}`);
    expect(changed).not.toBe(body);
    const refusals = [
      await stripe.post(changed, signed),
      await stripe.post(body, stripe.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 301 })),
      await stripe.post(body, stripe.sign(body, { secret: 'whsec_the_razorpay_or_any_other_secret' })),
      await stripe.post(body, ''),
    ];
    for (const refused of refusals) expect(refused.status).toBe(401);
    expect(await storedEvents()).toBe(before);
    expect(await due(who)).toBe(amount);

    const accepted = await stripe.post(body, signed);
    expect(accepted.status).toBe(200);
    expect(await storedEvents()).toBe(before + 1);
    expect(await due(who)).toBe(0);
  });

  it('retires a voucher Stripe reports failed, so the next ask makes a fresh one', async () => {
    const who = await fixture();
    const amount = await due(who);
    const first = await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: 'OXXO' });
    const intent = [...stripe.intents.values()].at(-1);
    if (!intent) throw new Error('no intent');
    expect(await (await stripe.fail(intent.id)).json()).toMatchObject({ outcome: 'failed' });
    const second = await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: 'OXXO' });
    expect(second.vCode).not.toBe(first.vCode);
    expect(await due(who)).toBe(amount);
  });

  it('answers 503 and keeps nothing shown when Stripe is down; the next ask succeeds', async () => {
    const who = await fixture();
    const amount = await due(who);
    stripe.failNext = true;
    const response = await app.inject({
      method: 'POST',
      url: `/online/v3/loan-details/channel-reference?${query({ userId: who.userId, sessionId: who.sessionId, language: '2' })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ productId: 1, orderId: who.orderId, amount, payCode: 'OXXO', requestType: 1 }),
    });
    expect(response.json()).toMatchObject({ success: false });
    const listed = (await plan(who)).repayList.flatMap((g: { list: { payCode: string; vCode?: string }[] }) => g.list);
    expect(listed.find((c: { payCode: string }) => c.payCode === 'OXXO')?.vCode).toBeUndefined();
    const retried = await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: 'OXXO' });
    expect(retried.vCode).toMatch(/^\d{18}$/);
  });
});
