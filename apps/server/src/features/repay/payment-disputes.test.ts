import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../db/database.ts';
import { askReference } from '../../testing/repay-client.ts';
import { staffBearer } from '../../testing/staff-client.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { loadLoanState } from '../orders/index.ts';
import { replayProviderEvent } from './providers/provider-events.ts';
import { type FakeRazorpay, razorpaySettings, startFakeRazorpay } from './providers/testing/fake-razorpay.ts';
import { type FakeStripe, startFakeStripe, stripeSettings } from './providers/testing/fake-stripe.ts';

/*
 * Chargebacks that end: a dispute re-opens what its payment paid; won, the money came back and the payment counts
 * again (once, as far as the loan still owes it; the rest is listed for staff); lost, it stays re-opened. Repeats,
 * replays and a close that arrives before its dispute change nothing more. paid + balance = owed + surplus throughout.
 */

type Who = { userId: string; sessionId: string; orderId: string; productId?: string };
type Listed = { eventId: string; amount: number; reason: string };

/** paid + balance = owed + surplus from the ledger's rows, and the figures behind it. */
async function ledger(app: FastifyInstance, orderId: string) {
  const [row] = await app.db.query<Record<string, unknown>>(
    `select (select coalesce(sum(received), 0) from repayments where order_id = $1) as received,
            (select coalesce(sum(amount), 0) from surplus_refunds where order_id = $1 and state = 'owed') as surplus,
            (select coalesce(sum(reopened + surplus_reversed), 0) from payment_reversals where order_id = $1) as reversed`,
    [orderId],
  );
  const state = await loadLoanState(app.db, Number(orderId));
  const owed = state.amount + state.interest + state.penalty;
  const paid = toSafeInt(row?.received) - toSafeInt(row?.reversed);
  const surplus = toSafeInt(row?.surplus);
  const balance = state.status === 200 ? 0 : state.due;
  expect(paid + balance).toBe(owed + surplus);
  expect(balance).toBeGreaterThanOrEqual(0);
  return { status: state.status, due: state.due, paid, surplus };
}

const outcomeOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: string }).outcome;
};

