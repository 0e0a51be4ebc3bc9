import type { RepayChannel } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../db/database.ts';
import { askReference } from '../../testing/repay-client.ts';
import { staffBearer } from '../../testing/staff-client.ts';
import { query } from '../../testing/test-app.ts';
import { loadLoanState } from '../orders/index.ts';
import { receiveProviderEvent, replayProviderEvent } from './providers/provider-events.ts';
import { type SeededLoan, useProviderTestBed } from './providers/testing/provider-test-bed.ts';

/*
 * SPEI transfers into a Stripe customer's cash balance: a transfer of less than the amount is held by Stripe on the
 * PaymentIntent and applies nothing until the rest arrives (then the whole amount, once); funds given back by a
 * cancelled intent, or arriving when no intent is open, are listed for staff and never applied by themselves.
 */

type Listed = { eventId: string; reference: string; amount: number; currency: string; reason: string };

describe('Stripe SPEI bank-transfer funding', () => {
  const bed = useProviderTestBed('stripe');
  let staffAuth: string;
  beforeAll(async () => {
    staffAuth = await staffBearer(bed.app, 'agent.mx@demo.test');
  });

  const fixture = () => bed.seedLoan();
  const ask = async (who: SeededLoan, payCode: 'SPEI' | 'OXXO') => {
    const due = await bed.due(who);
    const { shown, made: intent } = await bed.ask(who, payCode, due);
    return { shown, intent, due };
  };
  const outcomes = async (responses: Response[]) =>
    Promise.all(
      responses.map(async (r) => {
        expect(r.status).toBe(200);
        return ((await r.json()) as { outcome: string }).outcome;
      }),
    );
  /** Repayment rows, what they received, and any surplus recorded (owed back or paid back). */
  const ledger = async (orderId: string) => {
    const { rows, received, surplusRecorded } = await bed.ledger(orderId);
    return { rows, received, surplus: surplusRecorded };
  };
  /** Our 16-digit reference behind a PaymentIntent (the one staff search by). */
  const ourReference = async (intentId: string) => {
    const [row] = await bed.app.db.query<{ reference: string }>(
      'select reference from payment_references where provider_ref = $1',
      [intentId],
    );
    return row?.reference;
  };
  const plan = async (who: SeededLoan): Promise<{ repayList: { list: RepayChannel[] }[] }> =>
    (
      await bed.app.inject({
        url: `/online/v3/installment/loan-play-detail?${query({ userId: who.userId, sessionId: who.sessionId, language: '2', productId: 1, orderId: who.orderId })}`,
      })
    ).json().data;
  const speiOnPlan = (read: { repayList: { list: RepayChannel[] }[] }) =>
    read.repayList.flatMap((g) => g.list).find((c) => c.payCode === 'SPEI');
  const instructions = async (who: SeededLoan, amount: number) =>
    (
      await bed.app.inject({
        method: 'POST',
        url: `/online/v3/loan-details/generate-vcode?${query({ userId: who.userId, sessionId: who.sessionId, language: '2' })}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query({ productId: 1, orderId: who.orderId, amount, payCode: 'SPEI', requestType: 1 }),
      })
    ).json().data;
  const unmatched = async (): Promise<Listed[]> =>
    (await bed.app.inject({ url: '/staff/api/unmatched-payments', headers: { authorization: staffAuth } })).json().data
      .payments;

  it('a partial transfer applies nothing; the rest pays the whole amount once; replays change nothing', async () => {
    const who = await fixture();
    const { shown, intent, due } = await ask(who, 'SPEI');
    const customer = intent.customer ?? '';
    const part = Math.floor(due / 3);

    expect(await outcomes(await bed.stripe.bankTransfer(customer, part))).toEqual(['ignored', 'ignored', 'funding']);
    expect((await loadLoanState(bed.app.db, Number(who.orderId))).due).toBe(due);
    expect(await ledger(who.orderId)).toEqual({ rows: 0, received: 0, surplus: 0 });
    const [funding] = await bed.app.db.query<{ detail: unknown }>(
      "select detail from provider_events where event_type = 'payment_intent.partially_funded' and outcome = 'funding' order by id desc limit 1",
    );
    const detail = typeof funding?.detail === 'string' ? JSON.parse(funding.detail) : funding?.detail;
    expect(detail).toMatchObject({ providerRef: intent.id, received: part, remaining: due - part });
    // The borrower still owes the whole amount and is told what arrived and what to send to the same CLABE: on the
    // channel's code, on the plan read again, and on the channel's instructions.
    const received = { received: part, remaining: due - part };
    const again = await askReference(bed.app, who, {
      orderId: who.orderId,
      requestType: 1,
      amount: due,
      payCode: 'SPEI',
    });
    expect(again).toMatchObject({ clabe: shown.clabe, vCode: shown.vCode, transferReceived: received });
    expect(shown.transferReceived).toBeUndefined();
    expect(speiOnPlan(await plan(who))).toMatchObject({ clabe: shown.clabe, transferReceived: received });
    expect((await instructions(who, due)).repayDetail).toMatchObject({
      clabe: shown.clabe,
      transferReceived: received,
    });
    // An older, smaller figure arriving late does not lower what the borrower is told has arrived.
    await receiveProviderEvent(
      bed.app.db,
      'stripe',
      {
        eventId: `evt_late_${intent.id}`,
        type: 'payment_intent.partially_funded',
        headers: {},
        verification: 'verified',
        effect: { kind: 'funding', providerRef: intent.id, received: 1, remaining: due - 1 },
      },
      '{}',
    );
    expect(
      (await askReference(bed.app, who, { orderId: who.orderId, requestType: 1, amount: due, payCode: 'SPEI' }))
        .transferReceived,
    ).toEqual(received);

    expect(await outcomes(await bed.stripe.bankTransfer(customer, due - part))).toEqual([
      'ignored',
      'ignored',
      'applied',
    ]);
    const state = await loadLoanState(bed.app.db, Number(who.orderId));
    expect([state.due, state.status]).toEqual([0, 200]);
    expect(await ledger(who.orderId)).toEqual({ rows: 1, received: due, surplus: 0 });
    expect(bed.stripe.cashBalance(customer)).toBe(0);

    const stored = await bed.app.db.query<{ id: unknown }>(
      'select id from provider_events where body like $1 order by id',
      [`%${customer}%`],
    );
    expect(stored.length).toBeGreaterThanOrEqual(4);
    for (const row of stored)
      await replayProviderEvent(bed.app.db, (id) => bed.app.paymentProviders.byId(id), toSafeInt(row.id));
    expect(await ledger(who.orderId)).toEqual({ rows: 1, received: due, surplus: 0 });
    expect((await unmatched()).filter((p) => p.eventId.includes(customer))).toEqual([]);
  });

  it('a partial transfer whose intent is cancelled (the loan was paid at OXXO) applies nothing and is listed', async () => {
    const who = await fixture();
    const spei = await ask(who, 'SPEI');
    const oxxo = await ask(who, 'OXXO');
    const customer = spei.intent.customer ?? '';
    const part = Math.floor(spei.due / 4);
    expect(await outcomes(await bed.stripe.bankTransfer(customer, part))).toEqual(['ignored', 'ignored', 'funding']);

    expect(await (await bed.stripe.succeed(oxxo.intent.id)).json()).toMatchObject({ outcome: 'applied' });
    expect(bed.stripe.intents.get(spei.intent.id)?.status).toBe('canceled');
    expect(await outcomes(await bed.stripe.delivered())).toEqual(['held']);
    const types = bed.stripe.sent.slice(-3).map((e) => e.type);
    expect(types).toEqual([
      'payment_intent.canceled',
      'customer_cash_balance_transaction.created',
      'cash_balance.funds_available',
    ]);
    const [cancelled, givenBack] = await bed.app.db.query<{ outcome: string }>(
      `select outcome from provider_events where body like $1 and event_type in
         ('payment_intent.canceled', 'customer_cash_balance_transaction.created') order by id desc limit 2`,
      [`%${spei.intent.id}%`],
    );
    expect([cancelled?.outcome, givenBack?.outcome].sort()).toEqual(['failed', 'held']);

    expect(await ledger(who.orderId)).toEqual({ rows: 1, received: oxxo.due, surplus: 0 });
    expect((await loadLoanState(bed.app.db, Number(who.orderId))).status).toBe(200);
    const listed = (await unmatched()).filter((p) => p.eventId === `stripe:${customer}`);
    expect(listed).toEqual([
      expect.objectContaining({
        reference: await ourReference(spei.intent.id),
        amount: part,
        currency: 'MXN',
        reason: 'payment-cancelled',
      }),
    ]);
  });

  it('a transfer to a CLABE with no open intent is listed as unmatched for staff, never applied', async () => {
    const who = await fixture();
    const spei = await ask(who, 'SPEI');
    const oxxo = await ask(who, 'OXXO');
    const customer = spei.intent.customer ?? '';
    expect(await (await bed.stripe.succeed(oxxo.intent.id)).json()).toMatchObject({ outcome: 'applied' });
    expect(bed.stripe.intents.get(spei.intent.id)?.status).toBe('canceled');
    expect(await bed.stripe.delivered()).toEqual([]);

    const late = 25_000;
    expect(await outcomes(await bed.stripe.bankTransfer(customer, late))).toEqual(['ignored', 'held']);
    expect(await ledger(who.orderId)).toEqual({ rows: 1, received: oxxo.due, surplus: 0 });
    const listed = (await unmatched()).filter((p) => p.eventId === `stripe:${customer}`);
    expect(listed).toEqual([
      expect.objectContaining({
        reference: await ourReference(spei.intent.id),
        amount: late,
        reason: 'no-open-payment',
      }),
    ]);

    // Another transfer adds to what is held; an older balance figure arriving late changes nothing.
    expect(await outcomes(await bed.stripe.bankTransfer(customer, 5_000))).toEqual(['held', 'held']);
    const stale = bed.stripe.eventFor('cash_balance.funds_available', {
      object: 'cash_balance',
      available: { mxn: late },
      customer,
      livemode: false,
      settings: { reconciliation_mode: 'automatic', using_merchant_default: true },
    });
    const staleBody = stale.replace(/"created": \d+/, `"created": ${Math.floor(Date.now() / 1000) - 3600}`);
    expect(await (await bed.stripe.post(staleBody, bed.stripe.sign(staleBody))).json()).toMatchObject({
      outcome: 'duplicate',
    });
    const after = (await unmatched()).filter((p) => p.eventId === `stripe:${customer}`);
    expect(after.map((p) => p.amount)).toEqual([late + 5_000]);
    // Listed for the Mexican desk only: India's agents do not see a Mexican borrower's money.
    const india = await staffBearer(bed.app, 'agent.in@demo.test');
    const theirs: Listed[] = (
      await bed.app.inject({ url: '/staff/api/unmatched-payments', headers: { authorization: india } })
    ).json().data.payments;
    expect(theirs.filter((p) => p.eventId === `stripe:${customer}`)).toEqual([]);
  });
});
