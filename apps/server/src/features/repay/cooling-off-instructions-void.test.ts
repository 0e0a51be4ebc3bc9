import { loanDetailConfirm, loanDetailPush, onlineSuccessSchema, repayDueSchema } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { askReference } from '../../testing/repay-client.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';
import { loadLoanState } from '../orders/index.ts';
import { type FakeRazorpay, razorpaySettings, startFakeRazorpay } from './providers/testing/fake-razorpay.ts';
import { type FakeStripe, startFakeStripe, stripeSettings } from './providers/testing/fake-stripe.ts';
import { voidRetiredInstructions } from './providers/void-instructions.ts';

/*
 * A cooling-off exit paid through a provider ends the loan: the repayment instructions the borrower was shown before
 * (made for the full amount due) must stop taking money at the provider, as after a settlement. A provider that
 * fails then is logged and counted, the exit stands, and the next pass cancels them.
 */

type Who = { userId: string; sessionId: string; productId: string };

const ok = <S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> => {
  if (!onlineSuccessSchema(schema).safeParse(body).success)
    throw new Error(`expected success: ${JSON.stringify(body)}`);
  return schema.parse((body as { data: unknown }).data) as z.output<S>;
};

/** A fresh borrower of the market takes its first product and the lender pays it out: day one of cooling-off. */
async function disbursedLoan(app: FastifyInstance, market: 'MX' | 'IN', language: string) {
  const who: Who = (await app.inject({ method: 'POST', url: '/dev/loan/offer-fixture', payload: { market } })).json();
  const base = { userId: who.userId, sessionId: who.sessionId, language };
  const offer = ok(
    loanDetailConfirm.data,
    (
      await app.inject({
        url: `/online/v3/loan-confirm/loan-detail-confirm?${query({ ...base, productId: who.productId })}`,
      })
    ).json(),
  );
  const pushed = ok(
    loanDetailPush.data,
    (
      await app.inject({
        method: 'POST',
        url: `/online/v3/loan-confirm/loan-detail-push?${query(base)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query({
          amount: offer.amount,
          periods: offer.periods,
          termUnit: offer.termUnit,
          productId: who.productId,
          keyFactsVersion: offer.keyFacts.version,
        }),
      })
    ).json(),
  );
  const orderId = pushed.orderId;
  expect((await app.inject({ method: 'POST', url: '/dev/loan/disburse', payload: { orderId } })).statusCode).toBe(200);
  const exit = ok(
    repayDueSchema,
    (
      await app.inject({
        url: `/online/v3/installment/loan-play-detail?${query({ ...base, productId: who.productId, orderId, requestType: 3 })}`,
      })
    ).json(),
  ).repayAmount;
  const due = (await loadLoanState(app.db, orderId)).due;
  const ask = (requestType: 1 | 3, amount: number, payCode: string) =>
    askReference(app, who, { orderId, productId: who.productId, requestType, amount, payCode }, language);
  return { orderId, due, exit, ask };
}

const cooledOff = async (app: FastifyInstance, orderId: number) => {
  const [row] = await app.db.query<{ cooled: unknown }>(
    'select cooled_off_at is not null as cooled from orders where id = $1',
    [orderId],
  );
  return row?.cooled;
};

const closeFailures = async (app: FastifyInstance) =>
  (await app.metrics.registry.getSingleMetricAsString('payment_provider_instruction_close_failures_total')) ?? '';

describe('Stripe: a cooling-off exit paid by OXXO cancels the repayment vouchers shown before', () => {
  let app: FastifyInstance;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await buildTestApp(stripeSettings(stripe));
    stripe.webhookUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/stripe`;
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  const cancelCalls = (id: string) =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${id}/cancel`).length;

  const shownThenExit = async () => {
    const loan = await disbursedLoan(app, 'MX', '2');
    await loan.ask(1, loan.due, 'OXXO');
    const oxxo = [...stripe.intents.values()].at(-1);
    await loan.ask(1, loan.due, 'SPEI');
    const spei = [...stripe.intents.values()].at(-1);
    await loan.ask(3, loan.exit, 'OXXO');
    const exit = [...stripe.intents.values()].at(-1);
    if (!oxxo || !spei || !exit || new Set([oxxo.id, spei.id, exit.id]).size !== 3) throw new Error('no intents');
    expect(exit.amount).toBe(loan.exit);
    expect(exit.amount).toBeLessThan(oxxo.amount);
    return { loan, oxxo, spei, exit };
  };

  it('the exit is applied and Stripe is asked to cancel both repayment intents, once each', async () => {
    const { loan, oxxo, spei, exit } = await shownThenExit();
    expect((await stripe.succeed(exit.id)).status).toBe(200);
    expect(await cooledOff(app, loan.orderId)).toBe(true);
    expect([stripe.intents.get(oxxo.id)?.status, stripe.intents.get(spei.id)?.status]).toEqual([
      'canceled',
      'canceled',
    ]);
    expect([cancelCalls(oxxo.id), cancelCalls(spei.id), cancelCalls(exit.id)]).toEqual([1, 1, 0]);
    await voidRetiredInstructions(app, app.log);
    expect([cancelCalls(oxxo.id), cancelCalls(spei.id)]).toEqual([1, 1]);
  });

  it('a Stripe outage keeps the exit, is counted, and the next pass cancels', async () => {
    const { loan, oxxo, spei, exit } = await shownThenExit();
    const before = await closeFailures(app);
    stripe.failNext = true;
    expect((await stripe.succeed(exit.id)).status).toBe(200);
    expect(await cooledOff(app, loan.orderId)).toBe(true);
    expect(await closeFailures(app)).not.toBe(before);
    expect([stripe.intents.get(oxxo.id)?.status, stripe.intents.get(spei.id)?.status]).toContain('requires_action');
    await voidRetiredInstructions(app, app.log);
    expect([stripe.intents.get(oxxo.id)?.status, stripe.intents.get(spei.id)?.status]).toEqual([
      'canceled',
      'canceled',
    ]);
    expect(await cooledOff(app, loan.orderId)).toBe(true);
  });
});

describe('Razorpay: a cooling-off exit paid by UPI closes the repayment QR code and account shown before', () => {
  let app: FastifyInstance;
  let razorpay: FakeRazorpay;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
    app = await buildTestApp(razorpaySettings(razorpay));
    razorpay.webhookUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/razorpay`;
  });
  afterAll(async () => {
    await app.close();
    await razorpay.close();
  });

  const closeCalls = (id: string) =>
    razorpay.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/${id}/close`)).length;

  const shownThenExit = async () => {
    const loan = await disbursedLoan(app, 'IN', '1');
    await loan.ask(1, loan.due, 'UPI');
    const qr = [...razorpay.objects.values()].at(-1);
    await loan.ask(1, loan.due, 'NEFT');
    const account = [...razorpay.objects.values()].at(-1);
    await loan.ask(3, loan.exit, 'UPI');
    const exit = [...razorpay.objects.values()].at(-1);
    if (!qr || !account || !exit || new Set([qr.id, account.id, exit.id]).size !== 3) throw new Error('no objects');
    expect(exit.amount).toBe(loan.exit);
    return { loan, qr, account, exit };
  };

  it('the exit is applied and Razorpay is asked to close the QR code and the account, once each', async () => {
    const { loan, qr, account, exit } = await shownThenExit();
    await razorpay.payQr(exit.id);
    expect(await cooledOff(app, loan.orderId)).toBe(true);
    expect([razorpay.objects.get(qr.id)?.status, razorpay.objects.get(account.id)?.status]).toEqual([
      'closed',
      'closed',
    ]);
    expect([closeCalls(qr.id), closeCalls(account.id), closeCalls(exit.id)]).toEqual([1, 1, 0]);
  });

  it('a Razorpay outage keeps the exit, is counted, and the next pass closes', async () => {
    const { loan, qr, account, exit } = await shownThenExit();
    const before = await closeFailures(app);
    razorpay.failNext = true;
    await razorpay.payQr(exit.id);
    expect(await cooledOff(app, loan.orderId)).toBe(true);
    expect(await closeFailures(app)).toMatch(/provider="razorpay"} \d/);
    expect(await closeFailures(app)).not.toBe(before);
    expect([razorpay.objects.get(qr.id)?.status, razorpay.objects.get(account.id)?.status]).toContain('active');
    await voidRetiredInstructions(app, app.log);
    expect([razorpay.objects.get(qr.id)?.status, razorpay.objects.get(account.id)?.status]).toEqual([
      'closed',
      'closed',
    ]);
  });
});
