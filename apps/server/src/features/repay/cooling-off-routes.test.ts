import {
  channelReferenceDueSchema,
  DAY_MS,
  instructionsDueSchema,
  loanDetailConfirm,
  loanDetailPush,
  loanDetails,
  onlineFailureSchema,
  onlineSuccessSchema,
  repayDueSchema,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { buildTestApp, query } from '../../testing/test-app.ts';

describe('cooling-off exit (confirm → payout → cancel through a voucher)', () => {
  let app: FastifyInstance;
  let who: Record<string, string>;
  let orderId: number;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const ok = <S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> => {
    if (!onlineSuccessSchema(schema).safeParse(body).success)
      throw new Error(`expected success: ${JSON.stringify(body)}`);
    return schema.parse((body as { data: unknown }).data) as z.output<S>;
  };
  const get = (path: string, params: Record<string, string | number>) =>
    app.inject({ url: `/online/v3${path}?${query({ ...who, language: '2', ...params })}` });
  const post = (path: string, body: Record<string, string | number>) =>
    app.inject({
      method: 'POST',
      url: `/online/v3${path}?${query({ ...who, language: '2' })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query(body),
    });
  const details = async () =>
    ok(loanDetails.data, (await get('/loan-details/loan-details', { productId: 1, orderId })).json());
  /** Moves the payout so that `now` is `elapsedMs` after it. */
  const disbursedAgo = (elapsedMs: number) =>
    app.db.query('update orders set disbursed_at = $2 where id = $1', [orderId, new Date(Date.now() - elapsedMs)]);

  // A fresh borrower accepts product 1 (reading its key facts), and the lender pays it out.
  beforeEach(async () => {
    who = (await app.inject({ method: 'POST', url: '/dev/loan/offer-fixture' })).json();
    const offer = ok(loanDetailConfirm.data, (await get('/loan-confirm/loan-detail-confirm', { productId: 1 })).json());
    const pushed = ok(
      loanDetailPush.data,
      (
        await post('/loan-confirm/loan-detail-push', {
          amount: offer.amount,
          periods: offer.periods,
          termUnit: offer.termUnit,
          productId: 1,
          keyFactsVersion: offer.keyFacts.version,
        })
      ).json(),
    );
    orderId = pushed.orderId;
    expect((await details()).coolingOff.available).toBe(0);
    const paidOut = await app.inject({ method: 'POST', url: '/dev/loan/disburse', payload: { orderId } });
    expect(paidOut.statusCode).toBe(200);
  });

  it('offers the exit on the loan detail within the period, down to its last seconds', async () => {
    const fresh = await details();
    expect(fresh.orderStatus).toBe(174);
    // 5,000.00 + one started day at 0.0065% (32.5 → 33)
    expect(fresh.coolingOff).toMatchObject({ available: 1, amount: 500_033 });
    expect(fresh.coolingOff.until).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await disbursedAgo(3 * DAY_MS - 30_000);
    expect((await details()).coolingOff).toMatchObject({ available: 1, amount: 500_098 });
  });

  it('withdraws it from the first second after the period, on every call', async () => {
    await disbursedAgo(3 * DAY_MS + 1_000);
    expect((await details()).coolingOff).toEqual({ available: 0, amount: 0, until: '' });
    const plan = await get('/installment/loan-play-detail', { productId: 1, orderId, requestType: 3 });
    expect(plan.statusCode).toBe(409);
    expect(onlineFailureSchema.parse(plan.json()).message).toBe(
      'El periodo de reflexión de este préstamo terminó; puedes pagarlo como siempre.',
    );
    const vcode = await post('/loan-details/generate-vcode', {
      productId: 1,
      orderId,
      amount: 500_098,
      payCode: 'OXXO',
      requestType: 3,
    });
    expect(vcode.statusCode).toBe(409);
    const code = await post('/loan-details/channel-reference', {
      productId: 1,
      orderId,
      amount: 500_098,
      payCode: 'OXXO',
      requestType: 3,
    });
    expect(code.statusCode).toBe(409);
  });

  it('collects the exit amount through a store voucher and closes the loan as cancelled', async () => {
    const plan = ok(
      repayDueSchema,
      (await get('/installment/loan-play-detail', { productId: 1, orderId, requestType: 3 })).json(),
    );
    expect(plan.repayAmount).toBe(500_033);
    expect(plan.detail).toContainEqual({ text: 'Intereses de los días usados', format: 'money', value: 33 });
    const wrong = await post('/loan-details/generate-vcode', {
      productId: 1,
      orderId,
      amount: 502_958,
      payCode: 'OXXO',
      requestType: 3,
    });
    expect(wrong.statusCode).toBe(400);
    const vcode = ok(
      instructionsDueSchema,
      (
        await post('/loan-details/generate-vcode', {
          productId: 1,
          orderId,
          amount: 500_033,
          payCode: 'OXXO',
          requestType: 3,
        })
      ).json(),
    );
    expect(vcode.repayDetail.repayTitle).toBe('Cancelación del préstamo en OXXO');
    const paid = await app.inject({
      method: 'POST',
      url: '/dev/repay/voucher-paid',
      payload: { reference: vcode.repayDetail.vCode },
    });
    expect(paid.json()).toMatchObject({ orderId, status: 200, due: 0 });
    const after = await details();
    expect(after).toMatchObject({
      orderStatus: 200,
      noticeStatusText: 'Préstamo cancelado',
      coolingOff: { available: 0, amount: 0, until: '' },
    });
  });

  it('keeps a payment that arrives after the period as an ordinary repayment', async () => {
    const plan = ok(
      repayDueSchema,
      (await get('/installment/loan-play-detail', { productId: 1, orderId, requestType: 3 })).json(),
    );
    const code = ok(
      channelReferenceDueSchema,
      (
        await post('/loan-details/channel-reference', {
          productId: 1,
          orderId,
          amount: plan.repayAmount,
          payCode: 'OXXO',
          requestType: 3,
        })
      ).json(),
    );
    expect(code.channel.payCode).toBe('OXXO');
    const reference = code.channel.vCode;
    await disbursedAgo(3 * DAY_MS + 1_000);
    const paid = await app.inject({ method: 'POST', url: '/dev/repay/voucher-paid', payload: { reference } });
    expect(paid.json()).toMatchObject({ orderId, status: 174 });
    const after = await details();
    expect(after.orderStatus).toBe(174);
    expect(after.noticeStatusText).not.toBe('Préstamo cancelado');
  });
});
