import {
  COMPLAINT_PAYMENT_DAYS_BEFORE,
  complaintDetailSchema,
  DAY_MS,
  type LendingMarketId,
  REPAYMENT_PROBLEM_TYPE,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSignedNotification } from '../../testing/repay-client.ts';
import { signInStaff } from '../../testing/staff-client.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';

/** Starting an app takes long on a loaded machine (PGlite boots in-process). */
const HOOK_TIMEOUT_MS = 600_000;

type Fixture = { userId: string; sessionId: string; orderId: string; productId: string };

describe('support desk: a repayment complaint’s money trail', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', PAYMENT_WEBHOOK_SECRET: 'trail-test-secret-000001' });
  }, HOOK_TIMEOUT_MS);
  afterAll(() => app.close());

  const fixture = async (market: LendingMarketId): Promise<Fixture> =>
    (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: { market } })).json();
  const online = (path: string, who: Fixture, language: string) =>
    `/online${path}?${query({ userId: who.userId, sessionId: who.sessionId, language })}`;
  /** A voucher the borrower was shown, as the repay screen asks for it. */
  const voucher = async (who: Fixture, payCode: string, amount: number, language = '2'): Promise<string> => {
    const response = await app.inject({
      method: 'POST',
      url: online('/v3/loan-details/generate-vcode', who, language),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ productId: who.productId, orderId: who.orderId, amount, payCode, requestType: 1 }),
    });
    const code = response.json().data?.repayDetail?.vCode;
    if (typeof code !== 'string') throw new Error(`generate-vcode: ${response.statusCode} ${response.body}`);
    return code;
  };
  let events = 0;
  const notify = async (reference: string, amount: number, extra: Record<string, unknown> = {}) => {
    const body = {
      eventId: `trail-${++events}`,
      reference,
      amount,
      currency: 'MXN',
      paidAt: new Date().toISOString(),
      channel: 'OXXO',
      ...extra,
    };
    const answer = (await sendSignedNotification(app, body)).json();
    return { eventId: body.eventId, outcome: String(answer.outcome), reason: answer.reason as string | undefined };
  };
  const file = async (who: Fixture, problemType: number, language = '2') => {
    const response = await app.inject({
      method: 'POST',
      url: online('/user-problem/problem-save', who, language),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ problemType, problemDetail: 'I paid and it does not show', orderNo: who.orderId }),
    });
    const id = response.json().data?.problemId;
    if (typeof id !== 'number') throw new Error(`problem-save: ${response.statusCode} ${response.body}`);
    return id;
  };
  const ledger = async (orderId: string) =>
    app.db.query(
      `select (select count(*) from repayments where order_id = $1) as repayments,
              (select count(*) from payment_notifications) as notifications,
              (select string_agg(coalesce(paid_at::text, '-'), ',' order by id) from payment_references
                where order_id = $1) as paid`,
      [orderId],
    );

  it('lists the order’s references and its applied, unmatched and possibly-its notifications, read only', async () => {
    const who = await fixture('MX');
    const paid = await voucher(who, 'OXXO', 60_000);
    // Asked for before the payment: what was due changed, so it is no longer accepted.
    const retired = await voucher(who, 'OXXO', 45_000);
    // One of the order's references paid short (kept unmatched), then paid in full (applied).
    const short = await notify(paid, 59_999);
    expect(short).toMatchObject({ outcome: 'unmatched', reason: 'wrong-amount' });
    const applied = await notify(paid, 60_000);
    expect(applied.outcome).toBe('applied');
    const open = await voucher(who, 'OXXO', 45_000);
    // Naming no reference of ours: the amount of one of the order's references in pesos, paid today, could be theirs;
    // paid before the window, of another amount, or in rupees it could not.
    const typo = await notify('1111222233334444', 45_000);
    expect(typo).toMatchObject({ outcome: 'unmatched', reason: 'unknown-reference' });
    const tooEarly = await notify('1111222233335555', 45_000, {
      paidAt: new Date(Date.now() - (COMPLAINT_PAYMENT_DAYS_BEFORE + 1) * DAY_MS).toISOString(),
    });
    const otherAmount = await notify('1111222233336666', 45_001);
    const rupees = await notify('1111222233337777', 45_000, { currency: 'INR', channel: 'UPI' });
    for (const n of [tooEarly, otherAmount, rupees]) expect(n.reason).toBe('unknown-reference');

    const id = await file(who, REPAYMENT_PROBLEM_TYPE);
    const mx = await signInStaff(app, 'agent.mx@demo.test');
    const before = await ledger(who.orderId);
    const response = await mx.call('complaint', { id });
    expect(response.statusCode).toBe(200);
    const { payments } = complaintDetailSchema.parse(response.json().data);
    expect(payments?.currency).toBe('MXN');
    expect(payments?.references).toEqual([
      expect.objectContaining({ reference: open, channel: 'OXXO', amount: 45_000, status: 'open', paidAt: null }),
      expect.objectContaining({ reference: retired, amount: 45_000, status: 'retired', paidAt: null }),
      expect.objectContaining({ reference: paid, channel: 'OXXO', amount: 60_000, status: 'paid', provider: 'house' }),
    ]);
    for (const r of payments?.references ?? []) {
      expect(r.purpose).toBe('repay');
      expect(Date.parse(r.expiresAt)).toBeGreaterThan(Date.parse(r.issuedAt));
    }
    const byEvent = Object.fromEntries((payments?.notifications ?? []).map((n) => [n.eventId, n]));
    expect(Object.keys(byEvent).sort()).toEqual([short.eventId, applied.eventId, typo.eventId].sort());
    expect(byEvent[applied.eventId]).toMatchObject({ link: 'applied', reason: null, amount: 60_000, currency: 'MXN' });
    expect(byEvent[short.eventId]).toMatchObject({ link: 'same-reference', reason: 'wrong-amount', reference: paid });
    expect(byEvent[typo.eventId]).toMatchObject({ link: 'same-amount', reason: 'unknown-reference', amount: 45_000 });
    // Reading it applied nothing.
    expect(await ledger(who.orderId)).toEqual(before);
  });

  it('shows no money trail for another type of complaint, and the complaint to its market’s agents only', async () => {
    const who = await fixture('MX');
    await voucher(who, 'OXXO', 30_000);
    const other = await file(who, 4);
    const repayment = await file(who, REPAYMENT_PROBLEM_TYPE);
    const mx = await signInStaff(app, 'agent.mx@demo.test');
    const detail = (await mx.call('complaint', { id: other })).json().data;
    expect(detail.order).toMatchObject({ orderNo: who.orderId });
    expect(detail.payments).toBeNull();
    const india = await signInStaff(app, 'agent.in@demo.test');
    expect((await india.call('complaint', { id: repayment })).statusCode).toBe(404);
  });

  it('gives India’s agent an Indian order’s trail in rupees, and none of Mexico’s unmatched pesos', async () => {
    const who = await fixture('IN');
    const upi = await voucher(who, 'UPI', 70_000, '1');
    const pesos = await notify('2222333344445555', 70_000);
    const rupees = await notify('2222333344446666', 70_000, { currency: 'INR', channel: 'UPI' });
    const id = await file(who, REPAYMENT_PROBLEM_TYPE, '1');
    const india = await signInStaff(app, 'agent.in@demo.test');
    const { payments } = complaintDetailSchema.parse((await india.call('complaint', { id })).json().data);
    expect(payments?.currency).toBe('INR');
    expect(payments?.references.map((r) => [r.reference, r.channel])).toEqual([[upi, 'UPI']]);
    const events = payments?.notifications.map((n) => n.eventId) ?? [];
    expect(events).toContain(rupees.eventId);
    expect(events).not.toContain(pesos.eventId);
  });
});
