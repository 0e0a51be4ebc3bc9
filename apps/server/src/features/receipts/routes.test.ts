import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askReference } from '../../testing/repay-client.ts';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';

/** Receipts and settlement certificates: figures from the payment ledgers, only ever the caller's own. */
describe('receipts and settlement certificates', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app?.close());

  type Who = { userId: string; sessionId: string };
  const get = (path: string, params: Record<string, string | number>, who: Who = DEMO.borrower, language = '2') =>
    app.inject({ url: `/online${path}?${query({ ...who, language, ...params })}` });
  const post = (path: string, params: Record<string, string | number>) =>
    app.inject({
      method: 'POST',
      url: `/online${path}?${query({ ...DEMO.borrower, language: '2' })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query(params),
    });
  const paid = async (reference: string) =>
    (await app.inject({ method: 'POST', url: '/dev/repay/voucher-paid', payload: { reference } })).json();

  /** Pays `amount` of demo order 5004 at OXXO; answers what was due before. */
  async function payAtOxxo(amount?: number) {
    const detail = (await get('/v3/installment/loan-play-detail', { productId: 1, orderId: 5004 })).json().data;
    const vcode = (
      await post('/v3/loan-details/generate-vcode', {
        productId: 1,
        orderId: 5004,
        amount: amount ?? detail.repayAmount,
        payCode: 'OXXO',
        requestType: 1,
      })
    ).json().data;
    await paid(vcode.repayDetail.vCode);
    return { dueBefore: detail.repayAmount as number, reference: vcode.repayDetail.vCode as string };
  }

  const receipts = async (orderId: number, who: Who = DEMO.borrower) =>
    (await get('/v3/loan-details/receipt-list', { orderId }, who)).json();

  it('gives a partial voucher payment a receipt: amount, channel, reference and what is still owed', async () => {
    expect((await receipts(5004)).data).toEqual({ receipts: [], hasCertificate: 0 });
    const { dueBefore, reference } = await payAtOxxo(100_000);
    const list = (await receipts(5004)).data;
    expect(list.hasCertificate).toBe(0);
    expect(list.receipts).toEqual([
      { receiptNo: expect.stringMatching(/^P\d+$/), kind: 'repayment', amount: 100_000, paidAt: expect.any(String) },
    ]);
    const receipt = (await get('/v3/loan-details/receipt-detail', { receiptNo: list.receipts[0].receiptNo })).json();
    expect(receipt.data).toMatchObject({
      kind: 'repayment',
      orderNo: '5004',
      productName: 'Presto Cash',
      borrowerName: 'María Fernanda López',
      amount: 100_000,
      channel: 'OXXO',
      reference,
      balanceAfter: dueBefore - 100_000,
    });
    expect(receipt.data.paidAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('gives a card repayment a receipt naming the bank card, masked', async () => {
    const card = (path: string, body: Record<string, string | number>) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/lend/lend-api/service/loan${path}?${query({ ...DEMO.borrower, language: '2' })}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query(body),
      });
    const way = (await card('/repayment-way', { orderId: 5004 })).json().data;
    const [bank] = way.bankCards;
    const committed = (
      await card('/repayment-commit', {
        amount: way.repayAmount,
        bankName: bank.bankName,
        cardId: bank.id,
        cardNo: bank.cardNo,
        orderId: 5004,
        repayToken: way.repayToken,
        bankCode: bank.bankCode,
        sendMsg: 1,
      })
    ).json().data;
    const outbox = (await app.inject({ url: '/dev/sms-outbox?phone=5512345678' })).json();
    const verifyCode = /\b(\d{6})\b/.exec(outbox.messages[0].body)?.[1] ?? '';
    await card('/repayment-confirm', { orderId: 5004, verifyCode, repaymentRecordId: committed.repayRecordId });
    const [receipt] = (await receipts(5004)).data.receipts;
    const detail = (await get('/v3/loan-details/receipt-detail', { receiptNo: receipt.receiptNo })).json().data;
    expect(detail).toMatchObject({
      channel: 'Tarjeta BBVA México **** 5678',
      reference: String(committed.repayRecordId),
      amount: way.repayAmount,
      balanceAfter: 0,
    });
  });

  it("answers someone else's receipt exactly like a missing one", async () => {
    await payAtOxxo(100_000);
    const [mine] = (await receipts(5004)).data.receipts;
    const theirs = await get('/v3/loan-details/receipt-detail', { receiptNo: mine.receiptNo }, DEMO.otherBorrower);
    const missing = await get('/v3/loan-details/receipt-detail', { receiptNo: 'P999999' }, DEMO.otherBorrower);
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    // Nor can they list the receipts of the order, or read its certificate.
    expect((await get('/v3/loan-details/receipt-list', { orderId: 5004 }, DEMO.otherBorrower)).statusCode).toBe(404);
    const certificate = await get('/v3/loan-details/settlement-certificate', { orderId: 5006 }, DEMO.otherBorrower);
    expect(certificate.statusCode).toBe(404);
    // A receipt number that names no ledger is refused as input.
    expect((await get('/v3/loan-details/receipt-detail', { receiptNo: 'X1' })).statusCode).toBe(400);
  });

  it('gives a paid extension fee a receipt with the new due date', async () => {
    const delay = (await get('/v3/installment/loan-play-delay-detail', { productId: 1, orderId: 5004 })).json().data;
    const store = delay.repayList[1].list[0].payCode;
    const fee = { orderId: 5004, requestType: 2, amount: delay.delayInfo.delayAmount, payCode: store } as const;
    await paid((await askReference(app, DEMO.borrower, fee)).vCode);
    const [extension] = (await receipts(5004)).data.receipts;
    expect(extension).toMatchObject({ kind: 'extension', amount: delay.delayInfo.delayAmount });
    const receipt = (await get('/v3/loan-details/receipt-detail', { receiptNo: extension.receiptNo })).json().data;
    expect(receipt).toMatchObject({
      kind: 'extension',
      channel: 'OXXO',
      newDueDate: delay.delayInfo.delayTime,
      // The fee does not reduce the debt.
      balanceAfter: delay.repayPlan[0].amount,
    });
  });

  it('certifies a fully repaid loan: every payment, the total, the closing date, nothing owed', async () => {
    const refused = await get('/v3/loan-details/settlement-certificate', { orderId: 5004 });
    expect(refused.statusCode).toBe(409);
    const first = await payAtOxxo(100_000);
    const second = await payAtOxxo();
    const list = (await receipts(5004)).data;
    expect(list.hasCertificate).toBe(1);
    expect(list.receipts.map((r: { amount: number }) => r.amount)).toEqual([second.dueBefore, 100_000]);
    const last = (await get('/v3/loan-details/receipt-detail', { receiptNo: list.receipts[0].receiptNo })).json();
    expect(last.data.balanceAfter).toBe(0);

    const certificate = (await get('/v3/loan-details/settlement-certificate', { orderId: 5004 })).json().data;
    expect(certificate).toMatchObject({
      certificateNo: 'NOC-5004',
      borrowerName: 'María Fernanda López',
      orderNo: '5004',
      principal: 500_000,
      totalRepaid: first.dueBefore,
      extensionFees: 0,
    });
    expect(certificate.payments).toHaveLength(2);
    expect(certificate.closedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(certificate.closedOn).toBe(certificate.issuedOn);
  });

  it('certifies demo order 5006, settled by the payment the demo seed records for it', async () => {
    const certificate = (
      await get('/v3/loan-details/settlement-certificate', { orderId: 5006 }, DEMO.borrower, '1')
    ).json().data;
    expect(certificate.payments).toHaveLength(1);
    expect(certificate.totalRepaid).toBe(certificate.payments[0].amount);
    expect(certificate.totalRepaid).toBeGreaterThan(certificate.principal);
    const list = (await receipts(5006)).data;
    expect(list).toMatchObject({ hasCertificate: 1, receipts: [{ kind: 'repayment' }] });
  });
});

describe('grievance desk', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app?.close());

  it('names the Indian grievance officer and the RBI Ombudsman for language=1', async () => {
    const body = (await app.inject({ url: '/online/user-problem/grievance-desk?language=1' })).json();
    expect(body.data.contact).toMatchObject({ responseDays: 30, name: expect.stringContaining('Grievance') });
    expect(body.data.escalation).toMatchObject({ website: 'https://cms.rbi.org.in', phone: '14448', afterDays: 30 });
  });

  it('names the UNE and CONDUSEF otherwise', async () => {
    const body = (await app.inject({ url: '/online/user-problem/grievance-desk?language=2' })).json();
    expect(body.data.contact.name).toContain('UNE');
    expect(body.data.escalation).toMatchObject({ website: 'https://www.condusef.gob.mx', phone: '55 5340 0999' });
  });
});
