import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, type Operation, operationUrl, sampleValue, sendOperation } from '../testing/api-surface.ts';
import { sendSignedNotification } from '../testing/repay-client.ts';
import { mintStaffSession, staffBearer } from '../testing/staff-client.ts';
import { buildTestApp, DEMO, query } from '../testing/test-app.ts';

type Who = { userId: string; sessionId: string; orderId: string };

/**
 * Every staff route, walked from the OpenAPI document as an agent of India (console session and API token) over
 * Mexico's rows of every kind the desk shows: a complaint, a contact message, a surplus owed back, an unmatched
 * payment, a failed SMS, and a borrower to record a complaint for. Nothing of theirs may be listed, found or changed.
 */
describe('security: every desk list and action stays in the agent’s market', { timeout: 300_000 }, () => {
  let app: FastifyInstance;
  let staffOps: Operation[];
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    staffOps = (await loadOperations(app)).filter((op) => op.staff === 'agent');
  }, 600_000);
  afterAll(() => app.close());

  const online = (path: string, who: { userId: string; sessionId: string }) =>
    `/online${path}?${query({ userId: who.userId, sessionId: who.sessionId, language: '2' })}`;
  const pay = (reference: string, amount: number, eventId: string) =>
    sendSignedNotification(app, {
      eventId,
      reference,
      amount,
      currency: 'MXN',
      paidAt: new Date().toISOString(),
      channel: 'OXXO',
    });
  const voucher = async (who: Who, amount: number): Promise<string> =>
    (
      await app.inject({
        method: 'POST',
        url: online('/v3/loan-details/generate-vcode', who),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query({ productId: 1, orderId: who.orderId, amount, payCode: 'OXXO', requestType: 1 }),
      })
    ).json().data.repayDetail.vCode;

  /** Mexico's rows, one of each kind, and the strings that would betray them in an answer. */
  async function mexicanRows() {
    const filed = await app.inject({
      method: 'POST',
      url: `/online/user-problem/problem-save?${query({ ...DEMO.borrower, language: '2' })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ problemType: 2, problemDetail: 'Queja secreta de México' }),
    });
    const complaintId = Number(filed.json().data.problemId);
    const [contact] = await app.db.query<{ id: unknown }>(
      `insert into contact_messages (market, name, email, phone, message)
       values ('MX', 'Visitante Secreto', 'secreto@example.mx', '+52 55 0000 1111', 'Mensaje secreto') returning id`,
    );
    const who: Who = (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: {} })).json();
    const due = Number(
      (
        await app.inject({
          url: `${online('/v3/installment/loan-play-detail', who)}&${query({ productId: 1, orderId: who.orderId })}`,
        })
      ).json().data.repayAmount,
    );
    // A part paid, then a voucher for the whole amount paid too: the difference is owed back.
    const part = await voucher(who, 100_000);
    const whole = await voucher(who, due);
    expect((await pay(part, 100_000, `evt-part-${who.orderId}`)).statusCode).toBe(200);
    expect((await pay(whole, due, `evt-whole-${who.orderId}`)).statusCode).toBe(200);
    const [refund] = await app.db.query<{ id: unknown }>('select id from surplus_refunds where order_id = $1', [
      who.orderId,
    ]);
    expect((await pay('NO-SUCH-REF-MX', 4_321, 'evt-unmatched-mexico')).statusCode).toBe(200);
    await app.db.query(
      `insert into sms_queue (recipient, market, provider, purpose, body, state, attempts, last_error, finished_at)
       values ('+525598765432', 'MX', 'twilio', 'repay-code', '', 'failed', 5, 'twilio down', now())`,
    );
    const [borrower] = await app.db.query<{ name: string; phone: string }>(
      'select name, phone from borrowers where id = $1',
      [Number(DEMO.borrower.userId)],
    );
    return {
      ids: { complaint: complaintId, contact: Number(contact?.id), refund: Number(refund?.id) },
      secrets: [
        'Queja secreta',
        'Visitante Secreto',
        'Mensaje secreto',
        'NO-SUCH-REF-MX',
        'evt-unmatched-mexico',
        '+525598765432',
        String(borrower?.name),
        String(borrower?.phone),
        `"orderNo":"${who.orderId}"`,
      ],
    };
  }

  const snapshot = () =>
    Promise.all([
      app.db.query(
        "select id, state, reply_text, score_requested, closed_at from complaints where market = 'MX' order by id",
      ),
      app.db.query("select id, handled_at from contact_messages where market = 'MX' order by id"),
      app.db.query('select id, state, refunded_at from surplus_refunds order by id'),
      app.db.query('select count(*)::int as n from complaints'),
    ]).then((rows) => JSON.stringify(rows));

  it('answers an India agent nothing of Mexico’s on any route, and changes nothing', async () => {
    const { ids, secrets } = await mexicanRows();
    const idFor = (url: string) =>
      url.includes('/complaints/')
        ? ids.complaint
        : url.includes('/contact-messages/')
          ? ids.contact
          : url.includes('/surplus-refunds/')
            ? ids.refund
            : 1;
    const known = {
      GET: { state: 'all', channel: 'all' },
      POST: {
        borrowerId: Number(DEMO.borrower.userId),
        channel: 'phone',
        problemType: 2,
        detail: 'recorded from India',
        text: 'answered from India',
        note: 'paid back from India',
        askScore: true,
      },
    };
    // Mexico's own agent sees every one of them: the walk below would prove nothing otherwise.
    const mexico = await mintStaffSession(app, 'agent.mx@demo.test');
    const seen = await Promise.all(
      [
        '/complaints?state=all',
        '/contact-messages?state=all',
        '/surplus-refunds?state=all',
        '/unmatched-payments',
        '/sms-failed',
      ].map(async (path) => (await app.inject({ url: `/staff/api${path}`, headers: mexico })).body),
    );
    for (const secret of ['Queja secreta', 'Visitante Secreto', 'NO-SUCH-REF-MX', '+525598765432'])
      expect(seen.join('\n')).toContain(secret);

    const before = await snapshot();
    const india = [
      await mintStaffSession(app, 'agent.in@demo.test'),
      { authorization: await staffBearer(app, 'agent.in@demo.test') },
    ];
    let walked = 0;
    // The agent's own sessions and tokens are theirs in any market (and revoking them would end the walk).
    const own = /\/(session|sessions|tokens)(\/|$)/;
    for (const op of staffOps.filter((o) => !o.multipart && !own.test(o.url))) {
      for (const headers of india) {
        if (op.staffSessionOnly && 'authorization' in headers) continue;
        const values = Object.fromEntries(
          op.fields
            .filter((f) => f.required || f.name in known[op.method])
            .map((f) => [f.name, sampleValue(f, known[op.method])] as const)
            .filter(([, value]) => value !== undefined),
        );
        const url = operationUrl(op, { id: idFor(op.url), key: 'x.png' });
        const response = await sendOperation(app, { ...op, url }, undefined, values, { headers, json: true });
        expect(response.statusCode, `${op.id}`).toBeLessThan(500);
        for (const secret of secrets) expect(response.body, `${op.id} shows ${secret}`).not.toContain(secret);
        // A change aimed at a Mexican row (or borrower) is answered like one at a row that does not exist.
        if (op.method === 'POST') expect(response.statusCode, `${op.id} ${url}`).toBe(404);
        walked += 1;
      }
    }
    expect(walked).toBeGreaterThanOrEqual(20);
    expect(await snapshot()).toBe(before);
  });
});
