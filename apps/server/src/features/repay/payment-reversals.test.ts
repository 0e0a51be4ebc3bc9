import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../db/database.ts';
import { askReference } from '../../testing/repay-client.ts';
import { staffBearer } from '../../testing/staff-client.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';
import { loadLoanState } from '../orders/index.ts';
import { replayProviderEvent } from './providers/provider-events.ts';
import { type FakeStripe, startFakeStripe, stripeSettings } from './providers/testing/fake-stripe.ts';

/*
 * Refunds and chargebacks from a provider: what a payment paid is owed again (paid + balance = owed + surplus holds),
 * the order is open again and shows the amount due, staff see each reversal; repeats, older cumulative refunds and
 * replays book nothing more.
 */

type Who = { userId: string; sessionId: string; orderId: string };

describe('provider reversals', () => {
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

  const fixture = async (): Promise<Who> =>
    (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: {} })).json();
  const intentFor = async (who: Who, payCode: string, amount: number) => {
    const shown = await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode });
    const intent = [...stripe.intents.values()].at(-1);
    if (!intent) throw new Error('no intent');
    return { shown, intent };
  };
  /** paid + balance = owed + surplus, from the ledger's own rows. */
  async function ledger(orderId: number) {
    const [row] = await app.db.query<Record<string, unknown>>(
      `select (select coalesce(sum(received), 0) from repayments where order_id = $1) as received,
              (select coalesce(sum(amount), 0) from surplus_refunds where order_id = $1 and state = 'owed') as surplus,
              (select coalesce(sum(reopened + surplus_reversed), 0) from payment_reversals where order_id = $1) as reversed`,
      [orderId],
    );
    const state = await loadLoanState(app.db, orderId);
    const owed = state.amount + state.interest + state.penalty;
    const received = toSafeInt(row?.received) - toSafeInt(row?.reversed);
    return { state, owed, received, surplus: toSafeInt(row?.surplus) };
  }
  const holds = async (orderId: number) => {
    const { state, owed, received, surplus } = await ledger(orderId);
    expect(received + state.due).toBe(owed + surplus);
    expect(state.due).toBeGreaterThanOrEqual(0);
  };
  const reversals = async () =>
    (await app.inject({ url: '/staff/api/payment-reversals', headers: { authorization: staffAuth } })).json().data
      .reversals as {
      reversalId: string;
      reopened: number;
      surplusReversed: number;
      reason: string;
      orderId: number;
    }[];

  it('a refund re-opens what the payment paid, the borrower owes it again, staff see it; repeats change nothing', async () => {
    const who = await fixture();
    const orderId = Number(who.orderId);
    const amount = (await loadLoanState(app.db, orderId)).due;
    const { intent } = await intentFor(who, 'OXXO', amount);
    await stripe.succeed(intent.id);
    expect((await loadLoanState(app.db, orderId)).status).toBe(200);
    await holds(orderId);

    const part = Math.floor(amount / 3);
    expect(await (await stripe.refund(intent.id, part)).json()).toMatchObject({ outcome: 'reversed' });
    let state = await loadLoanState(app.db, orderId);
    expect(state.status).toBe(174);
    expect(state.due).toBe(part);
    await holds(orderId);
    const plan = await app.inject({
      url: `/online/v3/installment/loan-play-detail?${query({ userId: who.userId, sessionId: who.sessionId, language: '2', productId: 1, orderId })}`,
    });
    expect(plan.json().data).toMatchObject({ state: 'due', repayAmount: part });

    // Stripe's next refund of the same charge reports the cumulative amount; an older event arriving late books nothing.
    const [first] = await app.db.query<{ id: unknown }>(
      "select id from provider_events where event_type = 'charge.refunded' order by id limit 1",
    );
    await stripe.refund(intent.id, part);
    expect((await loadLoanState(app.db, orderId)).due).toBe(2 * part);
    expect(await replayProviderEvent(app.db, app.paymentProviders.byId, toSafeInt(first?.id))).toMatchObject({
      outcome: 'duplicate',
    });
    state = await loadLoanState(app.db, orderId);
    expect(state.due).toBe(2 * part);
    await holds(orderId);

    // A chargeback of the whole payment re-opens only what is still applied.
    expect(await (await stripe.dispute(intent.id)).json()).toMatchObject({ outcome: 'reversed' });
    expect((await loadLoanState(app.db, orderId)).due).toBe(amount);
    await holds(orderId);
    const listed = (await reversals()).filter((r) => r.orderId === orderId);
    expect(listed.map((r) => r.reason).sort()).toEqual(['chargeback', 'refund']);
    expect(listed.reduce((sum, r) => sum + r.reopened, 0)).toBe(amount);
  });

  it('a refund of a payment kept as surplus pays the surplus back and re-opens nothing', async () => {
    const who = await fixture();
    const orderId = Number(who.orderId);
    const amount = (await loadLoanState(app.db, orderId)).due;
    const oxxo = await intentFor(who, 'OXXO', amount);
    const spei = await intentFor(who, 'SPEI', amount);
    await stripe.succeed(oxxo.intent.id);
    // The SPEI transfer arrives anyway: the loan is settled, so all of it is owed back.
    await stripe.succeed(spei.intent.id);
    let { surplus } = await ledger(orderId);
    expect(surplus).toBe(amount);
    await holds(orderId);
    await stripe.refund(spei.intent.id, amount);
    ({ surplus } = await ledger(orderId));
    expect(surplus).toBe(0);
    expect((await loadLoanState(app.db, orderId)).status).toBe(200);
    await holds(orderId);
  });

  it('a reversal of a payment never applied is recorded and re-opens nothing', async () => {
    const body = stripe.eventFor('charge.refunded', {
      id: 'ch_NeverApplied001',
      object: 'charge',
      amount_refunded: 5000,
      payment_intent: 'pi_NeverApplied001',
    });
    const answer = await stripe.post(body, stripe.sign(body));
    expect(await answer.json()).toMatchObject({ outcome: 'unmatched' });
  });
});
