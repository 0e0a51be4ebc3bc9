import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sample, sampleValue, scrape } from '../../testing/prometheus-text.ts';
import { askReference, sendSignedNotification } from '../../testing/repay-client.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';

const METRICS_TOKEN = 'metrics-test-token-0002';
const DAY_S = 86_400;

describe('business metrics per market on /metrics', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ METRICS_TOKEN });
  }, 120_000);
  afterAll(async () => app?.close());

  const IN = { market: 'IN' };
  const MX = { market: 'MX' };
  const value = (samples: Sample[], name: string, labels: Record<string, string>) => sampleValue(samples, name, labels);

  it('counts loans, repayments, unmatched payments, surplus owed, overdue complaints and the last notification', async () => {
    const before = await scrape(app, METRICS_TOKEN);
    // Every market has its series from the start (0 where nothing happened), so a first event is a change.
    for (const market of ['MX', 'IN'])
      expect(before.some((s) => s.name === 'loans_confirmed' && s.labels.market === market)).toBe(true);

    // An Indian loan, repaid in full by UPI through the provider's signed notification.
    const fixture = await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: IN });
    const who = fixture.json() as { userId: string; sessionId: string; orderId: string; productId: string };
    const plan = await app.inject({
      url: `/online/v3/installment/loan-play-detail?${query({ userId: who.userId, sessionId: who.sessionId, language: '1', productId: who.productId, orderId: who.orderId })}`,
    });
    const due = Number(plan.json().data.repayAmount);
    const upi = await askReference(
      app,
      who,
      { orderId: who.orderId, productId: who.productId, requestType: 1, amount: due, payCode: 'UPI' },
      '1',
    );
    const paid = await sendSignedNotification(app, {
      eventId: `evt-metrics-${upi.vCode}`,
      reference: upi.vCode,
      amount: due,
      currency: 'INR',
      paidAt: new Date().toISOString(),
      channel: 'UPI',
    });
    expect(paid.statusCode).toBe(200);
    // A rupee payment naming no reference of ours: unmatched, in India.
    const stray = await sendSignedNotification(app, {
      eventId: 'evt-metrics-stray',
      reference: '9999888877776666',
      amount: 12_345,
      currency: 'INR',
      paidAt: new Date().toISOString(),
      channel: 'NEFT',
    });
    expect(stray.statusCode).toBe(200);
    // A surplus owed back for 8 days and an Indian complaint past its answer-by date (an operator's rows).
    const [repayment] = await app.db.query<{ id: number }>('select r.id from repayments r where r.order_id = $1', [
      Number(who.orderId),
    ]);
    await app.db.query(
      `insert into surplus_refunds (order_id, repayment_id, amount, created_at) values ($1, $2, 500, now() - interval '8 days')`,
      [Number(who.orderId), repayment?.id],
    );
    await app.db.query(
      `insert into complaints (borrower_id, type_id, detail, market, created_at, response_due_at)
       values ($1, 2, 'late', 'IN', now() - interval '40 days', now() - interval '10 days')`,
      [Number(who.userId)],
    );

    const after = await scrape(app, METRICS_TOKEN);
    const change = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    expect(change('loans_confirmed', IN)).toBe(1);
    expect(change('loans_confirmed', MX)).toBe(0);
    expect(change('repayments_applied', IN)).toBe(1);
    expect(change('repayments_applied_minor_units', { market: 'IN', currency: 'INR' })).toBe(due);
    expect(change('repayments_applied', MX)).toBe(0);
    expect(change('payments_unmatched', IN)).toBe(1);
    expect(change('payments_unmatched', MX)).toBe(0);
    expect(change('surplus_refunds_owed', IN)).toBe(1);
    expect(change('surplus_refunds_owed_minor_units', { market: 'IN', currency: 'INR' })).toBe(500);
    expect(value(after, 'surplus_refund_oldest_owed_seconds', IN)).toBeGreaterThan(7 * DAY_S);
    expect(change('complaints_overdue', IN)).toBe(1);
    expect(change('complaints_overdue', MX)).toBe(0);
    const upiAge = value(after, 'payment_notification_age_seconds', { market: 'IN', channel: 'UPI' });
    expect(upiAge).toBeGreaterThanOrEqual(0);
    expect(upiAge).toBeLessThan(60);
  });

  it('answers the rest of the scrape while the database is down: the business gauges have no series', async () => {
    const down = await buildTestApp({ METRICS_TOKEN });
    try {
      await down.db.close();
      const samples = await scrape(down, METRICS_TOKEN);
      expect(sampleValue(samples, 'db_up')).toBe(0);
      for (const name of ['loans_confirmed', 'repayments_applied', 'payments_unmatched', 'surplus_refunds_owed'])
        expect(samples.some((s) => s.name === name)).toBe(false);
    } finally {
      await down.close().catch(() => undefined);
    }
  });
});
