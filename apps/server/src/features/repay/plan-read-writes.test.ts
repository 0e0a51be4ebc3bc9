import { channelReferenceDueSchema, onlineEnvelopeSchema, repayDueSchema } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCountedTestApp, type StatementCounter } from '../../testing/counted-app.ts';
import { DEMO, query } from '../../testing/test-app.ts';
import { isValidClabe } from './clabe.ts';
import { isValidReference } from './rules.ts';

const WRITE = /\b(insert|update|delete|pg_advisory_xact_lock)\b|^begin$/i;

type Order = { userId: string; sessionId: string; orderId: string; productId: string };
type Ask = { payCode: string; amount: number; requestType?: number | string };

/**
 * Reading the repayment plan writes nothing, not even the first time; a channel's reference is made when the
 * borrower asks for that channel's code, once, however often or simultaneously it is asked. Through real HTTP.
 */
describe('reading the repayment plan (loan-play-detail) and asking for a channel reference', () => {
  let app: FastifyInstance;
  let base: string;
  let counter: StatementCounter;
  beforeAll(async () => {
    ({ app, counter } = await buildCountedTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' }));
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  }, 240_000);
  afterAll(() => app?.close());

  async function fixture(): Promise<Order> {
    const response = await fetch(`${base}/dev/repay/fixture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Order;
  }
  const referenceCount = async (orderId: string) =>
    (await app.db.query('select id from payment_references where order_id = $1', [orderId])).length;

  async function readPlan(order: Order) {
    const response = await fetch(
      `${base}/online/v3/installment/loan-play-detail?${query({ ...order, language: '2' })}`,
    );
    expect(response.status).toBe(200);
    const body = onlineEnvelopeSchema(repayDueSchema).parse(await response.json());
    if (!body.success) throw new Error(body.message);
    return body.data;
  }
  const channelsOf = (plan: Awaited<ReturnType<typeof readPlan>>) => plan.repayList.flatMap((g) => g.list);

  function ask(
    order: Order,
    { payCode, amount, requestType = 1 }: Ask,
    who: Pick<Order, 'userId' | 'sessionId'> = order,
  ) {
    return fetch(`${base}/online/v3/loan-details/channel-reference?${query({ ...who, language: '2' })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: query({ productId: order.productId, orderId: order.orderId, amount, payCode, requestType }),
    });
  }
  async function askedChannel(order: Order, what: Ask) {
    const response = await ask(order, what);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = onlineEnvelopeSchema(channelReferenceDueSchema).parse(await response.json());
    if (!body.success) throw new Error(body.message);
    return body.data.channel;
  }

  it('writes nothing on the first read or any later one, lists the channels without codes, in one channel statement', async () => {
    const order = await fixture();
    const first = await counter.during(() => readPlan(order));
    expect(first.statements.filter((sql) => WRITE.test(sql))).toEqual([]);
    expect(first.statements.filter((sql) => /repay_channels/.test(sql))).toHaveLength(1);
    expect(await referenceCount(order.orderId)).toBe(0);
    const channels = channelsOf(first.result);
    expect(channels.map((c) => c.payCode)).toEqual(['SPEI', 'OXXO', '7ELEVEN']);
    for (const channel of channels)
      expect(channel).toEqual({ logo: channel.logo, desc: channel.desc, payCode: channel.payCode });

    const second = await counter.during(() => readPlan(order));
    expect(second.result).toEqual(first.result);
    expect(second.statements.filter((sql) => WRITE.test(sql))).toEqual([]);
    // The session is known by now: the order, its state and the channels with their references.
    expect(second.statements.length).toBeLessThanOrEqual(3);
    expect(await referenceCount(order.orderId)).toBe(0);
  });

  it('makes a channel its reference when asked, once; asked again it answers the same, and the plan then shows it', async () => {
    const order = await fixture();
    const plan = await readPlan(order);
    const oxxo = await askedChannel(order, { payCode: 'OXXO', amount: plan.repayAmount });
    expect(isValidReference(oxxo.vCode)).toBe(true);
    expect(oxxo.BARcodeImg).toBe(`/online/v3/loan-details/barcode/${oxxo.vCode}.svg`);
    expect(await referenceCount(order.orderId)).toBe(1);
    expect((await askedChannel(order, { payCode: 'OXXO', amount: plan.repayAmount })).vCode).toBe(oxxo.vCode);
    expect(await referenceCount(order.orderId)).toBe(1);

    // The plan reads the asked channel's code and still makes none for the others.
    const after = await counter.during(() => readPlan(order));
    expect(after.statements.filter((sql) => WRITE.test(sql))).toEqual([]);
    const listed = channelsOf(after.result);
    expect(listed.find((c) => c.payCode === 'OXXO')).toEqual(oxxo);
    expect(listed.filter((c) => c.vCode !== undefined)).toHaveLength(1);
    expect(await referenceCount(order.orderId)).toBe(1);

    // A SPEI reference comes with its CLABE; the instructions of a channel give the same reference.
    const spei = await askedChannel(order, { payCode: 'SPEI', amount: plan.repayAmount });
    expect(isValidClabe(spei.clabe ?? '')).toBe(true);
    expect(spei.BARcodeImg).toBeUndefined();
    const instructions = await fetch(
      `${base}/online/v3/loan-details/generate-vcode?${query({ userId: order.userId, sessionId: order.sessionId, language: '2' })}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: query({
          productId: order.productId,
          orderId: order.orderId,
          amount: plan.repayAmount,
          payCode: 'SPEI',
          requestType: 1,
        }),
      },
    );
    expect(((await instructions.json()) as { data: { repayDetail: { vCode: string } } }).data.repayDetail.vCode).toBe(
      spei.vCode,
    );
    expect(await referenceCount(order.orderId)).toBe(2);
  });

  it('makes one reference for simultaneous asks of the same channel and amount', async () => {
    const order = await fixture();
    const { repayAmount } = await readPlan(order);
    const asked = await Promise.all(
      Array.from({ length: 8 }, () => askedChannel(order, { payCode: '7ELEVEN', amount: repayAmount })),
    );
    expect(new Set(asked.map((c) => c.vCode)).size).toBe(1);
    expect(await referenceCount(order.orderId)).toBe(1);
  });

  it("refuses another borrower's order with the same 404 as a missing one, and makes nothing", async () => {
    const order = await fixture();
    const { repayAmount } = await readPlan(order);
    const theirs = await ask(order, { payCode: 'OXXO', amount: repayAmount }, DEMO.otherBorrower);
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get('cache-control')).toBe('no-store');
    const missing = await ask({ ...order, orderId: '999999' }, { payCode: 'OXXO', amount: repayAmount });
    expect(missing.status).toBe(404);
    const unsigned = await ask(
      order,
      { payCode: 'OXXO', amount: repayAmount },
      { userId: order.userId, sessionId: 'nope' },
    );
    expect(unsigned.status).toBe(401);
    expect(await referenceCount(order.orderId)).toBe(0);
  });

  it('refuses bad input with a 400 and makes nothing', async () => {
    const order = await fixture();
    const { repayAmount } = await readPlan(order);
    const refused: Ask[] = [
      { payCode: 'OXXO', amount: 12.5 },
      { payCode: 'OXXO', amount: repayAmount + 1 },
      { payCode: 'OXXO', amount: 0 },
      { payCode: 'OXXO', amount: repayAmount, requestType: 4 },
      { payCode: 'OXXO', amount: repayAmount, requestType: 'x' },
      { payCode: '', amount: repayAmount },
      { payCode: 'NOSUCHBANK', amount: repayAmount },
      { payCode: 'x'.repeat(33), amount: repayAmount },
    ];
    for (const what of refused)
      expect({ what, status: (await ask(order, what)).status }).toEqual({ what, status: 400 });
    expect(await referenceCount(order.orderId)).toBe(0);
  });
});
