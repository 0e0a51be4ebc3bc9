import { formatInstant, INDIA, MEXICO } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitBody, freshBorrower, oldRepaymentCall } from './testing/old-repayment-client.ts';
import { buildTestApp, DEMO, query } from './testing/test-app.ts';

/*
 * The same call, made by an Indian borrower (1002) and a Mexican one (1001), answers each their own market: contacts,
 * taxes, the annual cost the regulator requires, and every time they read in their time zone. The launch language
 * words the answer and changes nothing else.
 */
describe('one call, two markets', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const LANGUAGE = { india: '1', mexico: '2' } as const;
  type Market = keyof typeof LANGUAGE;
  const WHO = { india: DEMO.otherBorrower, mexico: DEMO.borrower } as const;
  const get = async (
    path: string,
    market: Market,
    params: Record<string, string | number> = {},
    language: string = LANGUAGE[market],
  ) => {
    const response = await app.inject({
      url: `/online${path}?${query({ ...WHO[market], language, ...params })}`,
    });
    expect(response.statusCode, path).toBe(200);
    return response.json().data;
  };
  const post = async (path: string, market: Market, fields: Record<string, string | number>) => {
    const response = await app.inject({
      method: 'POST',
      url: `/online${path}?${query({ ...WHO[market], language: LANGUAGE[market] })}`,
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
    // Read in the other language: the same market's contacts and regulator, in those words.
    expect((await get('/user-problem/get-whatsapp', 'mexico', {}, '1')).phone).toMatch(/^\+52 /);
    const mexicoInEnglish = await get('/user-problem/grievance-desk', 'mexico', {}, '1');
    expect(mexicoInEnglish.contact.email).toBe('une@lend-h5.example');
    expect(mexicoInEnglish.escalation.conditions).toBe(MEXICO.regulator.conditions.en);
    const indiaInSpanish = await get('/user-problem/grievance-desk', 'india', {}, '2');
    expect(indiaInSpanish.escalation).toMatchObject({
      authority: INDIA.regulator.authority,
      conditions: INDIA.regulator.conditions.es,
    });
  });

  it('charges GST on the processing fee in India and IVA on interest and commission in Mexico', async () => {
    const india = await get('/v3/loan-confirm/loan-detail-confirm', 'india', { productId: 3 });
    const mexico = await get('/v3/loan-confirm/loan-detail-confirm', 'mexico', { productId: 1 });
    expect(india.keyFacts.fees[1]).toEqual({ name: 'GST (18% of the processing fee)', amount: 9_000 });
    expect(mexico.keyFacts.fees[1]).toEqual({ name: 'IVA (16% de intereses y comisión)', amount: 8_473 });
    expect([india.keyFacts.costKind, mexico.keyFacts.costKind]).toEqual(['APR', 'CAT']);
    // APR two decimals, CAT one.
    expect(india.keyFacts.annualCostPct).toBe(56.35);
    expect(mexico.keyFacts.annualCostPct).toBe(55.3);
    expect(india.amountDec).toContain('GST');

    const indiaContract = await get('/v3/loan-details/contract-detail', 'india', { productId: 3 });
    const mexicoContract = await get('/v3/loan-details/contract-detail', 'mexico', { productId: 1 });
    expect([indiaContract.IVA, indiaContract.giveAmount]).toEqual([9_000, 441_000]);
    expect([mexicoContract.IVA, mexicoContract.giveAmount]).toEqual([8_473, 441_527]);

    // Accepted orders (demo 6007: ₹5,000.00 and 5004: $5,000.00, 91 days, 10% commission) state the tax they were
    // signed with, whatever the language they are read in.
    const indiaOrder = await get('/v3/loan-details/contract-detail', 'india', { orderNo: 6007 });
    const mexicoOrder = await get('/v3/loan-details/contract-detail', 'mexico', { orderNo: 5004 });
    expect([indiaOrder.IVA, indiaOrder.giveAmount]).toEqual([9_000, 441_000]);
    expect([mexicoOrder.IVA, mexicoOrder.giveAmount]).toEqual([8_473, 441_527]);
    const mexicoOrderInEnglish = await get('/v3/loan-details/contract-detail', 'mexico', { orderNo: 5004 }, '1');
    expect([mexicoOrderInEnglish.IVA, mexicoOrderInEnglish.giveAmount]).toEqual([8_473, 441_527]);
    const detail = await get('/v3/loan-details/loan-details', 'india', { productId: 3, orderId: 6007 });
    expect(detail.userOrderDetail.detail).toContainEqual({
      text: 'GST (18% of the processing fee)',
      format: 'money',
      value: 9_000,
    });
  });

  it('taxes an extension fee at each market’s rate and names the tax', async () => {
    const india = await get('/v3/installment/loan-play-delay-detail', 'india', { productId: 3, orderId: 6007 });
    const mexico = await get('/v3/installment/loan-play-delay-detail', 'mexico', { productId: 1, orderId: 5004 });
    // 52.500 of service fee + 18% / 16%.
    expect([india.delayInfo.delayAmount, mexico.delayInfo.delayAmount]).toEqual([61_950, 60_900]);
    expect(india.noticeMsg).toContain('GST');
    expect(mexico.noticeMsg).toContain('IVA');
  });

  it('texts the old card repayment code in the market’s wording, with its currency in GSM-7 letters', async () => {
    const smsOf = async (market: Market) => {
      const who = { ...(await freshBorrower(app, market === 'india' ? 'IN' : 'MX')), language: LANGUAGE[market] };
      const committed = await oldRepaymentCall(app, '/repayment-commit', await commitBody(app, who), who);
      expect(committed.statusCode).toBe(200);
      const [sms] = await app.db.query<{ body: string }>(
        'select body from sms_outbox where phone = $1 order by id desc limit 1',
        [who.phone],
      );
      return sms?.body ?? '';
    };
    // `₹` or `ó` would make the whole text UCS-2 (70 characters a segment): `Rs`, `MXN` and no accents keep it GSM-7.
    expect(await smsOf('india')).toMatch(/^Lend H5: \d{6} is your code to pay Rs [\d,]+\.\d{2} with your card/);
    expect(await smsOf('mexico')).toMatch(/^Lend H5: \d{6} es tu codigo para pagar MXN [\d,]+\.\d{2} con tu tarjeta/);
  });

  it('shows a voucher’s expiry, a complaint’s times and a receipt in the borrower’s time zone', async () => {
    const voucher = async (market: Market, payCode: string) =>
      post('/v3/loan-details/generate-vcode', market, {
        productId: market === 'india' ? 3 : 1,
        orderId: market === 'india' ? 6007 : 5004,
        amount: 10_000,
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

    // A receipt of one Mexican payment, read in either language: Mexico City's time.
    await app.inject({
      method: 'POST',
      url: '/dev/repay/voucher-paid',
      payload: { reference: mexico.repayDetail.vCode },
    });
    const [paid] = await app.db.query<{ created_at: Date }>(
      'select created_at from repayments where order_id = 5004 order by id desc limit 1',
    );
    const listEn = await get('/v3/loan-details/receipt-list', 'mexico', { orderId: 5004 }, '1');
    const listMx = await get('/v3/loan-details/receipt-list', 'mexico', { orderId: 5004 });
    expect(listEn.receipts[0].paidAt).toBe(formatInstant(paid?.created_at ?? 0, MEXICO));
    expect(listMx.receipts[0].paidAt).toBe(formatInstant(paid?.created_at ?? 0, MEXICO));
    const detailEn = await get(
      '/v3/loan-details/receipt-detail',
      'mexico',
      { receiptNo: listEn.receipts[0].receiptNo },
      '1',
    );
    expect(detailEn.paidAt).toBe(listEn.receipts[0].paidAt);
    expect(detailEn.amount).toBe(listMx.receipts[0].amount);

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
    const tabsEn = await get('/user-problem/problem-list', 'mexico', {}, '1');
    const tabsMx = await get('/user-problem/problem-list', 'mexico');
    expect(tabsEn.tabs[0].items[0].time).toBe(formatInstant(complaint?.created_at ?? 0, MEXICO));
    expect(tabsMx.tabs[0].items[0].time).toBe(formatInstant(complaint?.created_at ?? 0, MEXICO));
    const id = tabsEn.tabs[0].items[0].id;
    const detailComplaintEn = await get('/user-problem/problem-detail', 'mexico', { problemId: id }, '1');
    expect(detailComplaintEn.responseDueOn).toBe(formatInstant(complaint?.response_due_at ?? 0, MEXICO, false));
  });
});
