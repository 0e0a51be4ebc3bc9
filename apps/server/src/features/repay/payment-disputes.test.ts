import { beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../db/database.ts';
import { staffBearer } from '../../testing/staff-client.ts';
import { replayProviderEvent } from './providers/provider-events.ts';
import { useProviderTestBed } from './providers/testing/provider-test-bed.ts';

/*
 * Chargebacks that end: a dispute re-opens what its payment paid; won, the money came back and the payment counts
 * again (once, as far as the loan still owes it; the rest is listed for staff); lost, it stays re-opened. Repeats,
 * replays and a close that arrives before its dispute change nothing more. paid + balance = owed + surplus throughout
 * (every read of the ledger holds it).
 */

type Listed = { eventId: string; amount: number; reason: string };

const outcomeOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: string }).outcome;
};

describe('Stripe disputes: charge.dispute.created, then charge.dispute.closed won or lost', () => {
  const bed = useProviderTestBed('stripe');
  let staffAuth: string;
  beforeAll(async () => {
    staffAuth = await staffBearer(bed.app, 'agent.mx@demo.test');
  });

  /** A fresh Mexican loan repaid in full by an OXXO voucher through Stripe. */
  const repaidByOxxo = async () => {
    const who = await bed.seedLoan();
    const due = await bed.due(who);
    const { made: intent } = await bed.ask(who, 'OXXO', due);
    expect(await outcomeOf(await bed.stripe.succeed(intent.id))).toBe('applied');
    expect((await bed.holds(who.orderId)).status).toBe(200);
    return { who, intent, due };
  };
  const storedIds = async (intentId: string) =>
    (
      await bed.app.db.query<{ id: unknown }>(
        "select id from provider_events where body like $1 and event_type like 'charge.dispute.%' order by id",
        [`%${intentId}%`],
      )
    ).map((r) => toSafeInt(r.id));

  it('won: the payment counts again once, the loan is settled again; repeats and replays change nothing', async () => {
    const { who, intent, due } = await repaidByOxxo();
    expect(await outcomeOf(await bed.stripe.dispute(intent.id))).toBe('reversed');
    expect(await bed.holds(who.orderId)).toMatchObject({ due, paid: 0 });

    expect(await outcomeOf(await bed.stripe.closeDispute(intent.id, 'won'))).toBe('restored');
    expect(await bed.holds(who.orderId)).toMatchObject({ status: 200, due: 0, paid: due });
    const [reversal] = await bed.app.db.query<Record<string, unknown>>(
      'select reopened, restored, restored_at is not null as closed from payment_reversals where order_id = $1',
      [who.orderId],
    );
    expect(reversal).toMatchObject({ closed: true });
    expect([toSafeInt(reversal?.reopened), toSafeInt(reversal?.restored)]).toEqual([0, due]);

    expect(await outcomeOf(await bed.stripe.closeDispute(intent.id, 'won'))).toBe('duplicate');
    for (const id of await storedIds(intent.id))
      await replayProviderEvent(bed.app.db, (provider) => bed.app.paymentProviders.byId(provider), id);
    expect(await bed.holds(who.orderId)).toMatchObject({ status: 200, due: 0, paid: due });
  });

  it('lost: the payment stays re-opened, the borrower owes it again', async () => {
    const { who, intent, due } = await repaidByOxxo();
    expect(await outcomeOf(await bed.stripe.dispute(intent.id))).toBe('reversed');
    expect(await outcomeOf(await bed.stripe.closeDispute(intent.id, 'lost'))).toBe('ignored');
    expect(await outcomeOf(await bed.stripe.closeDispute(intent.id, 'lost'))).toBe('ignored');
    expect(await bed.holds(who.orderId)).toMatchObject({ due, paid: 0 });
    expect((await bed.holds(who.orderId)).status).not.toBe(200);
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
    const closed = bed.stripe.eventFor('charge.dispute.closed', { ...dispute, status: 'won' });
    const opened = bed.stripe.eventFor('charge.dispute.created', { ...dispute, status: 'needs_response' });
    expect(await outcomeOf(await bed.stripe.post(closed, bed.stripe.sign(closed)))).toBe('restored');
    expect(await outcomeOf(await bed.stripe.post(opened, bed.stripe.sign(opened)))).toBe('duplicate');
    expect(await bed.holds(who.orderId)).toMatchObject({ status: 200, due: 0, paid: due });
  });

  it('won after the borrower paid again: nothing is owed twice, the money that came back is listed for staff', async () => {
    const { who, intent, due } = await repaidByOxxo();
    expect(await outcomeOf(await bed.stripe.dispute(intent.id))).toBe('reversed');
    const { made: second } = await bed.ask(who, 'OXXO', due);
    if (second.id === intent.id) throw new Error('no second voucher');
    expect(await outcomeOf(await bed.stripe.succeed(second.id))).toBe('applied');
    expect(await bed.holds(who.orderId)).toMatchObject({ status: 200, paid: due });

    expect(await outcomeOf(await bed.stripe.closeDispute(intent.id, 'won'))).toBe('restored');
    expect(await bed.holds(who.orderId)).toMatchObject({ status: 200, paid: due, surplus: 0 });
    const listed: Listed[] = (
      await bed.app.inject({ url: '/staff/api/unmatched-payments', headers: { authorization: staffAuth } })
    ).json().data.payments;
    const disputeId = JSON.parse(bed.stripe.sent.findLast((e) => e.type === 'charge.dispute.closed')?.body ?? '{}').data
      .object.id;
    expect(listed.filter((p) => p.eventId === `stripe:${disputeId}`)).toEqual([
      expect.objectContaining({ amount: due, reason: 'dispute-won-not-owed' }),
    ]);
  });
});

describe('Razorpay disputes: payment.dispute.created, then payment.dispute.won or lost', () => {
  const bed = useProviderTestBed('razorpay');

  const repaidByUpi = async () => {
    const who = await bed.seedLoan();
    const due = await bed.due(who);
    const { made: qr } = await bed.ask(who, 'UPI', due);
    const { payment } = await bed.razorpay.payQr(qr.id);
    expect((await bed.holds(who.orderId)).status).toBe(200);
    return { who, payment, due };
  };

  it('won restores the payment once; lost keeps it re-opened', async () => {
    const won = await repaidByUpi();
    expect(await outcomeOf(await bed.razorpay.dispute(won.payment.id, 'created'))).toBe('reversed');
    expect(await bed.holds(won.who.orderId)).toMatchObject({ due: won.due, paid: 0 });
    expect(await outcomeOf(await bed.razorpay.dispute(won.payment.id, 'won'))).toBe('restored');
    expect(await outcomeOf(await bed.razorpay.dispute(won.payment.id, 'won'))).toBe('duplicate');
    expect(await bed.holds(won.who.orderId)).toMatchObject({ status: 200, due: 0, paid: won.due });

    const lost = await repaidByUpi();
    expect(await outcomeOf(await bed.razorpay.dispute(lost.payment.id, 'created'))).toBe('reversed');
    expect(await outcomeOf(await bed.razorpay.dispute(lost.payment.id, 'lost'))).toBe('ignored');
    expect(await bed.holds(lost.who.orderId)).toMatchObject({ due: lost.due, paid: 0 });
  });
});
