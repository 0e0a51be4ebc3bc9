import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitBody, oldRepaymentCall } from '../../testing/old-repayment-client.ts';
import { askReference, sendSignedNotification } from '../../testing/repay-client.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';
import { loadLoanState } from '../orders/index.ts';
import { type FakeRazorpay, razorpaySettings, startFakeRazorpay } from './providers/testing/fake-razorpay.ts';
import { type FakeStripe, startFakeStripe, stripeSettings } from './providers/testing/fake-stripe.ts';
import { voidRetiredInstructions } from './providers/void-instructions.ts';

/*
 * Instructions open at a provider (a Stripe OXXO voucher or SPEI transfer, a Razorpay QR code or account) are
 * cancelled there once the order is settled or extended by any path, here the house-format notification.
 */

type Who = { userId: string; sessionId: string; orderId: string; productId: string; phone: string };

const fixture = async (app: FastifyInstance, market: 'MX' | 'IN'): Promise<Who> =>
  (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: { market } })).json();

/** Our reference behind a provider's instructions, as the house-format notification names it. */
const referenceOf = async (app: FastifyInstance, providerRef: string) => {
  const [row] = await app.db.query<{ reference: string; amount: unknown }>(
    'select reference, amount from payment_references where provider_ref = $1',
    [providerRef],
  );
  if (!row) throw new Error(`no reference for ${providerRef}`);
  return { reference: row.reference, amount: Number(row.amount) };
};

const payByHouse = async (app: FastifyInstance, providerRef: string, currency: string, channel: string) => {
  const { reference, amount } = await referenceOf(app, providerRef);
  const response = await sendSignedNotification(app, {
    eventId: `house-${reference}`,
    reference,
    amount,
    currency,
    paidAt: new Date().toISOString(),
    channel,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().outcome).toBe('applied');
};

const closeFailures = async (app: FastifyInstance) =>
  (await app.metrics.registry.getSingleMetricAsString('payment_provider_instruction_close_failures_total')) ?? '';

describe('Stripe: a house-format settlement cancels the order\u2019s open PaymentIntents', () => {
  let app: FastifyInstance;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await buildTestApp(stripeSettings(stripe));
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  const repayVouchers = async (who: Who) => {
    const amount = (await loadLoanState(app.db, Number(who.orderId))).due;
    await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: 'OXXO' });
    const oxxo = [...stripe.intents.values()].at(-1);
    await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: 'SPEI' });
    const spei = [...stripe.intents.values()].at(-1);
    if (!oxxo || !spei || oxxo.id === spei.id) throw new Error('Stripe made no intents');
    return { oxxo, spei };
  };

  it('settling by the house webhook cancels the paid OXXO voucher and the other SPEI transfer at Stripe', async () => {
    const who = await fixture(app, 'MX');
    const { oxxo, spei } = await repayVouchers(who);
    expect([oxxo.status, spei.status]).toEqual(['requires_action', 'requires_action']);
    await payByHouse(app, oxxo.id, 'MXN', 'OXXO');
    expect((await loadLoanState(app.db, Number(who.orderId))).due).toBe(0);
    expect([stripe.intents.get(oxxo.id)?.status, stripe.intents.get(spei.id)?.status]).toEqual([
      'canceled',
      'canceled',
    ]);
    const open = await app.db.query(
      'select 1 from payment_references where order_id = $1 and provider_closed_at is null',
      [who.orderId],
    );
    expect(open).toHaveLength(0);
  });

  it('a paid extension cancels the repayment voucher made for the old amount', async () => {
    const who = await fixture(app, 'MX');
    const { oxxo } = await repayVouchers(who);
    const delay = (
      await app.inject({
        url: `/online/v3/installment/loan-play-delay-detail?${query({ userId: who.userId, sessionId: who.sessionId, language: '2', productId: 1, orderId: who.orderId })}`,
      })
    ).json().data;
    const fee = delay.delayInfo.delayAmount as number;
    await askReference(app, who, { orderId: who.orderId, requestType: 2, amount: fee, payCode: 'OXXO' });
    const feeIntent = [...stripe.intents.values()].at(-1);
    if (!feeIntent) throw new Error('no fee intent');
    await payByHouse(app, feeIntent.id, 'MXN', 'OXXO');
    expect(await app.db.query('select 1 from loan_extensions where order_id = $1', [who.orderId])).toHaveLength(1);
    expect(stripe.intents.get(oxxo.id)?.status).toBe('canceled');
  });

  it('repaying with a card in the old flow cancels the vouchers shown before', async () => {
    const who = await fixture(app, 'MX');
    const { oxxo, spei } = await repayVouchers(who);
    const commit = (await oldRepaymentCall(app, '/repayment-commit', await commitBody(app, who), who)).json();
    const outbox = (await app.inject({ url: `/dev/sms-outbox?phone=${who.phone}` })).json();
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
    const confirm = await oldRepaymentCall(
      app,
      '/repayment-confirm',
      { orderId: who.orderId, verifyCode: code, repaymentRecordId: commit.data.repayRecordId },
      who,
    );
    expect(confirm.statusCode).toBe(200);
    expect((await loadLoanState(app.db, Number(who.orderId))).due).toBe(0);
    expect([stripe.intents.get(oxxo.id)?.status, stripe.intents.get(spei.id)?.status]).toEqual([
      'canceled',
      'canceled',
    ]);
  });

  it('a Stripe outage keeps the settlement, is counted, and the next pass cancels', async () => {
    const who = await fixture(app, 'MX');
    const { oxxo, spei } = await repayVouchers(who);
    stripe.failNext = true;
    await payByHouse(app, oxxo.id, 'MXN', 'OXXO');
    const state = await loadLoanState(app.db, Number(who.orderId));
    expect(state.due).toBe(0);
    expect(await closeFailures(app)).toMatch(/provider="stripe"} 1/);
    const stillOpen = [stripe.intents.get(oxxo.id)?.status, stripe.intents.get(spei.id)?.status];
    expect(stillOpen).toContain('requires_action');
    await voidRetiredInstructions(app, app.log);
    expect([stripe.intents.get(oxxo.id)?.status, stripe.intents.get(spei.id)?.status]).toEqual([
      'canceled',
      'canceled',
    ]);
  });
});

