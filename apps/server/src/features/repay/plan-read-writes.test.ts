import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedDatabase } from '../../testing/counted-database.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';

const WRITE = /\b(insert|update|delete|pg_advisory_xact_lock)\b|^begin$/i;

describe('reading the repayment plan (loan-play-detail)', () => {
  let app: FastifyInstance;
  let counter: ReturnType<typeof countedDatabase>;
  beforeAll(async () => {
    app = await buildTestApp(
      {},
      {
        wrapDatabase: (db) => {
          counter = countedDatabase(db);
          return counter.db;
        },
      },
    );
    // The first app of a process builds the seeded database template, minutes on a loaded machine.
  }, 240_000);
  afterAll(() => app?.close());

  async function fixture() {
    const response = await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: {} });
    expect(response.statusCode).toBe(200);
    return response.json() as { userId: string; sessionId: string; orderId: string; productId: string };
  }
  const references = async (orderId: string) =>
    (
      await app.db.query('select id, reference, clabe from payment_references where order_id = $1 order by id', [
        orderId,
      ])
    ).length;

  it('makes each channel its reference once; a repeated read writes nothing and reads the channels in one statement', async () => {
    const order = await fixture();
    const read = () =>
      counter.during(() =>
        app.inject({
          url: `/online/v3/installment/loan-play-detail?${query({ ...order, language: '2' })}`,
        }),
      );
    expect(await references(order.orderId)).toBe(0);
    const first = await read();
    expect(first.result.statusCode).toBe(200);
    const channels = (first.result.json().data.repayList as { list: { vCode: string }[] }[]).flatMap((g) => g.list);
    expect(await references(order.orderId)).toBe(channels.length);

    const second = await read();
    const third = await read();
    expect(second.result.json()).toEqual(first.result.json());
    expect(third.result.json()).toEqual(first.result.json());
    expect(await references(order.orderId)).toBe(channels.length);
    expect(second.statements.filter((sql) => WRITE.test(sql))).toEqual([]);
    expect(second.statements.filter((sql) => /repay_channels/.test(sql))).toHaveLength(1);
    expect(third.statements.length).toBeLessThanOrEqual(3);
  });

  it('asking for a voucher of a channel with a live reference gives that reference and makes none', async () => {
    const order = await fixture();
    const plan = await app.inject({
      url: `/online/v3/installment/loan-play-detail?${query({ ...order, language: '2' })}`,
    });
    const { repayAmount, repayList } = plan.json().data as {
      repayAmount: number;
      repayList: { list: { payCode: string; vCode: string }[] }[];
    };
    const oxxo = repayList.flatMap((g) => g.list).find((c) => c.payCode === 'OXXO');
    const before = await references(order.orderId);
    const voucher = await app.inject({
      method: 'POST',
      url: `/online/v3/loan-details/generate-vcode?${query({ userId: order.userId, sessionId: order.sessionId, language: '2' })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({
        productId: order.productId,
        orderId: order.orderId,
        amount: repayAmount,
        payCode: 'OXXO',
        requestType: 1,
      }),
    });
    expect(voucher.json().data.repayDetail.vCode).toBe(oxxo?.vCode);
    expect(await references(order.orderId)).toBe(before);
  });
});
