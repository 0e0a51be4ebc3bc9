import { OLD_REPAYMENT_CODE, ORDER_STATUS } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BenchFigure, writeBenchFigures } from '../testing/bench-figures.ts';
import { confirmOffer, pushLoan, pushRequestFrom } from '../testing/loan-client.ts';
import { commitBody, freshBorrower, oldRepaymentCall } from '../testing/old-repayment-client.ts';
import { newestCode } from '../testing/promotion-client.ts';
import { askReference } from '../testing/repay-client.ts';
import { buildTestApp, DEMO, query } from '../testing/test-app.ts';

/**
 * The same write sent 50 times at once (a double tap, a retrying client, a flaky network): exactly one record each
 * time, the same idempotent answer for the others, and the money adding up afterwards. With TEST_DATABASE_URL the
 * requests really run side by side on PostgreSQL; on the embedded database they interleave between statements.
 */
const PARALLEL = 50;

describe('concurrency: 50 identical writes at once', { timeout: 300_000 }, () => {
  let app: FastifyInstance;
  const rows: BenchFigure[] = [];
  const count = async (sql: string, params: unknown[]) =>
    Number((await app.db.query<{ n: unknown }>(`select count(*)::int as n from (${sql}) t`, params))[0]?.n);
  const sum = async (sql: string, params: unknown[]) =>
    Number(
      (await app.db.query<{ s: unknown }>(`select coalesce(sum(amount), 0)::bigint as s from (${sql}) t`, params))[0]
        ?.s,
    );

  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(() => app.close());

  it('50 repayment commits of one order make one pending record; 50 confirms repay it once', async () => {
    const who = await freshBorrower(app);
    const body = await commitBody(app, who);
    const commits = await Promise.all(
      Array.from({ length: PARALLEL }, () => oldRepaymentCall(app, '/repayment-commit', body, who)),
    );
    const accepted = commits.filter((r) => r.json().code === '00');
    const repeated = commits.filter((r) => r.json().code === OLD_REPAYMENT_CODE.repeatedSubmit);
    const records = await count('select 1 from card_repayments where order_id = $1', [who.orderId]);
    const sms = await count('select 1 from sms_outbox where phone = $1', [who.phone]);
    expect(accepted).toHaveLength(1);
    expect(repeated).toHaveLength(PARALLEL - 1);
    expect(records).toBe(1);
    expect(sms).toBe(1);

    const record = accepted[0]?.json().data.repayRecordId;
    const code = await newestCode(app, who.phone);
    const confirms = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        oldRepaymentCall(
          app,
          '/repayment-confirm',
          { orderId: who.orderId, repaymentRecordId: record, verifyCode: code ?? '' },
          who,
        ),
      ),
    );
    const confirmed = confirms.filter((r) => r.json().code === '00').length;
    const repaid = await sum('select amount from repayments where order_id = $1', [who.orderId]);
    const repayments = await count('select 1 from repayments where order_id = $1', [who.orderId]);
    const [order] = await app.db.query<{ status: unknown }>('select status from orders where id = $1', [who.orderId]);
    const balanced = repaid === body.amount && Number(order?.status) === ORDER_STATUS.settled;
    rows.push(
      {
        measure: `card repayment records from ${PARALLEL} parallel commits`,
        value: records,
        target: '1',
        met: records === 1,
      },
      {
        measure: 'idempotent answers (800005) to the other commits',
        value: repeated.length,
        target: String(PARALLEL - 1),
        met: repeated.length === PARALLEL - 1,
      },
      {
        measure: `repayments applied from ${PARALLEL} parallel confirms`,
        value: repayments,
        target: '1',
        met: repayments === 1,
      },
      {
        measure: 'repaid amount = committed amount, order settled',
        value: balanced ? 'yes' : `repaid ${repaid} of ${body.amount}`,
        target: 'yes',
        met: balanced,
      },
    );
    expect(confirmed).toBe(1);
    expect(repayments).toBe(1);
    expect(balanced).toBe(true);
  });

  it('50 pushes of one offer lend once and all answer the same order', async () => {
    const before = await count('select 1 from orders where borrower_id = 1001', []);
    const confirm = await confirmOffer(app, DEMO.borrower, 1);
    const body = pushRequestFrom(confirm, 1);
    const pushes = await Promise.all(Array.from({ length: PARALLEL }, () => pushLoan(app, DEMO.borrower, body)));
    const orderIds = new Set(pushes.map((r) => r.json().data?.orderId));
    const created = (await count('select 1 from orders where borrower_id = 1001', [])) - before;
    const [order] = await app.db.query<{ amount: unknown }>('select amount from orders where id = $1', [
      [...orderIds][0],
    ]);
    const sameAmount = Number(order?.amount) === Number(confirm.amount);
    rows.push(
      {
        measure: `orders from ${PARALLEL} parallel pushes of one offer`,
        value: created,
        target: '1',
        met: created === 1,
      },
      {
        measure: 'pushes answered with that same order',
        value: pushes.filter((r) => r.statusCode === 200).length,
        target: String(PARALLEL),
        met: orderIds.size === 1,
      },
      { measure: 'order amount = offer amount', value: sameAmount ? 'yes' : 'no', target: 'yes', met: sameAmount },
    );
    expect(pushes.every((r) => r.statusCode === 200)).toBe(true);
    expect(orderIds.size).toBe(1);
    expect(created).toBe(1);
    expect(sameAmount).toBe(true);
  });

  it('50 saves of one complaint draft (same requestId) file one complaint, answered to all', async () => {
    const requestId = `draft-${Date.now()}`;
    const payload = query({
      problemType: 2,
      problemDetail: 'Charged twice for one payment',
      problemImage: '',
      orderNo: '5004',
      requestId,
    });
    const saves = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        app.inject({
          method: 'POST',
          url: `/online/user-problem/problem-save?${query(DEMO.borrower)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        }),
      ),
    );
    const ids = new Set(saves.map((r) => r.json().data?.problemId));
    const filed = await count('select 1 from complaints where borrower_id = 1001 and client_request_id = $1', [
      requestId,
    ]);
    rows.push(
      {
        measure: `complaints from ${PARALLEL} parallel saves of one draft`,
        value: filed,
        target: '1',
        met: filed === 1,
      },
      {
        measure: 'saves answered with that same complaint',
        value: saves.filter((r) => r.statusCode === 200).length,
        target: String(PARALLEL),
        met: ids.size === 1,
      },
    );
    expect(saves.every((r) => r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(filed).toBe(1);
  });

  it('50 "paid" notifications of one voucher settle it once', async () => {
    const who = await freshBorrower(app);
    const detail = await app.inject({
      url: `/online/v3/installment/loan-play-detail?${query({ ...who, productId: 1 })}`,
    });
    const due = detail.json().data.repayAmount as number;
    const payCode = (detail.json().data.repayList as { list: { payCode: string }[] }[])[0]?.list[0]?.payCode ?? '';
    const reference = (await askReference(app, who, { orderId: who.orderId, requestType: 1, amount: due, payCode }))
      .vCode;
    const notices = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        app.inject({ method: 'POST', url: '/dev/repay/voucher-paid', payload: { reference } }),
      ),
    );
    const repayments = await count('select 1 from repayments where order_id = $1', [who.orderId]);
    const repaid = await sum('select amount from repayments where order_id = $1', [who.orderId]);
    rows.push(
      {
        measure: `repayments from ${PARALLEL} parallel "paid" notifications of one voucher`,
        value: repayments,
        target: '1',
        met: repayments === 1,
      },
      {
        measure: 'repaid amount = voucher amount',
        value: repaid === due ? 'yes' : `${repaid} of ${due}`,
        target: 'yes',
        met: repaid === due,
      },
    );
    // A repeated notification is answered (200) with what the first one recorded, and records nothing itself.
    expect(notices.every((r) => r.statusCode === 200)).toBe(true);
    expect(notices.filter((r) => r.json().alreadyRecorded === false)).toHaveLength(1);
    expect(repayments).toBe(1);
    expect(repaid).toBe(due);
  });

  it('reports its figures', () => {
    writeBenchFigures('Concurrency: identical writes at once', rows, [
      `${PARALLEL} identical requests at once per case, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}.`,
    ]);
    expect(rows.every((r) => r.met)).toBe(true);
  });
});
