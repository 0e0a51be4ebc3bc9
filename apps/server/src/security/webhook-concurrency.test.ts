import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSignedNotification } from '../testing/repay-client.ts';
import { staffBearer } from '../testing/staff-client.ts';
import { buildTestApp, query } from '../testing/test-app.ts';

type Who = { userId: string; sessionId: string; orderId: string };
const PARALLEL = 20;

/**
 * The payment provider's notifications arriving at once (its retries, two events for one voucher, events for two
 * vouchers of one loan): with TEST_DATABASE_URL they really run side by side on PostgreSQL.
 */
describe('security: simultaneous payment notifications', { timeout: 300_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  }, 600_000);
  afterAll(() => app.close());

  const online = (path: string, who: Who) =>
    `/online${path}?${query({ userId: who.userId, sessionId: who.sessionId, language: '2' })}`;
  const send = (body: object) => sendSignedNotification(app, body);
  const event = (eventId: string, reference: string, amount: number) => ({
    eventId,
    reference,
    amount,
    currency: 'MXN',
    paidAt: '2026-11-20T10:00:00.000Z',
    channel: 'OXXO',
  });
  const loan = async () => {
    const who: Who = (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: {} })).json();
    const due = Number(
      (
        await app.inject({
          url: `${online('/v3/installment/loan-play-detail', who)}&${query({ productId: 1, orderId: who.orderId })}`,
        })
      ).json().data.repayAmount,
    );
    const voucher = async (amount: number): Promise<string> =>
      (
        await app.inject({
          method: 'POST',
          url: online('/v3/loan-details/generate-vcode', who),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: query({ productId: 1, orderId: who.orderId, amount, payCode: 'OXXO', requestType: 1 }),
        })
      ).json().data.repayDetail.vCode;
    return { who, due, voucher };
  };
  const repaymentsOf = async (orderId: string) =>
    Number(
      (
        await app.db.query<{ n: unknown }>('select count(*)::int as n from repayments where order_id = $1', [orderId])
      )[0]?.n,
    );

  it(`applies one of ${PARALLEL} different events for one voucher at once, answers every one 200`, async () => {
    const { who, due, voucher } = await loan();
    const reference = await voucher(due);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => send(event(`evt-many-${who.orderId}-${i}`, reference, due))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const outcomes = answers.map((a) => a.json().outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(answers.filter((a) => a.json().reason === 'already-paid')).toHaveLength(PARALLEL - 1);
    expect(await repaymentsOf(who.orderId)).toBe(1);
  });

  it('applies events for two vouchers of one loan arriving together, in either order, without an error', async () => {
    const { who, due, voucher } = await loan();
    const part = await voucher(100_000);
    const whole = await voucher(due);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2 === 0
          ? send(event(`evt-part-${who.orderId}-${i}`, part, 100_000))
          : send(event(`evt-whole-${who.orderId}-${i}`, whole, due)),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(answers.filter((a) => a.json().outcome === 'applied')).toHaveLength(2);
    expect(await repaymentsOf(who.orderId)).toBe(2);
  });

  it(`answers ${PARALLEL} copies of one event 200, applied once, the rest marked duplicate`, async () => {
    const { who, due, voucher } = await loan();
    const body = event(`evt-retried-${who.orderId}`, await voucher(due), due);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => send(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(answers.filter((a) => a.json().duplicate === true)).toHaveLength(PARALLEL - 1);
    expect(await repaymentsOf(who.orderId)).toBe(1);
  });

  it('refuses the same eventId with another body as a conflict and lists it for staff', async () => {
    const { who, due, voucher } = await loan();
    const reference = await voucher(due);
    const first = event(`evt-conflict-${who.orderId}`, reference, due);
    expect((await send(first)).json().outcome).toBe('applied');
    const altered = await send({ ...first, amount: due + 50_000 });
    expect(altered.statusCode).toBe(409);
    expect(altered.json().message).toContain('eventId');
    expect((await send(first)).json()).toMatchObject({ outcome: 'applied', duplicate: true });
    const listed = await app.inject({
      url: '/staff/api/unmatched-payments',
      headers: { authorization: await staffBearer(app, 'agent.mx@demo.test') },
    });
    expect(listed.json().data.payments).toContainEqual(
      expect.objectContaining({ eventId: first.eventId, amount: due + 50_000, reason: 'event-id-conflict' }),
    );
    expect(await repaymentsOf(who.orderId)).toBe(1);
  });
});
