import { onlineEnvelopeSchema, receiptDetail, receiptNoOf, repayDueSchema } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../db/database.ts';
import { commitBody, freshBorrower, oldRepaymentCall } from '../../testing/old-repayment-client.ts';
import { withReferences } from '../../testing/repay-client.ts';
import { staffBearer } from '../../testing/staff-client.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';

type Who = { userId: string; sessionId: string; orderId: string; phone: string };

describe('money integrity: nothing booked above what is due, every store payment recorded once', () => {
  let app: FastifyInstance;
  let staffAuth: string;
  beforeAll(async () => {
    app = await buildTestApp();
    staffAuth = await staffBearer(app, 'agent.mx@demo.test');
  });
  afterAll(() => app.close());

  const fixture = async (body: Record<string, number> = {}): Promise<Who> =>
    (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: body })).json();
  const get = (path: string, params: Record<string, string | number>, who: Who) =>
    app.inject({
      url: `/online${path}?${query({ userId: who.userId, sessionId: who.sessionId, language: '2', ...params })}`,
    });
  const post = (path: string, body: Record<string, string | number>, who: Who) =>
    app.inject({
      method: 'POST',
      url: `/online${path}?${query({ userId: who.userId, sessionId: who.sessionId, language: '2' })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query(body),
    });
  const repayDetail = async (who: Who, requestType = 1) => {
    const response = await get(
      '/v3/installment/loan-play-detail',
      { productId: 1, orderId: who.orderId, requestType },
      who,
    );
    const body = onlineEnvelopeSchema(repayDueSchema).parse(response.json());
    if (!body.success) throw new Error(body.message);
    return body.data;
  };
  const voucher = async (who: Who, amount: number, payCode = 'OXXO', requestType = 1): Promise<string> => {
    const response = await post(
      '/v3/loan-details/generate-vcode',
      { productId: 1, orderId: who.orderId, amount, payCode, requestType },
      who,
    );
    const reference = response.json().data?.repayDetail?.vCode;
    if (typeof reference !== 'string') throw new Error(`no reference: ${response.body}`);
    return reference;
  };
  const notify = async (reference: string) => {
    const response = await app.inject({ method: 'POST', url: '/dev/repay/voucher-paid', payload: { reference } });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      status: number;
      due: number;
      applied: number;
      surplus: number;
      alreadyRecorded: boolean;
    };
  };
  const ledger = async (orderId: string) => {
    const [row] = await app.db.query<Record<string, unknown>>(
      `select (select coalesce(sum(amount), 0) from repayments where order_id = $1) as applied,
              (select coalesce(sum(received), 0) from repayments where order_id = $1) as received,
              (select coalesce(sum(amount), 0) from surplus_refunds where order_id = $1) as surplus,
              (select count(*) from repayments where order_id = $1) as payments`,
      [orderId],
    );
    return {
      applied: toSafeInt(row?.applied),
      received: toSafeInt(row?.received),
      surplus: toSafeInt(row?.surplus),
      payments: toSafeInt(row?.payments),
    };
  };
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: staffAuth }, ...(payload ? { payload } : {}) });

  it('books a stale full-amount voucher only up to what is left, and owes the rest back (receipt, staff list)', async () => {
    const who = await fixture();
    const due = (await repayDetail(who)).repayAmount;
    const full = await voucher(who, due);
    const partial = await voucher(who, 100_000, 'SPEI');
    expect(await notify(partial)).toMatchObject({ applied: 100_000, surplus: 0, due: due - 100_000 });
    // The cashier scans the old full-amount barcode anyway: the store has the cash.
    expect(await notify(full)).toMatchObject({ status: 200, due: 0, applied: due - 100_000, surplus: 100_000 });
    expect(await ledger(who.orderId)).toEqual({ applied: due, received: due + 100_000, surplus: 100_000, payments: 2 });

    const [last] = await app.db.query<{ id: unknown }>(
      'select id from repayments where order_id = $1 order by id desc limit 1',
      [who.orderId],
    );
    const receipt = await get(
      '/v3/loan-details/receipt-detail',
      { receiptNo: receiptNoOf('repayment', toSafeInt(last?.id)) },
      who,
    );
    expect(receiptDetail.data.parse(receipt.json().data)).toMatchObject({
      amount: due,
      surplus: 100_000,
      balanceAfter: 0,
    });

    const owed = (await staff('GET', '/staff/api/surplus-refunds')).json().data.refunds as {
      id: number;
      orderNo: string;
    }[];
    const mine = owed.find((r) => r.orderNo === who.orderId);
    expect(mine).toMatchObject({ amount: 100_000, received: due, state: 'owed', reference: full });
    expect(
      (await staff('POST', `/staff/api/surplus-refunds/${mine?.id}/refunded`, { note: 'SPEI 123' })).statusCode,
    ).toBe(200);
    expect((await staff('POST', `/staff/api/surplus-refunds/${mine?.id}/refunded`, { note: 'again' })).statusCode).toBe(
      409,
    );
    const refunded = (await staff('GET', '/staff/api/surplus-refunds?state=refunded')).json().data.refunds;
    expect(refunded.find((r: { id: number }) => r.id === mine?.id)).toMatchObject({
      state: 'refunded',
      note: 'SPEI 123',
    });
    expect((await app.inject({ url: '/staff/api/surplus-refunds' })).statusCode).toBe(401);
  });

  it('retires the other live references on settlement, still records cash taken against them, once', async () => {
    const who = await fixture();
    const read = await repayDetail(who);
    const detail = await withReferences(app, who, read, {
      orderId: who.orderId,
      requestType: 1,
      amount: read.repayAmount,
    });
    const [spei, oxxo] = detail.repayList.flatMap((g) => g.list).map((c) => c.vCode ?? '');
    expect(await notify(spei ?? '')).toMatchObject({ status: 200, surplus: 0 });
    const live = await app.db.query(
      'select 1 from payment_references where order_id = $1 and paid_at is null and retired_at is null',
      [who.orderId],
    );
    expect(live).toHaveLength(0);
    // Not shown any more: the order owes nothing, so the screens say it is settled and no reference can be made.
    expect(
      (await get('/v3/installment/loan-play-detail', { productId: 1, orderId: who.orderId }, who)).json(),
    ).toMatchObject({ data: { state: 'settled' } });
    // A store that took cash for the retired reference is still recorded, in full, as surplus; a retry adds nothing.
    expect(await notify(oxxo ?? '')).toMatchObject({ status: 200, due: 0, applied: 0, surplus: detail.repayAmount });
    expect(await notify(oxxo ?? '')).toMatchObject({ applied: 0, surplus: detail.repayAmount, alreadyRecorded: true });
    expect(await ledger(who.orderId)).toMatchObject({
      applied: detail.repayAmount,
      surplus: detail.repayAmount,
      payments: 2,
    });
  });

  it('keeps the late interest accrued before an extension owed, and the fee does not reduce the debt', async () => {
    const who = await fixture({ status: 180 });
    const before = await repayDetail(who);
    const penalty = before.detail.find((r) => r.text === 'Interés moratorio')?.value;
    expect(penalty).toBeGreaterThan(0);
    const repayRef = (
      await withReferences(app, who, before, { orderId: who.orderId, requestType: 1, amount: before.repayAmount })
    ).repayList[1]?.list[0]?.vCode;
    const delayRead = (
      await get('/v3/installment/loan-play-delay-detail', { productId: 1, orderId: who.orderId }, who)
    ).json().data;
    const delay = await withReferences(app, who, delayRead, {
      orderId: who.orderId,
      requestType: 2,
      amount: delayRead.delayInfo.delayAmount,
    });
    const feeRef = delay.repayList[0].list[0].vCode;
    expect(await notify(feeRef)).toMatchObject({
      applied: delay.delayInfo.delayAmount,
      due: before.repayAmount,
      surplus: 0,
    });
    const after = await repayDetail(who);
    expect(after.repayAmount).toBe(before.repayAmount);
    expect(after.detail.find((r) => r.text === 'Interés moratorio')?.value).toBe(penalty);
    const [order] = await app.db.query<{ late_interest: unknown; status: unknown }>(
      'select late_interest, status from orders where id = $1',
      [who.orderId],
    );
    expect({ late: toSafeInt(order?.late_interest), status: toSafeInt(order?.status) }).toEqual({
      late: penalty,
      status: 174,
    });
    // The repay reference shown before the extension was retired with it; the plan no longer shows it.
    expect(repayRef).toBeDefined();
    expect(after.repayList[1]?.list[0]?.vCode).toBeUndefined();
    // A second fee for a retired extension reference buys nothing: it goes to the debt like any payment.
    const secondFee = delay.repayList[1]?.list[0]?.vCode ?? '';
    expect(await notify(secondFee)).toMatchObject({ applied: delay.delayInfo.delayAmount, surplus: 0 });
  });

  it('re-checks a card repayment at its SMS code: no charge above what is due now', async () => {
    const who = await freshBorrower(app);
    const body = await commitBody(app, who);
    const commit = (await oldRepaymentCall(app, '/repayment-commit', body, who)).json();
    const recordId = commit.data.repayRecordId;
    // Meanwhile a store payment lowers what is due.
    await notify(await voucher(who, 100_000, 'SPEI'));
    const outbox = (await app.inject({ url: `/dev/sms-outbox?phone=${who.phone}` })).json();
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
    const confirm = await oldRepaymentCall(
      app,
      '/repayment-confirm',
      { orderId: who.orderId, verifyCode: code, repaymentRecordId: recordId },
      who,
    );
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe('Lo que debes cambió. Abre de nuevo la pantalla de pago.');
    const [record] = await app.db.query<{ status: string }>('select status from card_repayments where id = $1', [
      recordId,
    ]);
    expect(record?.status).toBe('cancelled');
    expect(await ledger(who.orderId)).toMatchObject({ applied: 100_000, payments: 1 });
    // Started again with the new amount, the card pays exactly what is due.
    const again = await commitBody(app, who);
    expect(again.amount).toBe(body.amount - 100_000);
  });
});
