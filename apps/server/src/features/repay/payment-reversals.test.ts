import { beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../db/database.ts';
import { staffBearer } from '../../testing/staff-client.ts';
import { query } from '../../testing/test-app.ts';
import { loadLoanState } from '../orders/index.ts';
import { replayProviderEvent } from './providers/provider-events.ts';
import { type SeededLoan, useProviderTestBed } from './providers/testing/provider-test-bed.ts';

/*
 * Refunds and chargebacks from a provider: what a payment paid is owed again (paid + balance = owed + surplus holds),
 * the order is open again and shows the amount due, staff see each reversal; repeats, older cumulative refunds and
 * replays book nothing more.
 */

describe('provider reversals', () => {
  const bed = useProviderTestBed('stripe');
  let staffAuth: string;
  beforeAll(async () => {
    staffAuth = await staffBearer(bed.app, 'agent.mx@demo.test');
  });

  const intentFor = async (who: SeededLoan, payCode: string, amount: number) => {
    const { shown, made: intent } = await bed.ask(who, payCode, amount);
    return { shown, intent };
  };
  const reversals = async () =>
    (await bed.app.inject({ url: '/staff/api/payment-reversals', headers: { authorization: staffAuth } })).json().data
      .reversals as {
      reversalId: string;
      reopened: number;
      surplusReversed: number;
      reason: string;
      orderId: number;
    }[];

  it('a refund re-opens what the payment paid, the borrower owes it again, staff see it; repeats change nothing', async () => {
    const who = await bed.seedLoan();
    const orderId = Number(who.orderId);
    const amount = (await loadLoanState(bed.app.db, orderId)).due;
    const { intent } = await intentFor(who, 'OXXO', amount);
    await bed.stripe.succeed(intent.id);
    expect((await loadLoanState(bed.app.db, orderId)).status).toBe(200);
    await bed.holds(orderId);

    const part = Math.floor(amount / 3);
    expect(await (await bed.stripe.refund(intent.id, part)).json()).toMatchObject({ outcome: 'reversed' });
    let state = await loadLoanState(bed.app.db, orderId);
    expect(state.status).toBe(174);
    expect(state.due).toBe(part);
    await bed.holds(orderId);
    const plan = await bed.app.inject({
      url: `/online/v3/installment/loan-play-detail?${query({ userId: who.userId, sessionId: who.sessionId, language: '2', productId: 1, orderId })}`,
    });
    expect(plan.json().data).toMatchObject({ state: 'due', repayAmount: part });

    // Stripe's next refund of the same charge reports the cumulative amount; an older event arriving late books nothing.
    const [first] = await bed.app.db.query<{ id: unknown }>(
      "select id from provider_events where event_type = 'charge.refunded' order by id limit 1",
    );
    await bed.stripe.refund(intent.id, part);
    expect((await loadLoanState(bed.app.db, orderId)).due).toBe(2 * part);
    expect(await replayProviderEvent(bed.app.db, bed.app.paymentProviders.byId, toSafeInt(first?.id))).toMatchObject({
      outcome: 'duplicate',
    });
    state = await loadLoanState(bed.app.db, orderId);
    expect(state.due).toBe(2 * part);
    await bed.holds(orderId);

    // A chargeback of the whole payment re-opens only what is still applied.
    expect(await (await bed.stripe.dispute(intent.id)).json()).toMatchObject({ outcome: 'reversed' });
    expect((await loadLoanState(bed.app.db, orderId)).due).toBe(amount);
    await bed.holds(orderId);
    const listed = (await reversals()).filter((r) => r.orderId === orderId);
    expect(listed.map((r) => r.reason).sort()).toEqual(['chargeback', 'refund']);
    expect(listed.reduce((sum, r) => sum + r.reopened, 0)).toBe(amount);
  });

  it('a refund of a payment kept as surplus pays the surplus back and re-opens nothing', async () => {
    const who = await bed.seedLoan();
    const orderId = Number(who.orderId);
    const amount = (await loadLoanState(bed.app.db, orderId)).due;
    const oxxo = await intentFor(who, 'OXXO', amount);
    const spei = await intentFor(who, 'SPEI', amount);
    await bed.stripe.succeed(oxxo.intent.id);
    // The SPEI transfer arrives anyway: the loan is settled, so all of it is owed back.
    await bed.stripe.succeed(spei.intent.id);
    let { surplus } = await bed.ledger(orderId);
    expect(surplus).toBe(amount);
    await bed.holds(orderId);
    await bed.stripe.refund(spei.intent.id, amount);
    ({ surplus } = await bed.ledger(orderId));
    expect(surplus).toBe(0);
    expect((await loadLoanState(bed.app.db, orderId)).status).toBe(200);
    await bed.holds(orderId);
  });

  it('a reversal of a payment never applied is recorded and re-opens nothing', async () => {
    const body = bed.stripe.eventFor('charge.refunded', {
      id: 'ch_NeverApplied001',
      object: 'charge',
      amount_refunded: 5000,
      payment_intent: 'pi_NeverApplied001',
    });
    const answer = await bed.stripe.post(body, bed.stripe.sign(body));
    expect(await answer.json()).toMatchObject({ outcome: 'unmatched' });
  });
});
