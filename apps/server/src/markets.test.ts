import { formatInstant, INDIA, MEXICO } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitBody, freshBorrower, oldRepaymentCall } from './testing/old-repayment-client.ts';
import { buildTestApp, DEMO, query } from './testing/test-app.ts';

/*
 * The same call, made by an Indian borrower (language=1) and a Mexican one (language=2), answers each their own
 * market: contacts, taxes, the annual cost the regulator requires, and every time they read in their time zone.
 */
describe('one call, two markets', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const LANGUAGE = { india: '1', mexico: '2' } as const;
  type Market = keyof typeof LANGUAGE;
  const get = async (path: string, market: Market, params: Record<string, string | number> = {}) => {
    const response = await app.inject({
      url: `/online${path}?${query({ ...DEMO.borrower, language: LANGUAGE[market], ...params })}`,
    });
    expect(response.statusCode, path).toBe(200);
    return response.json().data;
  };
  const post = async (path: string, market: Market, fields: Record<string, string | number>) => {
    const response = await app.inject({
      method: 'POST',
      url: `/online${path}?${query({ ...DEMO.borrower, language: LANGUAGE[market] })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query(fields),
    });
    expect(response.statusCode, path).toBe(200);
    return response.json().data;
  };

  it('answers each market’s customer service and grievance desk, and its regulator', async () => {
    expect((await get('/user-problem/get-whatsapp', 'india')).phone).toMatch(/^\+91 /);
    expect((await get('/user-problem/get-whatsapp', 'mexico')).phone).toMatch(/^\+52 /);
    const india = await get('/user-problem/grievance-desk', 'india');
    const mexico = await get('/user-problem/grievance-desk', 'mexico');
    expect(india.contact.email).toBe('grievance.in@lend-h5.example');
    expect(india.escalation).toMatchObject({ authority: INDIA.regulator.authority, website: 'https://cms.rbi.org.in' });
    expect(mexico.contact.email).toBe('une@lend-h5.example');
    expect(mexico.escalation).toMatchObject({ authority: MEXICO.regulator.authority, afterDays: 30 });
  });

  it('charges GST on the processing fee in India and IVA on interest and commission in Mexico', async () => {
    const india = await get('/v3/loan-confirm/loan-detail-confirm', 'india', { productId: 1 });
    const mexico = await get('/v3/loan-confirm/loan-detail-confirm', 'mexico', { productId: 1 });
    expect(india.keyFacts.fees[1]).toEqual({ name: 'GST (18% of the processing fee)', amount: 9_000 });
    expect(mexico.keyFacts.fees[1]).toEqual({ name: 'IVA (16% de intereses y comisión)', amount: 8_473 });
    expect([india.keyFacts.costKind, mexico.keyFacts.costKind]).toEqual(['APR', 'CAT']);
    // APR two decimals, CAT one.
    expect(india.keyFacts.annualCostPct).toBe(56.35);
    expect(mexico.keyFacts.annualCostPct).toBe(55.3);
    expect(india.amountDec).toContain('GST');

    const indiaContract = await get('/v3/loan-details/contract-detail', 'india', { productId: 1 });
    const mexicoContract = await get('/v3/loan-details/contract-detail', 'mexico', { productId: 1 });
    expect([indiaContract.IVA, indiaContract.giveAmount]).toEqual([9_000, 441_000]);
    expect([mexicoContract.IVA, mexicoContract.giveAmount]).toEqual([8_473, 441_527]);

    // An accepted order (demo 5004: $5,000.00, 91 days, 10% commission) shows the market's tax on its charges.
    const indiaOrder = await get('/v3/loan-details/contract-detail', 'india', { orderNo: 5004 });
    const mexicoOrder = await get('/v3/loan-details/contract-detail', 'mexico', { orderNo: 5004 });
    expect([indiaOrder.IVA, indiaOrder.giveAmount]).toEqual([9_000, 441_000]);
    expect([mexicoOrder.IVA, mexicoOrder.giveAmount]).toEqual([8_473, 441_527]);
    const detail = await get('/v3/loan-details/loan-details', 'india', { productId: 1, orderId: 5004 });
    expect(detail.userOrderDetail.detail).toContainEqual({
      text: 'GST (18% of the processing fee)',
      format: 'money',
      value: 9_000,
    });
  });

  it('taxes an extension fee at each market’s rate and names the tax', async () => {
    const india = await get('/v3/installment/loan-play-delay-detail', 'india', { productId: 1, orderId: 5004 });
    const mexico = await get('/v3/installment/loan-play-delay-detail', 'mexico', { productId: 1, orderId: 5004 });
    // 52.500 of service fee + 18% / 16%.
    expect([india.delayInfo.delayAmount, mexico.delayInfo.delayAmount]).toEqual([61_950, 60_900]);
    expect(india.noticeMsg).toContain('GST');
    expect(mexico.noticeMsg).toContain('IVA');
  });

  it('texts the old card repayment code in the market’s wording, with its currency sign', async () => {
    const smsOf = async (market: Market) => {
      const who = { ...(await freshBorrower(app)), language: LANGUAGE[market] };
      const committed = await oldRepaymentCall(app, '/repayment-commit', await commitBody(app, who), who);
      expect(committed.statusCode).toBe(200);
      const [sms] = await app.db.query<{ body: string }>(
        'select body from sms_outbox where phone = $1 order by id desc limit 1',
        [who.phone],
      );
      return sms?.body ?? '';
    };
    expect(await smsOf('india')).toMatch(/^Lend H5: \d{6} is your code to pay ₹[\d,]+\.\d{2} with your card/);
    expect(await smsOf('mexico')).toMatch(/^Lend H5: \d{6} es tu código para pagar \$[\d,]+\.\d{2} con tu tarjeta/);
  });

  it('shows a voucher’s expiry, a complaint’s times and a receipt in the borrower’s time zone', async () => {
    const voucher = async (market: Market, payCode: string) =>
      post('/v3/loan-details/generate-vcode', market, {
        productId: 1,
        orderId: 5004,
        amount: 1_000,
        payCode,
        requestType: 1,
      });
    const india = await voucher('india', 'UPI');
    const mexico = await voucher('mexico', 'OXXO');
    const [expiresIn] = (await app.db.query<{ expires_at: Date }>(
      'select expires_at from payment_references where reference = $1',
      [india.repayDetail.vCode],
    )) as { expires_at: Date }[];
    expect(india.repayDetail.repayDes).toContain(formatInstant(expiresIn?.expires_at ?? 0, INDIA).slice(0, 16));
    expect(india.repayDetail.repayDes).not.toContain('UTC');
    const [expiresMx] = (await app.db.query<{ expires_at: Date }>(
      'select expires_at from payment_references where reference = $1',
      [mexico.repayDetail.vCode],
    )) as { expires_at: Date }[];
    expect(mexico.repayDetail.repayDes).toContain(formatInstant(expiresMx?.expires_at ?? 0, MEXICO).slice(0, 16));

    // A receipt of one payment, read from each market.
    await app.inject({
      method: 'POST',
      url: '/dev/repay/voucher-paid',
      payload: { reference: mexico.repayDetail.vCode },
    });
    const [paid] = await app.db.query<{ created_at: Date }>(
      'select created_at from repayments where order_id = 5004 order by id desc limit 1',
    );
    const listIn = await get('/v3/loan-details/receipt-list', 'india', { orderId: 5004 });
    const listMx = await get('/v3/loan-details/receipt-list', 'mexico', { orderId: 5004 });
    expect(listIn.receipts[0].paidAt).toBe(formatInstant(paid?.created_at ?? 0, INDIA));
    expect(listMx.receipts[0].paidAt).toBe(formatInstant(paid?.created_at ?? 0, MEXICO));
    const detailIn = await get('/v3/loan-details/receipt-detail', 'india', { receiptNo: listIn.receipts[0].receiptNo });
    expect(detailIn.paidAt).toBe(listIn.receipts[0].paidAt);

    // A complaint filed now: its time and its answer-by date, in each zone.
    await post('/user-problem/problem-save', 'mexico', {
      problemType: 2,
      problemDetail: 'When is my payment applied?',
      orderNo: '5004',
      problemImage: '',
    });
    const [complaint] = await app.db.query<{ created_at: Date; response_due_at: Date }>(
      'select created_at, response_due_at from complaints where borrower_id = 1001 order by id desc limit 1',
    );
    const tabsIn = await get('/user-problem/problem-list', 'india');
    const tabsMx = await get('/user-problem/problem-list', 'mexico');
    expect(tabsIn.tabs[0].items[0].time).toBe(formatInstant(complaint?.created_at ?? 0, INDIA));
    expect(tabsMx.tabs[0].items[0].time).toBe(formatInstant(complaint?.created_at ?? 0, MEXICO));
    const id = tabsIn.tabs[0].items[0].id;
    const detailComplaintIn = await get('/user-problem/problem-detail', 'india', { problemId: id });
    expect(detailComplaintIn.responseDueOn).toBe(formatInstant(complaint?.response_due_at ?? 0, INDIA, false));
  });
});
