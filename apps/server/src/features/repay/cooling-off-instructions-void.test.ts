import { loanDetailConfirm, loanDetailPush, onlineSuccessSchema, repayDueSchema } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { query } from '../../testing/test-app.ts';
import { loadLoanState } from '../orders/index.ts';
import { useProviderTestBed } from './providers/testing/provider-test-bed.ts';
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
  return { who: { ...who, orderId: String(orderId) }, orderId, due, exit };
}

const cooledOff = async (app: FastifyInstance, orderId: number) => {
  const [row] = await app.db.query<{ cooled: unknown }>(
    'select cooled_off_at is not null as cooled from orders where id = $1',
    [orderId],
  );
  return row?.cooled;
};

describe('Stripe: a cooling-off exit paid by OXXO cancels the repayment vouchers shown before', () => {
  const bed = useProviderTestBed('stripe');

  const cancelCalls = (id: string) =>
    bed.stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${id}/cancel`).length;

  const shownThenExit = async () => {
    const loan = await disbursedLoan(bed.app, 'MX', '2');
    const { made: oxxo } = await bed.ask(loan.who, 'OXXO', loan.due);
    const { made: spei } = await bed.ask(loan.who, 'SPEI', loan.due);
    const { made: exit } = await bed.ask(loan.who, 'OXXO', loan.exit, 3);
    if (new Set([oxxo.id, spei.id, exit.id]).size !== 3) throw new Error('no intents');
    expect(exit.amount).toBe(loan.exit);
    expect(exit.amount).toBeLessThan(oxxo.amount);
    return { loan, oxxo, spei, exit };
  };

  it('the exit is applied and Stripe is asked to cancel both repayment intents, once each', async () => {
    const { loan, oxxo, spei, exit } = await shownThenExit();
    expect((await bed.stripe.succeed(exit.id)).status).toBe(200);
    expect(await cooledOff(bed.app, loan.orderId)).toBe(true);
    expect([bed.stripe.intents.get(oxxo.id)?.status, bed.stripe.intents.get(spei.id)?.status]).toEqual([
      'canceled',
      'canceled',
    ]);
    expect([cancelCalls(oxxo.id), cancelCalls(spei.id), cancelCalls(exit.id)]).toEqual([1, 1, 0]);
    await voidRetiredInstructions(bed.app, bed.app.log);
    expect([cancelCalls(oxxo.id), cancelCalls(spei.id)]).toEqual([1, 1]);
  });

  it('a Stripe outage keeps the exit, is counted, and the next pass cancels', async () => {
    const { loan, oxxo, spei, exit } = await shownThenExit();
    const before = await bed.closeFailures();
    bed.stripe.failNext = true;
    expect((await bed.stripe.succeed(exit.id)).status).toBe(200);
    expect(await cooledOff(bed.app, loan.orderId)).toBe(true);
    expect(await bed.closeFailures()).not.toBe(before);
    expect([bed.stripe.intents.get(oxxo.id)?.status, bed.stripe.intents.get(spei.id)?.status]).toContain(
      'requires_action',
    );
    await voidRetiredInstructions(bed.app, bed.app.log);
    expect([bed.stripe.intents.get(oxxo.id)?.status, bed.stripe.intents.get(spei.id)?.status]).toEqual([
      'canceled',
      'canceled',
    ]);
    expect(await cooledOff(bed.app, loan.orderId)).toBe(true);
  });
});

describe('Razorpay: a cooling-off exit paid by UPI closes the repayment QR code and account shown before', () => {
  const bed = useProviderTestBed('razorpay');

  const closeCalls = (id: string) =>
    bed.razorpay.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/${id}/close`)).length;

  const shownThenExit = async () => {
    const loan = await disbursedLoan(bed.app, 'IN', '1');
    const { made: qr } = await bed.ask(loan.who, 'UPI', loan.due);
    const { made: account } = await bed.ask(loan.who, 'NEFT', loan.due);
    const { made: exit } = await bed.ask(loan.who, 'UPI', loan.exit, 3);
    if (new Set([qr.id, account.id, exit.id]).size !== 3) throw new Error('no objects');
    expect(exit.amount).toBe(loan.exit);
    return { loan, qr, account, exit };
  };

  it('the exit is applied and Razorpay is asked to close the QR code and the account, once each', async () => {
    const { loan, qr, account, exit } = await shownThenExit();
    await bed.razorpay.payQr(exit.id);
    expect(await cooledOff(bed.app, loan.orderId)).toBe(true);
    expect([bed.razorpay.objects.get(qr.id)?.status, bed.razorpay.objects.get(account.id)?.status]).toEqual([
      'closed',
      'closed',
    ]);
    expect([closeCalls(qr.id), closeCalls(account.id), closeCalls(exit.id)]).toEqual([1, 1, 0]);
  });

  it('a Razorpay outage keeps the exit, is counted, and the next pass closes', async () => {
    const { loan, qr, account, exit } = await shownThenExit();
    const before = await bed.closeFailures();
    bed.razorpay.failNext = true;
    await bed.razorpay.payQr(exit.id);
    expect(await cooledOff(bed.app, loan.orderId)).toBe(true);
    expect(await bed.closeFailures()).toMatch(/provider="razorpay"} \d/);
    expect(await bed.closeFailures()).not.toBe(before);
    expect([bed.razorpay.objects.get(qr.id)?.status, bed.razorpay.objects.get(account.id)?.status]).toContain('active');
    await voidRetiredInstructions(bed.app, bed.app.log);
    expect([bed.razorpay.objects.get(qr.id)?.status, bed.razorpay.objects.get(account.id)?.status]).toEqual([
      'closed',
      'closed',
    ]);
  });
});
