import {
  DAY_MS,
  delayDueSchema,
  instructionsDueSchema,
  MEXICO,
  onlineEnvelopeSchema,
  repayDueSchema,
  settledOrderSchema,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askReference, withReferences } from '../../testing/repay-client.ts';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';
import { isValidClabe } from './clabe.ts';
import { isValidReference } from './rules.ts';

type Who = { userId: string; sessionId: string };

describe('repay, extend and payment instructions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const get = (path: string, params: Record<string, string | number>, who: Who = DEMO.borrower) =>
    app.inject({ url: `/online${path}?${query({ ...who, language: '2', ...params })}` });
  const post = (path: string, body: Record<string, string | number>, who: Who = DEMO.borrower, language = '2') =>
    app.inject({
      method: 'POST',
      url: `/online${path}?${query({ ...who, language })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query(body),
    });

  async function fixture(body: Record<string, string | number> = {}) {
    const response = await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: body });
    expect(response.statusCode).toBe(200);
    return response.json() as { userId: string; sessionId: string; orderId: string; productId: string };
  }
  const repayDetail = async (orderId: string | number, who: Who = DEMO.borrower) => {
    const response = await get('/v3/installment/loan-play-detail', { productId: 1, orderId }, who);
    return { response, body: onlineEnvelopeSchema(repayDueSchema).parse(response.json()) };
  };
  /** The plan with each channel's code asked for (reading it makes none). */
  const repayWithCodes = async (orderId: string | number, who: Who = DEMO.borrower) => {
    const { body } = await repayDetail(orderId, who);
    if (!body.success) throw new Error(body.message);
    return withReferences(app, who, body.data, { orderId, requestType: 1, amount: body.data.repayAmount });
  };

  it('answers what order 5004 owes, with bank and store channels, each with a checked reference', async () => {
    const { body } = await repayDetail(5004);
    if (!body.success) throw new Error(body.message);
    const [order] = await app.db.query<{ amount: number; interest: number }>(
      'select amount::int, interest::int from orders where id = 5004',
    );
    expect(body.data.repayAmount).toBe((order?.amount ?? 0) + (order?.interest ?? 0));
    expect(body.data.repayList.map((g) => g.reviewer)).toEqual(['Pago en banco', 'Pago en tienda de conveniencia']);
    const channels = body.data.repayList.flatMap((g) => g.list);
    expect(channels.map((c) => c.payCode)).toEqual(['SPEI', 'OXXO', '7ELEVEN']);
    // Reading makes no codes; each channel gets its own when asked.
    for (const channel of channels) expect(channel.vCode).toBeUndefined();
    const asked = (await repayWithCodes(5004)).repayList.flatMap((g) => g.list);
    for (const channel of asked) expect(isValidReference(channel.vCode ?? '')).toBe(true);
    const oxxo = asked.find((c) => c.payCode === 'OXXO');
    expect(oxxo?.BARcodeImg).toBe(`/online/v3/loan-details/barcode/${oxxo?.vCode}.svg`);
    expect(asked.find((c) => c.payCode === 'SPEI')?.BARcodeImg).toBeUndefined();
    expect(body.data.detail).toHaveLength(5);
    expect(body.data.noticeMsg).toContain(body.data.repayDate);
  });

  it('gives an Indian borrower India’s channels, in the words the language asks for', async () => {
    const plan = async (language: string) =>
      (
        await app.inject({
          url: `/online/v3/installment/loan-play-detail?${query({ ...DEMO.otherBorrower, language, productId: 3, orderId: 6001 })}`,
        })
      ).json();
    const en = await plan('1');
    expect(en.data.repayList.map((g: { reviewer: string }) => g.reviewer)).toEqual([
      'Bank repayment',
      'Convenience store repayment',
    ]);
    expect(en.data.repayList[0].list.map((c: { payCode: string }) => c.payCode)).toEqual(['NEFT', 'UPI']);
    const es = await plan('2');
    expect(es.data.repayList[0].list.map((c: { payCode: string }) => c.payCode)).toEqual(['NEFT', 'UPI']);
    expect(es.data.repayAmount).toBe(en.data.repayAmount);
  });

  it('gives a Mexican borrower reading English Mexico’s channels', async () => {
    const response = await app.inject({
      url: `/online/v3/installment/loan-play-detail?${query({ ...DEMO.borrower, language: '1', productId: 1, orderId: 5004 })}`,
    });
    const body = response.json();
    expect(body.data.repayList[0].reviewer).toBe('Bank repayment');
    expect(body.data.repayList[0].list.map((c: { payCode: string }) => c.payCode)).toEqual(['SPEI']);
  });

  it('makes no reference on a channel of another market (a peso loan is never paid in rupees)', async () => {
    for (const call of ['/v3/loan-details/channel-reference', '/v3/loan-details/generate-vcode']) {
      const response = await post(call, { productId: 1, orderId: 5004, amount: 1, payCode: 'UPI', requestType: 1 });
      expect(response?.statusCode).not.toBe(200);
      expect(response?.json().success).toBe(false);
    }
  });

  it('keeps a reference stable: the list and the instructions agree, asking twice gives the same one', async () => {
    const first = await repayWithCodes(5004);
    const second = (await repayDetail(5004)).body;
    if (!second.success) throw new Error('detail failed');
    const oxxo = first.repayList[1]?.list[0];
    expect(second.data.repayList[1]?.list[0]?.vCode).toBe(oxxo?.vCode);
    const payload = { productId: 1, orderId: 5004, amount: first.repayAmount, payCode: 'OXXO', requestType: 1 };
    const [a, b] = await Promise.all([
      post('/v3/loan-details/generate-vcode', payload),
      post('/v3/loan-details/generate-vcode', payload),
    ]);
    const parsed = onlineEnvelopeSchema(instructionsDueSchema).parse(a?.json());
    if (!parsed.success) throw new Error(parsed.message);
    expect(parsed.data.repayDetail.vCode).toBe(oxxo?.vCode);
    expect(b?.json().data.repayDetail.vCode).toBe(oxxo?.vCode);
    expect(parsed.data.repayDetail.repayCode).toBe(oxxo?.BARcodeImg);
    expect(parsed.data.dataList[0]?.title).toBe('Cómo pagar en OXXO');
    expect(parsed.data.imgList.map((i) => i.eMail ?? i.link)).toEqual([
      'pagos@lend-h5.example',
      'https://www.oxxo.com/',
    ]);
    const rows = await app.db.query(
      "select 1 from payment_references where order_id = 5004 and pay_code = 'OXXO' and request_type = 1",
    );
    expect(rows).toHaveLength(1);
  });

  it('gives a different reference for another amount and a new one once the old expired', async () => {
    const base = { productId: 1, orderId: 5004, payCode: 'SPEI', requestType: 1 };
    const ref = async (amount: number) =>
      (await post('/v3/loan-details/generate-vcode', { ...base, amount })).json().data.repayDetail.vCode as string;
    const full = await ref(10_000);
    expect(await ref(20_000)).not.toBe(full);
    expect(await ref(10_000)).toBe(full);
    await app.db.query("update payment_references set expires_at = now() - interval '1 minute' where reference = $1", [
      full,
    ]);
    const renewed = await ref(10_000);
    expect(renewed).not.toBe(full);
    expect(isValidReference(renewed)).toBe(true);
  });

  it('serves the barcode of an issued reference as a cacheable SVG, and 404 for any other number', async () => {
    const url = (await repayWithCodes(5004)).repayList[1]?.list[0]?.BARcodeImg ?? '';
    const svg = await app.inject({ url });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['cache-control']).toContain('max-age=604800');
    expect(svg.body).toContain('<svg');
    expect((await app.inject({ url: '/online/v3/loan-details/barcode/4111111111111111.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/online/v3/loan-details/barcode/abc.svg' })).statusCode).toBe(400);
  });

  it("refuses another borrower's order exactly like a missing one", async () => {
    const theirs = await repayDetail(5004, DEMO.otherBorrower);
    const missing = await repayDetail(999_999, DEMO.otherBorrower);
    expect(theirs.response.statusCode).toBe(404);
    expect(theirs.response.json()).toEqual(missing.response.json());
    const vcode = await post(
      '/v3/loan-details/generate-vcode',
      { productId: 1, orderId: 5004, amount: 100, payCode: 'OXXO', requestType: 1 },
      DEMO.otherBorrower,
    );
    expect(vcode.statusCode).toBe(404);
    const delay = await get(
      '/v3/installment/loan-play-delay-detail',
      { productId: 1, orderId: 5004 },
      DEMO.otherBorrower,
    );
    expect(delay.statusCode).toBe(404);
    expect(
      (
        await get(
          '/v3/installment/loan-play-detail',
          { productId: 1, orderId: 5004 },
          { userId: '1001', sessionId: 'nope' },
        )
      ).statusCode,
    ).toBe(401);
  });

  it('refuses an amount above what is due and an unknown channel', async () => {
    const over = await post('/v3/loan-details/generate-vcode', {
      productId: 1,
      orderId: 5004,
      amount: 99_999_999,
      payCode: 'OXXO',
      requestType: 1,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Debes $5,029.58 de este préstamo: un pago no puede ser mayor.');
    const unknown = await post('/v3/loan-details/generate-vcode', {
      productId: 1,
      orderId: 5004,
      amount: 100,
      payCode: 'PAYPAL',
      requestType: 1,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('decides the amount itself: what is owed when none is given, a part only from the minimum up to what is owed', async () => {
    const base = { productId: 1, orderId: 5004, payCode: 'OXXO', requestType: 1 };
    const vcode = (amount?: number) =>
      post('/v3/loan-details/generate-vcode', amount === undefined ? base : { ...base, amount });
    const owed = await vcode();
    expect(owed.statusCode).toBe(200);
    expect(owed.json().data.repayDetail).toMatchObject({
      amount: 502_958,
      partial: { owed: 502_958, minimum: MEXICO.partialRepaymentMinimum },
    });
    // A link's `?amount=100` ($1.00) issues no reference: below the least one payment may be.
    const tiny = await vcode(100);
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toBe('Lo mínimo que puedes pagar a la vez es $100.00.');
    expect((await vcode(MEXICO.partialRepaymentMinimum - 1)).statusCode).toBe(400);
    const part = await vcode(150_050);
    expect(part.statusCode).toBe(200);
    expect(part.json().data.repayDetail.amount).toBe(150_050);
    expect(part.json().data.repayDetail.vCode).not.toBe(owed.json().data.repayDetail.vCode);
    expect((await vcode(MEXICO.partialRepaymentMinimum)).statusCode).toBe(200);
    // An extension fee is what it costs today, never a part.
    const fee = await post('/v3/loan-details/generate-vcode', {
      productId: 1,
      orderId: 5004,
      payCode: 'OXXO',
      requestType: 2,
    });
    expect(fee.statusCode).toBe(200);
    expect(fee.json().data.repayDetail.partial).toBeUndefined();
    const partFee = await post('/v3/loan-details/generate-vcode', {
      productId: 1,
      orderId: 5004,
      payCode: 'OXXO',
      requestType: 2,
      amount: fee.json().data.repayDetail.amount - 1,
    });
    expect(partFee.statusCode).toBe(400);
  });

  it('answers a closed loan as settled, not as a failure, with no payment when it was closed without one', async () => {
    const settled = await get('/v3/installment/loan-play-detail', { productId: 1, orderId: 5006 });
    expect(settled.statusCode).toBe(200);
    const body = onlineEnvelopeSchema(settledOrderSchema).parse(settled.json());
    if (!body.success) throw new Error(body.message);
    expect(body.data).toMatchObject({ state: 'settled', productName: expect.any(String) });
  });

  it('settles the order when its store voucher is paid; a repeated notification records nothing more', async () => {
    const who = await fixture();
    const plan = await repayWithCodes(who.orderId, who);
    const oxxo = plan.repayList[1]?.list[0];
    const paid = await app.inject({
      method: 'POST',
      url: '/dev/repay/voucher-paid',
      payload: { reference: oxxo?.vCode },
    });
    expect(paid.json()).toMatchObject({ status: 200, due: 0, surplus: 0, alreadyRecorded: false });
    const [order] = await app.db.query<{ status: number }>('select status from orders where id = $1', [who.orderId]);
    expect(order?.status).toBe(200);

    // Every repay screen's call now answers "settled" with the payment that closed the loan and its receipt.
    const [repayment] = await app.db.query<{ id: number }>('select id::int from repayments where order_id = $1', [
      who.orderId,
    ]);
    const expected = {
      state: 'settled',
      lastPayment: {
        receiptNo: `P${repayment?.id}`,
        amount: plan.repayAmount,
        paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        channel: 'OXXO',
      },
      hasCertificate: 1,
    };
    const ids = { productId: 1, orderId: who.orderId };
    const answers = [
      await get('/v3/installment/loan-play-detail', ids, who),
      await get('/v3/installment/loan-play-delay-detail', ids, who),
      await post('/v3/loan-details/generate-vcode', { ...ids, amount: 100, payCode: 'OXXO', requestType: 1 }, who),
      await post('/v3/loan-details/channel-reference', { ...ids, amount: 100, payCode: 'OXXO', requestType: 1 }, who),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(onlineEnvelopeSchema(settledOrderSchema).parse(answer.json())).toMatchObject({ data: expected });
    }
    const live = await app.db.query(
      'select 1 from payment_references where order_id = $1 and paid_at is null and retired_at is null',
      [who.orderId],
    );
    expect(live).toHaveLength(0);
    const again = await app.inject({
      method: 'POST',
      url: '/dev/repay/voucher-paid',
      payload: { reference: oxxo?.vCode },
    });
    expect(again.json()).toMatchObject({ status: 200, due: 0, applied: plan.repayAmount, alreadyRecorded: true });
    const rows = await app.db.query('select 1 from repayments where order_id = $1', [who.orderId]);
    expect(rows).toHaveLength(1);
  });

  it('gives each SPEI reference a valid CLABE of its own, and a transfer reported by that CLABE settles the loan', async () => {
    const who = await fixture();
    const plan = await repayWithCodes(who.orderId, who);
    const spei = plan.repayList.flatMap((g) => g.list).find((c) => c.payCode === 'SPEI');
    const clabe = spei?.clabe ?? '';
    expect(isValidClabe(clabe)).toBe(true);
    expect(clabe.startsWith('646180')).toBe(true);
    expect(clabe).not.toContain(spei?.vCode);
    // Stores keep their voucher code only.
    expect(plan.repayList.flatMap((g) => g.list).find((c) => c.payCode === 'OXXO')?.clabe).toBeUndefined();

    const ids = { productId: 1, orderId: who.orderId, amount: plan.repayAmount, requestType: 1 };
    const instructions = onlineEnvelopeSchema(instructionsDueSchema).parse(
      (await post('/v3/loan-details/generate-vcode', { ...ids, payCode: 'SPEI' }, who)).json(),
    );
    if (!instructions.success) throw new Error(instructions.message);
    expect(instructions.data.repayDetail).toMatchObject({ vCode: spei?.vCode, clabe });
    expect(instructions.data.dataList[0]?.content.join(' ')).toContain('CLABE de 18 dígitos');

    const paid = await app.inject({ method: 'POST', url: '/dev/repay/voucher-paid', payload: { reference: clabe } });
    expect(paid.json()).toMatchObject({ status: 200, due: 0 });
  });

  it('gives UPI instructions a upi://pay link with the payee, amount and reference', async () => {
    const who = await fixture({ market: 'IN' });
    const list = (
      await app.inject({
        url: `/online/v3/installment/loan-play-detail?${query({ ...who, language: '1', productId: Number(who.productId), orderId: who.orderId })}`,
      })
    ).json().data;
    const upi = onlineEnvelopeSchema(instructionsDueSchema).parse(
      (
        await post(
          '/v3/loan-details/generate-vcode',
          {
            productId: Number(who.productId),
            orderId: who.orderId,
            amount: list.repayAmount,
            requestType: 1,
            payCode: 'UPI',
          },
          who,
          '1',
        )
      ).json(),
    );
    if (!upi.success) throw new Error(upi.message);
    const { vCode, upi: intent, clabe } = upi.data.repayDetail;
    expect(clabe).toBeUndefined();
    expect(intent?.vpa).toBe('lendh5@upi');
    const params = new URL((intent?.link ?? '').replace('upi://pay', 'https://upi.invalid/pay')).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      pa: 'lendh5@upi',
      pn: 'Lend H5 Financial Services Pvt Ltd',
      am: `${Math.floor(list.repayAmount / 100)}.${String(list.repayAmount % 100).padStart(2, '0')}`,
      cu: 'INR',
      tr: vCode,
    });
  });

  it('a partial payment lowers what is due and keeps the order open', async () => {
    const who = await fixture();
    const before = (await repayDetail(who.orderId, who)).body;
    if (!before.success) throw new Error(before.message);
    const partial = await post(
      '/v3/loan-details/generate-vcode',
      { productId: 1, orderId: who.orderId, amount: 100_000, payCode: 'SPEI', requestType: 1 },
      who,
    );
    const reference = partial.json().data.repayDetail.vCode;
    await app.inject({ method: 'POST', url: '/dev/repay/voucher-paid', payload: { reference } });
    const after = (await repayDetail(who.orderId, who)).body;
    if (!after.success) throw new Error(after.message);
    expect(after.data.repayAmount).toBe(before.data.repayAmount - 100_000);
    expect(after.data.detail.find((r) => r.text === 'Pagado')?.value).toBe(100_000);
  });

  it('offers a 7-day extension for its fee and moves the due date once the fee is paid', async () => {
    const who = await fixture();
    const response = await get('/v3/installment/loan-play-delay-detail', { productId: 1, orderId: who.orderId }, who);
    const body = onlineEnvelopeSchema(delayDueSchema).parse(response.json());
    if (!body.success) throw new Error(body.message);
    const [order] = await app.db.query<{ due_on: string }>(
      "select to_char(due_on, 'YYYY-MM-DD') as due_on from orders where id = $1",
      [who.orderId],
    );
    const due = new Date(`${order?.due_on}T00:00:00Z`);
    const expected = new Date(due.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
    expect(body.data.delayInfo).toEqual({
      reviewer: 'Prorroga tu fecha de pago 7 días',
      delayAmount: 60_900,
      delayTime: expected,
    });
    expect(body.data.note).toContain('7 días');
    expect(body.data.repayPlan.map((p) => p.time)).toEqual([order?.due_on, expected]);

    const wrongFee = await post(
      '/v3/loan-details/generate-vcode',
      { productId: 1, orderId: who.orderId, amount: 60_000, payCode: 'OXXO', requestType: 2 },
      who,
    );
    expect(wrongFee.statusCode).toBe(400);
    expect(body.data.repayList[1]?.list[0]?.vCode).toBeUndefined();
    const store = await askReference(app, who, {
      orderId: who.orderId,
      requestType: 2,
      amount: 60_900,
      payCode: 'OXXO',
    });
    const vcode = await post(
      '/v3/loan-details/generate-vcode',
      { productId: 1, orderId: who.orderId, amount: 60_900, payCode: 'OXXO', requestType: 2 },
      who,
    );
    expect(vcode.json().data.repayDetail.vCode).toBe(store?.vCode);
    expect(vcode.json().data.repayDetail.repayTitle).toBe('Comisión de prórroga en OXXO');

    await app.inject({ method: 'POST', url: '/dev/repay/voucher-paid', payload: { reference: store?.vCode } });
    const [extended] = await app.db.query<{ due_on: string; is_delay: number; status: number }>(
      "select to_char(due_on, 'YYYY-MM-DD') as due_on, is_delay, status from orders where id = $1",
      [who.orderId],
    );
    expect(extended).toEqual({ due_on: expected, is_delay: 0, status: 174 });
    const [fee] = await app.db.query<{ fee: number }>('select fee::int from loan_extensions where order_id = $1', [
      who.orderId,
    ]);
    expect(fee?.fee).toBe(60_900);
    // Extended once: the offer is gone, and reopening the screen says the extension is done, with its new date.
    const again = await get('/v3/installment/loan-play-delay-detail', { productId: 1, orderId: who.orderId }, who);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ state: 'extended', newDueOn: expected, fee: 60_900 });
    // A loan that never had an extension to give is still refused.
    const never = await fixture({ isDelay: 0 });
    const refused = await get(
      '/v3/installment/loan-play-delay-detail',
      { productId: 1, orderId: never.orderId },
      never,
    );
    expect(refused.statusCode).toBe(409);
  });

  it('refuses the extension of a loan that does not allow it (5005, isDelay 0)', async () => {
    const response = await get('/v3/installment/loan-play-delay-detail', { productId: 1, orderId: 5005 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Este préstamo no admite prórroga.');
  });

  it('charges overdue interest on a late loan and brings it back on time when extended', async () => {
    const who = await fixture({ status: 180, isDelay: 1 });
    const body = (await repayDetail(who.orderId, who)).body;
    if (!body.success) throw new Error(body.message);
    expect(body.data.detail.find((r) => r.format === 'text')?.value).toBe('5');
    expect(body.data.noticeMsg).toContain('5 días de atraso');
    const delay = (
      await get('/v3/installment/loan-play-delay-detail', { productId: 1, orderId: who.orderId }, who)
    ).json();
    const spei = await askReference(app, who, {
      orderId: who.orderId,
      requestType: 2,
      amount: delay.data.delayInfo.delayAmount,
      payCode: delay.data.repayList[0].list[0].payCode,
    });
    await app.inject({ method: 'POST', url: '/dev/repay/voucher-paid', payload: { reference: spei.vCode } });
    const [order] = await app.db.query<{ status: number }>('select status from orders where id = $1', [who.orderId]);
    expect(order?.status).toBe(174);
  });
});
