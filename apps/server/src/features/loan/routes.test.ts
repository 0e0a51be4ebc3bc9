import {
  contractDetail,
  contractFigures,
  DAY_MS,
  googleScore,
  INDIA,
  loanDetailConfirm,
  loanDetailPush,
  loanDetails,
  loanPlayDetail,
  MEXICO,
  marketToday,
  onlineFailureSchema,
  onlineSuccessSchema,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';

const ONLINE = '/online/v3';
const asBorrower = { ...DEMO.borrower, language: '2' };
const asOther = { ...DEMO.otherBorrower, language: '2' };
/** The demo product offered in India (to borrower 1002). */
const INDIAN_PRODUCT = 3;

describe('loan journey calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const get = (path: string, params: Record<string, string | number>) =>
    app.inject({ url: `${ONLINE}${path}?${query(params)}` });
  const post = (path: string, session: Record<string, string>, body: Record<string, string | number>) =>
    app.inject({
      method: 'POST',
      url: `${ONLINE}${path}?${query(session)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query(body),
    });
  /** The data of a success envelope; a failure envelope fails the test with its message. */
  const ok = <S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> => {
    const parsed = onlineSuccessSchema(schema).safeParse(body);
    if (!parsed.success) throw new Error(`expected success, got ${JSON.stringify(body)}`);
    return schema.parse((body as { data: unknown }).data) as z.output<S>;
  };
  const orderCount = async (borrowerId: number) =>
    Number(
      (await app.db.query<{ n: unknown }>('select count(*) as n from orders where borrower_id = $1', [borrowerId]))[0]
        ?.n,
    );

  describe('loan-detail-confirm', () => {
    it('answers the offer of product 1 with its figures, plan and contract link', async () => {
      const response = await get('/loan-confirm/loan-detail-confirm', { ...asBorrower, productId: 1 });
      expect(response.statusCode).toBe(200);
      const data = ok(loanDetailConfirm.data, response.json());
      const f = contractFigures(500_000, 91, 1_000);
      expect(data).toMatchObject({
        amount: 500_000,
        periods: 1,
        termUnit: 1,
        isNeedPop: 0,
        loanRate: '0.0065%',
        comProductName: 'Presto Cash',
        isNewContract: '/contract?productId=1',
      });
      expect(data.couNum).toBeUndefined();
      expect(data.repay_plans).toEqual([
        {
          title: 'Pago único',
          amount: f.contractAmount,
          description: 'Capital e intereses',
          pay_time: data.firstPayTime,
        },
      ]);
      expect(data.details).toContainEqual({ text: 'Monto a recibir', format: 'money', value: f.giveAmount });
      expect(data.details).toContainEqual({ text: 'Cuenta bancaria', format: 'text', value: '**** 5678' });
    });

    it('asks for the countdown while the instalment offer is finalised, and not on the reload with isType=1', async () => {
      const first = ok(
        loanDetailConfirm.data,
        (await get('/loan-confirm/loan-detail-confirm', { ...asBorrower, productId: 2 })).json(),
      );
      expect(first.isNeedPop).toBe(1);
      expect(first.repay_plans.map((p) => p.title)).toEqual(['Pago 1 de 3', 'Pago 2 de 3', 'Pago 3 de 3']);
      const sum = first.repay_plans.reduce((total, p) => total + p.amount, 0);
      expect(sum).toBe(contractFigures(1_000_000, 90, 800).contractAmount);
      expect(first.isNewContract).toBe('/agony?productId=2');
      const reload = ok(
        loanDetailConfirm.data,
        (await get('/loan-confirm/loan-detail-confirm', { ...asBorrower, productId: 2, isType: 1 })).json(),
      );
      expect(reload.isNeedPop).toBe(0);
    });

    it('speaks English for language=1', async () => {
      const data = ok(
        loanDetailConfirm.data,
        (await get('/loan-confirm/loan-detail-confirm', { ...DEMO.borrower, language: '1', productId: 1 })).json(),
      );
      expect(data.repay_plans[0]?.title).toBe('Single repayment');
    });

    it('refuses a product without an offer for this borrower', async () => {
      const response = await get('/loan-confirm/loan-detail-confirm', { ...asOther, productId: 1 });
      expect(response.statusCode).toBe(404);
      expect(onlineFailureSchema.parse(response.json()).message).toBe(
        'No hay una oferta de préstamo para este producto en este momento.',
      );
    });

    it('refuses an unknown session before anything else', async () => {
      const response = await get('/loan-confirm/loan-detail-confirm', {
        userId: '1001',
        sessionId: 'nope',
        productId: 1,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 1002 });
    });
  });

  describe('key facts on loan-detail-confirm', () => {
    it('states the carátula of product 1 for Mexico: CAT sin IVA, every fee and tax, schedule, penal rate, UNE', async () => {
      const data = ok(
        loanDetailConfirm.data,
        (await get('/loan-confirm/loan-detail-confirm', { ...asBorrower, productId: 1 })).json(),
      );
      const f = contractFigures(500_000, 91, 1_000);
      expect(data.keyFacts).toMatchObject({
        costKind: 'CAT',
        // (5,029.58 / (5,000.00 − 500.00))^(360/91) − 1, without the IVA taken at disbursal
        annualCostPct: 55.3,
        disbursalDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        amountSanctioned: 500_000,
        amountReceived: f.giveAmount,
        fees: [
          { name: 'Comisión por apertura', amount: f.commission },
          { name: 'IVA (16% de intereses y comisión)', amount: f.iva },
        ],
        totalRepay: f.contractAmount,
        schedule: [{ date: data.firstPayTime, amount: f.contractAmount }],
        penalPerDayPct: 3,
        coolingOffDays: 3,
        grievance: { email: 'une@lend-h5.example', responseDays: 30 },
      });
      expect(data.keyFacts.version).toMatch(/^[0-9a-f]{16}$/);
    });

    it('states the Key Facts Statement for India: GST on the fee only, APR to two decimals, the Grievance Redressal Officer', async () => {
      const indian = { ...DEMO.otherBorrower, productId: INDIAN_PRODUCT };
      const en = ok(
        loanDetailConfirm.data,
        (await get('/loan-confirm/loan-detail-confirm', { ...indian, language: '1' })).json(),
      );
      const f = contractFigures(500_000, 91, 1_000, INDIA.tax);
      // GST is 18% of the 500,00 processing fee; the interest carries none.
      expect(f.iva).toBe(9_000);
      expect(en.keyFacts).toMatchObject({
        costKind: 'APR',
        // (5,029.58 / 4,410.00 − 1) × 365 / 91, on what reaches the account after the fee and its GST
        annualCostPct: 56.35,
        amountReceived: 441_000,
        fees: [
          { name: 'Processing fee', amount: 50_000 },
          { name: 'GST (18% of the processing fee)', amount: 9_000 },
        ],
        totalRepay: f.contractAmount,
        grievance: { email: 'grievance.in@lend-h5.example', responseDays: 30 },
      });
      expect(en.keyFacts.grievance.name).toMatch(/Grievance Redressal Officer/);
      expect(en.details).toContainEqual({ text: 'GST (18% of the processing fee)', format: 'money', value: 9_000 });
      expect(en.details).toContainEqual({ text: 'Amount received', format: 'money', value: 441_000 });
      // Read in Spanish, the Indian offer keeps India's tax, annual cost and desk: the language words it, no more.
      const es = ok(
        loanDetailConfirm.data,
        (await get('/loan-confirm/loan-detail-confirm', { ...indian, language: '2' })).json(),
      );
      expect(es.keyFacts).toMatchObject({
        version: en.keyFacts.version,
        costKind: 'APR',
        annualCostPct: 56.35,
        amountReceived: 441_000,
        grievance: { email: 'grievance.in@lend-h5.example' },
      });
      expect(es.details).toContainEqual({ text: 'GST (18% de la comisión)', format: 'money', value: 9_000 });
    });

    it('gives a Mexican borrower reading English the Mexican offer: IVA, CAT, the UNE', async () => {
      const en = ok(
        loanDetailConfirm.data,
        (await get('/loan-confirm/loan-detail-confirm', { ...asBorrower, language: '1', productId: 1 })).json(),
      );
      const es = ok(
        loanDetailConfirm.data,
        (await get('/loan-confirm/loan-detail-confirm', { ...asBorrower, productId: 1 })).json(),
      );
      expect(en.keyFacts).toMatchObject({
        version: es.keyFacts.version,
        costKind: 'CAT',
        annualCostPct: es.keyFacts.annualCostPct,
        amountReceived: es.keyFacts.amountReceived,
        grievance: { email: 'une@lend-h5.example' },
      });
    });

    it('offers no product of another market', async () => {
      const response = await get('/loan-confirm/loan-detail-confirm', { ...asBorrower, productId: INDIAN_PRODUCT });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('loan-detail-push', () => {
    const terms = { amount: 500_000, periods: 1, termUnit: 1, productId: 1 };
    let offer: typeof terms & { keyFactsVersion: string };
    /** The key facts version the confirm screen shows now for a product. */
    const versionOf = async (productId: number) =>
      ok(loanDetailConfirm.data, (await get('/loan-confirm/loan-detail-confirm', { ...asBorrower, productId })).json())
        .keyFacts.version;
    beforeAll(async () => {
      offer = { ...terms, keyFactsVersion: await versionOf(1) };
    });

    it('creates one order under review and answers its detail URL; a second push answers the same order', async () => {
      const before = await orderCount(1001);
      const first = ok(loanDetailPush.data, (await post('/loan-confirm/loan-detail-push', asBorrower, offer)).json());
      expect(first.lendDetailsUrl).toBe(`/loanDetail?orderId=${first.orderId}&productId=1`);
      const again = ok(loanDetailPush.data, (await post('/loan-confirm/loan-detail-push', asBorrower, offer)).json());
      expect(again).toEqual(first);
      expect(await orderCount(1001)).toBe(before + 1);

      const detail = ok(
        loanDetails.data,
        (await get('/loan-details/loan-details', { ...asBorrower, productId: 1, orderId: first.orderId })).json(),
      );
      const f = contractFigures(500_000, 91, 1_000);
      expect(detail).toMatchObject({ orderStatus: 21, noticeStatusText: 'En revisión', isScore: 1, isDelay: 0 });
      expect(detail.userOrderDetail.detail).toContainEqual({
        text: 'IVA (16% de intereses y comisión)',
        format: 'money',
        value: f.iva,
      });
    });

    it('creates a single order when the same offer is pushed twice at the same moment', async () => {
      const before = await orderCount(1001);
      const instalments = {
        amount: 1_000_000,
        periods: 3,
        termUnit: 1,
        productId: 2,
        keyFactsVersion: await versionOf(2),
      };
      const responses = await Promise.all([
        post('/loan-confirm/loan-detail-push', asBorrower, instalments),
        post('/loan-confirm/loan-detail-push', asBorrower, instalments),
      ]);
      const [a, b] = responses.map((r) => ok(loanDetailPush.data, r.json()));
      expect(a?.orderId).toBe(b?.orderId);
      expect(await orderCount(1001)).toBe(before + 1);
      const [stored] = await app.db.query<{ key_facts_version: string }>(
        'select key_facts_version from orders where id = $1',
        [a?.orderId],
      );
      expect(stored?.key_facts_version).toBe(instalments.keyFactsVersion);
    });

    it('refuses key facts of other terms: a change of fees changes the version, and the old one is stale', async () => {
      await app.db.query(
        "insert into borrowers (id, name, phone, market) values (1004, 'Otra Prueba', '5500000004', 'MX')",
      );
      await app.db.query("insert into sessions (id, borrower_id) values ('s-1004', 1004)");
      await app.db.query(
        "insert into bank_accounts (borrower_id, bank_name, bank_code, card_last4) values (1004, 'BBVA', 'BBVA', '4444')",
      );
      await app.db.query('insert into offers (borrower_id, product_id) values (1004, 1)');
      const session = { userId: '1004', sessionId: 's-1004', language: '2' };
      const read = offer.keyFactsVersion;
      await app.db.query('update products set commission_bp = 1200 where id = 1');
      try {
        const now = await versionOf(1);
        expect(now).not.toBe(read);
        const stale = await post('/loan-confirm/loan-detail-push', session, { ...terms, keyFactsVersion: read });
        expect(stale.statusCode).toBe(409);
        expect(onlineFailureSchema.parse(stale.json())).toEqual({
          code: 1005,
          success: false,
          message:
            'Las condiciones del préstamo cambiaron después de que abriste la carátula. Lee la nueva carátula antes de aceptar.',
        });
        expect(await orderCount(1004)).toBe(0);
        const fresh = await post('/loan-confirm/loan-detail-push', session, { ...terms, keyFactsVersion: now });
        const { orderId } = ok(loanDetailPush.data, fresh.json());
        const [stored] = await app.db.query<{ key_facts_version: string }>(
          'select key_facts_version from orders where id = $1',
          [orderId],
        );
        expect(stored?.key_facts_version).toBe(now);
      } finally {
        await app.db.query('update products set commission_bp = 1000 where id = 1');
      }
    });

    it('refuses a push without the key facts version', async () => {
      const response = await post('/loan-confirm/loan-detail-push', asBorrower, terms);
      expect(response.statusCode).toBe(400);
      expect(onlineFailureSchema.parse(response.json()).message).toMatch(/keyFactsVersion/);
    });

    it('refuses terms that are not the offer (a stale confirm page)', async () => {
      const response = await post('/loan-confirm/loan-detail-push', asBorrower, { ...offer, amount: 900_000 });
      expect(response.statusCode).toBe(409);
      expect(onlineFailureSchema.parse(response.json()).message).toBe(
        'La oferta del préstamo cambió. Revísala de nuevo.',
      );
    });

    it('refuses to lend to a borrower without a bank account to pay into', async () => {
      await app.db.query(
        "insert into borrowers (id, name, phone, market) values (1003, 'Sin Cuenta', '5500000000', 'MX')",
      );
      await app.db.query("insert into sessions (id, borrower_id) values ('s-1003', 1003)");
      await app.db.query('insert into offers (borrower_id, product_id) values (1003, 1)');
      const response = await post('/loan-confirm/loan-detail-push', { userId: '1003', sessionId: 's-1003' }, offer);
      expect(response.statusCode).toBe(409);
      expect(onlineFailureSchema.parse(response.json()).message).toBe(
        'Primero agrega una cuenta bancaria para recibir el préstamo.',
      );
      expect(await orderCount(1003)).toBe(0);
    });

    it('refuses a borrower without that offer', async () => {
      const before = await orderCount(1002);
      const response = await post('/loan-confirm/loan-detail-push', asOther, offer);
      expect(response.statusCode).toBe(404);
      expect(await orderCount(1002)).toBe(before);
    });
  });

  describe('loan-details', () => {
    it.each([
      [5001, 21, 'En revisión', 0],
      [5002, 151, 'Aprobado', 0],
      [5003, 110, 'No aprobado', 0],
      [5004, 174, 'Pendiente de pago', 1],
      [5005, 180, 'Vencido', 0],
      [5006, 200, 'Pagado', 0],
    ])('answers demo order %i with status %i (%s)', async (orderId, status, title, isDelay) => {
      const data = ok(
        loanDetails.data,
        (await get('/loan-details/loan-details', { ...asBorrower, productId: 1, orderId })).json(),
      );
      expect(data).toMatchObject({ orderStatus: status, noticeStatusText: title, isDelay, productName: 'Presto Cash' });
      expect(data.isNewContract).toBe(status === 110 ? '' : `/contract?orderNo=${orderId}`);
    });

    it.each([
      [5004, 'on time', 0],
      [5005, 'overdue', 9],
    ])(
      'states what order %i (%s) owes today: the amount, due date and late interest the repay screen asks',
      async (orderId, _, days) => {
        const detail = ok(
          loanDetails.data,
          (await get('/loan-details/loan-details', { ...asBorrower, productId: 1, orderId })).json(),
        );
        const repay = ok(
          loanPlayDetail.data,
          (await get('/installment/loan-play-detail', { ...asBorrower, productId: 1, orderId })).json(),
        );
        if (repay.state !== 'due') throw new Error(`order ${orderId} should be due, got ${repay.state}`);
        const repayRow = (label: string) => repay.detail.find((row) => row.text === label)?.value;
        // Whole days from the Mexican calendar's today to the due date; none once it has passed.
        const daysLeft = Math.max(0, (Date.parse(repay.repayDate) - Date.parse(marketToday(MEXICO))) / DAY_MS);
        expect(detail.dueToday).toEqual({
          amount: repay.repayAmount,
          dueDate: repay.repayDate,
          dueInDays: daysLeft,
          overdueDays: days,
          lateInterest: repayRow('Interés moratorio') ?? -1,
        });
        const f = contractFigures(500_000, 91, 1_000);
        // Late: 3% of the principal per day on top of the contract; on time: the contract's total.
        expect(detail.dueToday?.amount).toBe(f.contractAmount + (days * 500_000 * 3) / 100);
      },
    );

    it.each([5001, 5002, 5003, 5006])(
      'states nothing owed today for order %i, which is not being repaid',
      async (orderId) => {
        const detail = ok(
          loanDetails.data,
          (await get('/loan-details/loan-details', { ...asBorrower, productId: 1, orderId })).json(),
        );
        expect(detail.dueToday).toBeNull();
      },
    );

    it('gives a disbursed order its dates and the amount to repay', async () => {
      const data = ok(
        loanDetails.data,
        (await get('/loan-details/loan-details', { ...asBorrower, productId: 1, orderId: 5004 })).json(),
      );
      const rows = Object.fromEntries(data.userOrderDetail.detail.map((r) => [r.text, r.value]));
      expect(rows['Fecha de depósito']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rows['Fecha de vencimiento']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rows['Total del contrato (capital + intereses)']).toBe(contractFigures(500_000, 91, 1_000).contractAmount);
      expect(rows['Plazo del préstamo']).toBe('91 días');
    });

    it('refuses user 1002 asking for order 5004 with a failure envelope, as for a missing order', async () => {
      const theirs = await get('/loan-details/loan-details', { ...asOther, productId: 1, orderId: 5004 });
      const missing = await get('/loan-details/loan-details', { ...asOther, productId: 1, orderId: 999_999 });
      expect(theirs.statusCode).toBe(404);
      expect(onlineFailureSchema.parse(theirs.json())).toEqual({
        code: 1003,
        success: false,
        message: 'No encontramos ese pedido',
      });
      expect(missing.json()).toEqual(theirs.json());
    });
  });

  describe('contract-detail', () => {
    it('fills the promissory note of order 5004 with exact integer figures (the order wins over the launch productId)', async () => {
      const data = ok(
        contractDetail.data,
        (await get('/loan-details/contract-detail', { ...asBorrower, orderNo: '5004', productId: 2 })).json(),
      );
      const f = contractFigures(500_000, 91, 1_000);
      expect(data).toMatchObject({
        userName: 'María Fernanda López',
        productName: 'Presto Cash',
        amount: 500_000,
        bankNo: '**** 5678',
        commission: f.commission,
        Interest: f.interest,
        IVA: f.iva,
        giveAmount: f.giveAmount,
        contractAmount: f.contractAmount,
        company: 'Lend H5 Financial Services',
        termDays: 91,
      });
      expect(data.periods).toHaveLength(1);
      expect(data.periods[0]?.planDate).toBe(data.planDate);
    });

    it.each([
      ['2', 5004],
      ['2', 5005],
      ['2', 5006],
      ['1', 5004],
      ['1', 5006],
    ])(
      'dates the seeded agreement of order %i no later than its disbursal (language=%s)',
      async (language, orderNo) => {
        const data = ok(
          contractDetail.data,
          (await get('/loan-details/contract-detail', { ...asBorrower, language, orderNo })).json(),
        );
        expect(data.contractDate <= data.daiDate).toBe(true);
      },
    );

    it('previews the agreement of an offer before it is accepted', async () => {
      const data = ok(
        contractDetail.data,
        (await get('/loan-details/contract-detail', { ...asBorrower, productId: 2 })).json(),
      );
      expect(data.periods).toHaveLength(3);
      expect(data.productName).toBe('Presto Plazos');
    });

    it('refuses another borrower’s order, a non-numeric number and a request naming nothing', async () => {
      expect((await get('/loan-details/contract-detail', { ...asOther, orderNo: '5004' })).statusCode).toBe(404);
      expect((await get('/loan-details/contract-detail', { ...asBorrower, orderNo: 'abc' })).statusCode).toBe(404);
      const none = await get('/loan-details/contract-detail', asBorrower);
      expect(none.statusCode).toBe(400);
      expect(onlineFailureSchema.parse(none.json()).message).toContain('orderNo');
    });
  });

  describe('google-score', () => {
    it('stores a rating once per order and stops asking for it', async () => {
      const first = await post('/loan-details/google-score', asBorrower, { score: 5, orderId: 5006 });
      expect(ok(googleScore.data, first.json())).toEqual({});
      const second = await post('/loan-details/google-score', asBorrower, { score: 2, orderId: 5006 });
      expect(second.statusCode).toBe(409);
      expect(onlineFailureSchema.parse(second.json()).message).toBe('Ya calificaste este préstamo.');
      const detail = ok(
        loanDetails.data,
        (await get('/loan-details/loan-details', { ...asBorrower, productId: 1, orderId: 5006 })).json(),
      );
      expect(detail.isScore).toBe(0);
    });

    it('takes the order from the device context when the payload names none', async () => {
      const response = await post('/loan-details/google-score', { ...asBorrower, orderId: '5002' }, { score: 3 });
      expect(ok(googleScore.data, response.json())).toEqual({});
    });

    it('refuses to rate a refused application', async () => {
      const response = await post('/loan-details/google-score', asBorrower, { score: 5, orderId: 5003 });
      expect(response.statusCode).toBe(409);
      const detail = ok(
        loanDetails.data,
        (await get('/loan-details/loan-details', { ...asBorrower, productId: 1, orderId: 5003 })).json(),
      );
      expect(detail.isScore).toBe(0);
    });

    it('refuses a score outside 1–5, a rating without an order and another borrower’s order', async () => {
      expect((await post('/loan-details/google-score', asBorrower, { score: 6, orderId: 5005 })).statusCode).toBe(400);
      expect((await post('/loan-details/google-score', asBorrower, { score: 0, orderId: 5005 })).statusCode).toBe(400);
      expect((await post('/loan-details/google-score', asBorrower, { score: 4 })).statusCode).toBe(400);
      expect((await post('/loan-details/google-score', asOther, { score: 4, orderId: 5005 })).statusCode).toBe(404);
    });
  });
});