describe('Razorpay: a house-format settlement closes the order\u2019s QR code and virtual account', () => {
  let app: FastifyInstance;
  let razorpay: FakeRazorpay;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
    app = await buildTestApp(razorpaySettings(razorpay));
  });
  afterAll(async () => {
    await app.close();
    await razorpay.close();
  });

  it('closes the QR code and the NEFT account once the loan is repaid another way', async () => {
    const who = await fixture(app, 'IN');
    const amount = (await loadLoanState(app.db, Number(who.orderId))).due;
    const ask = (payCode: string) =>
      askReference(app, who, { orderId: who.orderId, productId: who.productId, requestType: 1, amount, payCode }, '1');
    await ask('UPI');
    const qr = [...razorpay.objects.values()].at(-1);
    await ask('NEFT');
    const account = [...razorpay.objects.values()].at(-1);
    if (!qr || !account || qr.id === account.id) throw new Error('Razorpay made no QR code and account');
    expect([qr.status, account.status]).toEqual(['active', 'active']);
    await payByHouse(app, qr.id, 'INR', 'UPI');
    expect((await loadLoanState(app.db, Number(who.orderId))).due).toBe(0);
    expect([razorpay.objects.get(qr.id)?.status, razorpay.objects.get(account.id)?.status]).toEqual([
      'closed',
      'closed',
    ]);
  });

  it('does not try to close a QR code Razorpay itself was paid through (it closed it)', async () => {
    const who = await fixture(app, 'IN');
    const amount = (await loadLoanState(app.db, Number(who.orderId))).due;
    await askReference(
      app,
      who,
      { orderId: who.orderId, productId: who.productId, requestType: 1, amount, payCode: 'UPI' },
      '1',
    );
    const qr = [...razorpay.objects.values()].at(-1);
    if (!qr) throw new Error('no QR code');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    razorpay.webhookUrl = `${address}/webhooks/razorpay`;
    const before = await closeFailures(app);
    await razorpay.payQr(qr.id);
    expect((await loadLoanState(app.db, Number(who.orderId))).due).toBe(0);
    expect(await closeFailures(app)).toBe(before);
    const [row] = await app.db.query<{ closed: unknown }>(
      'select provider_closed_at is not null as closed from payment_references where provider_ref = $1',
      [qr.id],
    );
    expect(row?.closed).toBe(true);
  });
});