describe('Stripe disputes: charge.dispute.created, then charge.dispute.closed won or lost', () => {
  let app: FastifyInstance;
  let stripe: FakeStripe;
  let staffAuth: string;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await buildTestApp(stripeSettings(stripe));
    stripe.webhookUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/stripe`;
    staffAuth = await staffBearer(app, 'agent.mx@demo.test');
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  /** A fresh Mexican loan repaid in full by an OXXO voucher through Stripe. */
  const repaidByOxxo = async () => {
    const who: Who = (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: {} })).json();
    const due = (await loadLoanState(app.db, Number(who.orderId))).due;
    await askReference(app, who, { orderId: who.orderId, requestType: 1, amount: due, payCode: 'OXXO' });
    const intent = [...stripe.intents.values()].at(-1);
    if (!intent) throw new Error('no intent');
    expect(await outcomeOf(await stripe.succeed(intent.id))).toBe('applied');
    expect((await ledger(app, who.orderId)).status).toBe(200);
    return { who, intent, due };
  };
  const storedIds = async (intentId: string) =>
    (
      await app.db.query<{ id: unknown }>(
        "select id from provider_events where body like $1 and event_type like 'charge.dispute.%' order by id",
        [`%${intentId}%`],
      )
    ).map((r) => toSafeInt(r.id));

  it('won: the payment counts again once, the loan is settled again; repeats and replays change nothing', async () => {
    const { who, intent, due } = await repaidByOxxo();
    expect(await outcomeOf(await stripe.dispute(intent.id))).toBe('reversed');
    expect(await ledger(app, who.orderId)).toMatchObject({ due, paid: 0 });

    expect(await outcomeOf(await stripe.closeDispute(intent.id, 'won'))).toBe('restored');
    expect(await ledger(app, who.orderId)).toMatchObject({ status: 200, due: 0, paid: due });
    const [reversal] = await app.db.query<Record<string, unknown>>(
      'select reopened, restored, restored_at is not null as closed from payment_reversals where order_id = $1',
      [who.orderId],
    );
    expect(reversal).toMatchObject({ closed: true });
    expect([toSafeInt(reversal?.reopened), toSafeInt(reversal?.restored)]).toEqual([0, due]);

    expect(await outcomeOf(await stripe.closeDispute(intent.id, 'won'))).toBe('duplicate');
    for (const id of await storedIds(intent.id))
      await replayProviderEvent(app.db, (provider) => app.paymentProviders.byId(provider), id);
    expect(await ledger(app, who.orderId)).toMatchObject({ status: 200, due: 0, paid: due });
  });

  it('lost: the payment stays re-opened, the borrower owes it again', async () => {
    const { who, intent, due } = await repaidByOxxo();
    expect(await outcomeOf(await stripe.dispute(intent.id))).toBe('reversed');
    expect(await outcomeOf(await stripe.closeDispute(intent.id, 'lost'))).toBe('ignored');
    expect(await outcomeOf(await stripe.closeDispute(intent.id, 'lost'))).toBe('ignored');
    expect(await ledger(app, who.orderId)).toMatchObject({ due, paid: 0 });
    expect((await ledger(app, who.orderId)).status).not.toBe(200);
  });

  it('a won close that arrives before its dispute: the late dispute re-opens nothing', async () => {
    const { who, intent, due } = await repaidByOxxo();
    const dispute = {
      id: `dp_late${intent.id.slice(3)}`,
      object: 'dispute',
      amount: due,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      currency: 'mxn',
      reason: 'fraudulent',
    };
    const closed = stripe.eventFor('charge.dispute.closed', { ...dispute, status: 'won' });
    const opened = stripe.eventFor('charge.dispute.created', { ...dispute, status: 'needs_response' });
    expect(await outcomeOf(await stripe.post(closed, stripe.sign(closed)))).toBe('restored');
    expect(await outcomeOf(await stripe.post(opened, stripe.sign(opened)))).toBe('duplicate');
    expect(await ledger(app, who.orderId)).toMatchObject({ status: 200, due: 0, paid: due });
  });

  it('won after the borrower paid again: nothing is owed twice, the money that came back is listed for staff', async () => {
    const { who, intent, due } = await repaidByOxxo();
    expect(await outcomeOf(await stripe.dispute(intent.id))).toBe('reversed');
    await askReference(app, who, { orderId: who.orderId, requestType: 1, amount: due, payCode: 'OXXO' });
    const second = [...stripe.intents.values()].at(-1);
    if (!second || second.id === intent.id) throw new Error('no second voucher');
    expect(await outcomeOf(await stripe.succeed(second.id))).toBe('applied');
    expect(await ledger(app, who.orderId)).toMatchObject({ status: 200, paid: due });

    expect(await outcomeOf(await stripe.closeDispute(intent.id, 'won'))).toBe('restored');
    expect(await ledger(app, who.orderId)).toMatchObject({ status: 200, paid: due, surplus: 0 });
    const listed: Listed[] = (
      await app.inject({ url: '/staff/api/unmatched-payments', headers: { authorization: staffAuth } })
    ).json().data.payments;
    const disputeId = JSON.parse(stripe.sent.findLast((e) => e.type === 'charge.dispute.closed')?.body ?? '{}').data
      .object.id;
    expect(listed.filter((p) => p.eventId === `stripe:${disputeId}`)).toEqual([
      expect.objectContaining({ amount: due, reason: 'dispute-won-not-owed' }),
    ]);
  });
});

describe('Razorpay disputes: payment.dispute.created, then payment.dispute.won or lost', () => {
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

  const repaidByUpi = async () => {
    const who: Who = (
      await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: { market: 'IN' } })
    ).json();
    const due = (await loadLoanState(app.db, Number(who.orderId))).due;
    await askReference(
      app,
      who,
      { orderId: who.orderId, productId: who.productId, requestType: 1, amount: due, payCode: 'UPI' },
      '1',
    );
    const qr = [...razorpay.objects.values()].at(-1);
    if (!qr) throw new Error('no QR code');
    const { payment } = await razorpay.payQr(qr.id);
    expect((await ledger(app, who.orderId)).status).toBe(200);
    return { who, payment, due };
  };

  it('won restores the payment once; lost keeps it re-opened', async () => {
    const won = await repaidByUpi();
    expect(await outcomeOf(await razorpay.dispute(won.payment.id, 'created'))).toBe('reversed');
    expect(await ledger(app, won.who.orderId)).toMatchObject({ due: won.due, paid: 0 });
    expect(await outcomeOf(await razorpay.dispute(won.payment.id, 'won'))).toBe('restored');
    expect(await outcomeOf(await razorpay.dispute(won.payment.id, 'won'))).toBe('duplicate');
    expect(await ledger(app, won.who.orderId)).toMatchObject({ status: 200, due: 0, paid: won.due });

    const lost = await repaidByUpi();
    expect(await outcomeOf(await razorpay.dispute(lost.payment.id, 'created'))).toBe('reversed');
    expect(await outcomeOf(await razorpay.dispute(lost.payment.id, 'lost'))).toBe('ignored');
    expect(await ledger(app, lost.who.orderId)).toMatchObject({ due: lost.due, paid: 0 });
  });
});
