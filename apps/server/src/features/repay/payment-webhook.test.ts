import { PAYMENT_SIGNATURE_HEADER, type PaymentNotification } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSafeInt } from '../../db/database.ts';
import { signPayload } from '../../platform/payment-signature.ts';
import { sampleValue, scrape } from '../../testing/prometheus-text.ts';
import { staffBearer } from '../../testing/staff-client.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';

const SECRET = 'webhook-test-secret-0001';
const METRICS_TOKEN = 'webhook-test-metrics-token';
type Who = { userId: string; sessionId: string; orderId: string };

describe('POST /webhooks/payments', () => {
  let app: FastifyInstance;
  let staffAuth: string;
  beforeAll(async () => {
    app = await buildTestApp({ PAYMENT_WEBHOOK_SECRET: SECRET, METRICS_TOKEN });
    staffAuth = await staffBearer(app, 'agent.mx@demo.test');
  });
  afterAll(() => app.close());

  const fixture = async (): Promise<Who> =>
    (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: {} })).json();
  const online = (path: string, who: Who) =>
    `/online${path}?${query({ userId: who.userId, sessionId: who.sessionId, language: '2' })}`;
  const repayAmount = async (who: Who): Promise<number> =>
    (
      await app.inject({
        url: `${online('/v3/installment/loan-play-detail', who)}&${query({ productId: 1, orderId: who.orderId })}`,
      })
    ).json().data.repayAmount;
  /** A voucher for `amount` at OXXO (Mexico, MXN). */
  const voucher = async (who: Who, amount: number): Promise<string> => {
    const response = await app.inject({
      method: 'POST',
      url: online('/v3/loan-details/generate-vcode', who),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ productId: 1, orderId: who.orderId, amount, payCode: 'OXXO', requestType: 1 }),
    });
    return response.json().data.repayDetail.vCode;
  };
  let events = 0;
  const notification = (reference: string, amount: number, extra: Partial<PaymentNotification> = {}) => ({
    eventId: `evt-${++events}-${reference}`,
    reference,
    amount,
    currency: 'MXN',
    paidAt: new Date().toISOString(),
    channel: 'OXXO',
    ...extra,
  });
  const send = (body: unknown, signature?: (raw: Buffer) => string | undefined) => {
    const raw = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const header = signature ? signature(raw) : signPayload(SECRET, raw);
    return app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      headers: {
        'content-type': 'application/json',
        ...(header === undefined ? {} : { [PAYMENT_SIGNATURE_HEADER]: header }),
      },
      payload: raw,
    });
  };
  const recorded = async (eventId: string) =>
    (await app.db.query('select 1 from payment_notifications where event_id = $1', [eventId])).length;
  const repayments = async (orderId: string) =>
    (await app.db.query('select 1 from repayments where order_id = $1', [orderId])).length;

  it('does not exist while PAYMENT_WEBHOOK_SECRET is unset', async () => {
    const plain = await buildTestApp({}, { unset: ['PAYMENT_WEBHOOK_SECRET'] });
    try {
      expect(plain.hasRoute({ method: 'POST', url: '/webhooks/payments' })).toBe(false);
    } finally {
      await plain.close();
    }
  });

  it('applies a signed notification through settlement: loan detail and receipt show it at once', async () => {
    const who = await fixture();
    const due = await repayAmount(who);
    const reference = await voucher(who, 100_000);
    const body = notification(reference, 100_000);
    const response = await send(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eventId: body.eventId,
      outcome: 'applied',
      duplicate: false,
      settlement: { orderId: Number(who.orderId), applied: 100_000, surplus: 0, due: due - 100_000 },
    });
    expect(await repayAmount(who)).toBe(due - 100_000);
    const receipts = (
      await app.inject({ url: `${online('/v3/loan-details/receipt-list', who)}&orderId=${who.orderId}` })
    ).json().data.receipts;
    expect(receipts).toEqual([expect.objectContaining({ kind: 'repayment', amount: 100_000 })]);
  });

  it('refuses a bad, missing or malformed signature with 401 and records nothing', async () => {
    const who = await fixture();
    const reference = await voucher(who, 50_000);
    const signatures: ((raw: Buffer) => string | undefined)[] = [
      () => undefined,
      (raw) => signPayload('not-the-secret-00000001', raw),
      (raw) => signPayload(SECRET, Buffer.concat([raw, Buffer.from(' ')])),
      () => 'v1=deadbeef',
      // One hex digit changed (to another digit: replacing it with itself would leave the signature valid).
      (raw) => signPayload(SECRET, raw).replace(/v1=(.)/, (_, digit) => `v1=${digit === '0' ? '1' : '0'}`),
    ];
    for (const signature of signatures) {
      const body = notification(reference, 50_000);
      const response = await send(body, signature);
      expect(response.statusCode).toBe(401);
      expect(await recorded(body.eventId)).toBe(0);
    }
    expect(await repayments(who.orderId)).toBe(0);
  });

  it('accepts any of several v1 signatures (secret rotation)', async () => {
    const who = await fixture();
    const reference = await voucher(who, 50_000);
    const response = await send(notification(reference, 50_000), (raw) => {
      const old = signPayload('retired-secret-000000001', raw).split(',')[1];
      return `${signPayload(SECRET, raw)},${old}`;
    });
    expect(response.json()).toMatchObject({ outcome: 'applied' });
  });

  it('refuses a signed time more than 5 minutes away, in either direction', async () => {
    const who = await fixture();
    const reference = await voucher(who, 50_000);
    const now = Math.floor(Date.now() / 1000);
    for (const at of [now - 6 * 60, now + 6 * 60]) {
      const body = notification(reference, 50_000);
      const response = await send(body, (raw) => signPayload(SECRET, raw, at));
      expect(response.statusCode).toBe(401);
      expect(await recorded(body.eventId)).toBe(0);
    }
    expect(await repayments(who.orderId)).toBe(0);
  });

  it('answers a repeated eventId with the first result and applies it once, also when repeats arrive together', async () => {
    const who = await fixture();
    const reference = await voucher(who, 80_000);
    const body = notification(reference, 80_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const first = answers.map((a) => a.json()).find((a) => !a.duplicate);
    const { duplicate: _d, ...firstResult } = first;
    for (const answer of answers) expect(answer.json()).toMatchObject(firstResult);
    expect(answers.filter((a) => a.json().duplicate)).toHaveLength(7);
    const again = (await send(body)).json();
    expect(again).toEqual({ ...firstResult, duplicate: true });
    expect(await repayments(who.orderId)).toBe(1);
    expect(await recorded(body.eventId)).toBe(1);
  });

  it('records a reference we never issued, a wrong currency or amount, or a second payment as unmatched: 200, never applied', async () => {
    const who = await fixture();
    const reference = await voucher(who, 60_000);
    const cases: [PaymentNotification | ReturnType<typeof notification>, string][] = [
      [notification('9999000011112222', 60_000), 'unknown-reference'],
      [notification(reference, 60_000, { currency: 'INR' }), 'wrong-currency'],
      [notification(reference, 59_999), 'wrong-amount'],
    ];
    for (const [body, reason] of cases) {
      const response = await send(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ eventId: body.eventId, outcome: 'unmatched', duplicate: false, reason });
    }
    expect(await repayments(who.orderId)).toBe(0);
    const [reference_] = await app.db.query<{ paid_at: unknown }>(
      'select paid_at from payment_references where reference = $1',
      [reference],
    );
    expect(reference_?.paid_at).toBeNull();
    // Paid once; another event for the same voucher is a second payment for a person to reconcile.
    expect((await send(notification(reference, 60_000))).json()).toMatchObject({ outcome: 'applied' });
    expect((await send(notification(reference, 60_000))).json()).toMatchObject({
      outcome: 'unmatched',
      reason: 'already-paid',
    });
    expect(await repayments(who.orderId)).toBe(1);
    const unmatched = await app.db.query<{ n: unknown }>(
      "select count(*) as n from payment_notifications where outcome = 'unmatched' and reference in ($1, $2)",
      [reference, '9999000011112222'],
    );
    expect(toSafeInt(unmatched[0]?.n)).toBe(4);
    // Staff see them, oldest first, with the reason; nobody else does.
    const staff = await app.inject({
      url: '/staff/api/unmatched-payments',
      headers: { authorization: staffAuth },
    });
    const listed = (staff.json().data.payments as { reference: string; reason: string; amount: number }[]).filter(
      (p) => p.reference === reference || p.reference === '9999000011112222',
    );
    expect(listed.map((p) => p.reason)).toEqual([
      'unknown-reference',
      'wrong-currency',
      'wrong-amount',
      'already-paid',
    ]);
    expect(listed[2]).toMatchObject({ amount: 59_999, reference });
    expect((await app.inject({ url: '/staff/api/unmatched-payments' })).statusCode).toBe(401);
  });

  it('refuses a signed body that is not a notification with 400, and other media types', async () => {
    for (const body of ['not json', { ...notification('1234', 10), amount: 10.5 }, { eventId: 'x' }]) {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
    }
    const form = await app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'eventId=x',
    });
    expect(form.statusCode).toBe(415);
    expect(await recorded('x')).toBe(0);
  });

  it('counts notifications applied, duplicate and unmatched in the metrics', async () => {
    const before = await scrape(app, METRICS_TOKEN);
    const who = await fixture();
    const reference = await voucher(who, 40_000);
    const body = notification(reference, 40_000);
    await send(body);
    await send(body);
    await send(notification('1111222233334444', 40_000));
    const after = await scrape(app, METRICS_TOKEN);
    for (const outcome of ['applied', 'duplicate', 'unmatched'])
      expect(sampleValue(after, 'payment_notifications_total', { outcome })).toBe(
        sampleValue(before, 'payment_notifications_total', { outcome }) + 1,
      );
  });
});
