import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { askReference } from '../../testing/repay-client.ts';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';

/**
 * The "done when": demo order 5004 repaid through a convenience store, through the old card flow, and
 * extended through the delay page; the orders table (which the loan detail reads) shows the new state. Each path
 * gets its own fresh database, since each changes 5004.
 */
describe('demo order 5004', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  const online = (method: 'GET' | 'POST', path: string, params: Record<string, string | number>) =>
    app.inject({
      method,
      url: `/online${path}?${query({ ...DEMO.borrower, language: '2', ...(method === 'GET' ? params : {}) })}`,
      ...(method === 'POST'
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: query(params) }
        : {}),
    });
  const card = (path: string, body: Record<string, string | number>) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/lend/lend-api/service/loan${path}?${query({ ...DEMO.borrower, language: '2' })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query(body),
    });
  const order = async () =>
    (
      await app.db.query<{ status: number; due_on: string; is_delay: number }>(
        "select status, to_char(due_on, 'YYYY-MM-DD') as due_on, is_delay from orders where id = 5004",
      )
    )[0];

  it('is repaid through OXXO', async () => {
    app = await buildTestApp();
    const detail = (await online('GET', '/v3/installment/loan-play-detail', { productId: 1, orderId: 5004 })).json();
    const vcode = (
      await online('POST', '/v3/loan-details/generate-vcode', {
        productId: 1,
        orderId: 5004,
        amount: detail.data.repayAmount,
        payCode: 'OXXO',
        requestType: 1,
      })
    ).json();
    await app.inject({
      method: 'POST',
      url: '/dev/repay/voucher-paid',
      payload: { reference: vcode.data.repayDetail.vCode },
    });
    expect((await order())?.status).toBe(200);
  });

  it('is repaid through the old card flow', async () => {
    app = await buildTestApp();
    const way = (await card('/repayment-way', { orderId: 5004 })).json().data;
    const committed = (
      await card('/repayment-commit', {
        amount: way.repayAmount,
        bankName: way.bankCards[0].bankName,
        cardId: way.bankCards[0].id,
        cardNo: way.bankCards[0].cardNo,
        orderId: 5004,
        repayToken: way.repayToken,
        bankCode: way.bankCards[0].bankCode,
        sendMsg: 1,
      })
    ).json();
    const outbox = (await app.inject({ url: '/dev/sms-outbox?phone=5512345678' })).json();
    const code = /\b(\d{6})\b/.exec(outbox.messages[0].body)?.[1] ?? '';
    const confirmed = await card('/repayment-confirm', {
      orderId: 5004,
      verifyCode: code,
      repaymentRecordId: committed.data.repayRecordId,
    });
    expect(confirmed.json().code).toBe('00');
    expect((await order())?.status).toBe(200);
  });

  it('is extended by 7 days through the delay page', async () => {
    app = await buildTestApp();
    const before = await order();
    const delay = (
      await online('GET', '/v3/installment/loan-play-delay-detail', { productId: 1, orderId: 5004 })
    ).json();
    await app.inject({
      method: 'POST',
      url: '/dev/repay/voucher-paid',
      payload: {
        reference: (
          await askReference(app, DEMO.borrower, {
            orderId: 5004,
            requestType: 2,
            amount: delay.data.delayInfo.delayAmount,
            payCode: delay.data.repayList[1].list[0].payCode,
          })
        ).vCode,
      },
    });
    const after = await order();
    expect(after?.due_on).toBe(delay.data.delayInfo.delayTime);
    expect(after?.due_on).not.toBe(before?.due_on);
    expect(after).toMatchObject({ status: 174, is_delay: 0 });
  });
});
