import { staffPath } from '@loan/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../features/staff/bootstrap.ts';
import { loadOperations, type Operation, sampleValue, sendOperation } from '../testing/api-surface.ts';
import { type BenchFigure, writeBenchFigures } from '../testing/bench-figures.ts';
import { commitBody, freshBorrower, oldRepaymentCall } from '../testing/old-repayment-client.ts';
import { newestCode, register, requestSmsCode } from '../testing/promotion-client.ts';
import { signInStaff, staffBearer } from '../testing/staff-client.ts';
import { buildTestApp, DEMO, query } from '../testing/test-app.ts';

/**
 * Nothing personal where it does not belong (OWASP API3 excessive data exposure, API8 misconfiguration): no answer of
 * a session call may be stored by a webview, proxy or CDN, and no credential or phone number used in a full run of the
 * API reaches its log.
 */
/** Ids of the demo borrower's own objects, so the walk reaches each handler's real work. */
const KNOWN: Record<string, unknown> = {
  orderId: 5004,
  productId: 1,
  problemType: 2,
  problemId: 1,
  templateId: 1,
  id: 1,
  amount: 100,
  phone: '13900139001',
  requestId: 'private-answers-draft',
};
/** What the walk's session calls must include: the answers the issue found cacheable. */
const PERSONAL = [
  'loan-details',
  'contract-detail',
  'receipt-list',
  'receipt-detail',
  'settlement-certificate',
  'loan-play-detail',
  'loan-play-delay-detail',
  'problem-list',
  'loan-detail-confirm',
  'repayment-way',
];

describe('nothing personal cached or logged', { timeout: 180_000 }, () => {
  let app: FastifyInstance;
  let operations: Operation[];
  const logLines: string[] = [];
  const figures: BenchFigure[] = [];

  beforeAll(async () => {
    app = await buildTestApp(
      { RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'debug' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    operations = await loadOperations(app);
  });
  afterAll(async () => {
    await app?.close();
    writeBenchFigures('Security: nothing personal cached or logged', figures);
  });

  const sampled = (op: Operation) => Object.fromEntries(op.fields.map((f) => [f.name, sampleValue(f, KNOWN)]));

  it('answers every session call of the OpenAPI document with Cache-Control: no-store, served or refused', async () => {
    const sessionCalls = operations.filter((op) => op.session);
    expect(PERSONAL.filter((name) => !sessionCalls.some((op) => op.url.endsWith(`/${name}`)))).toEqual([]);
    const cacheable: string[] = [];
    let served = 0;
    for (const [i, op] of sessionCalls.entries()) {
      // Each call from an address of its own: the staff calls among them are refused, and the staff API's limit on
      // refused calls would otherwise hold back this suite's own agents later on.
      const remoteAddress = `10.90.${i >> 8}.${i & 255}`;
      const answers: [string, LightMyRequestResponse][] = [
        ['as the borrower', await sendOperation(app, op, DEMO.borrower, sampled(op), { remoteAddress })],
        ['without a session', await sendOperation(app, op, undefined, sampled(op), { remoteAddress })],
      ];
      if (answers[0]?.[1].statusCode === 200) served += 1;
      for (const [who, response] of answers)
        if (response.headers['cache-control'] !== 'no-store')
          cacheable.push(`${op.method} ${op.url} ${who}: ${response.statusCode} ${response.headers['cache-control']}`);
    }
    figures.push({
      measure: `session calls answered without Cache-Control: no-store (of ${sessionCalls.length}, each served and refused)`,
      value: cacheable.length,
      target: '0',
      met: cacheable.length === 0,
    });
    expect(served).toBeGreaterThanOrEqual(PERSONAL.length);
    expect(cacheable).toEqual([]);
  });

  it('keeps every credential and phone number of a full API run out of the log', async () => {
    const secrets = new Set<string>([DEMO.borrower.sessionId, DEMO.otherBorrower.sessionId, DEMO_STAFF_PASSWORD]);
    const phones = new Set<string>([String(KNOWN.phone)]);
    const remember = (set: Set<string>, value: unknown) => {
      if (typeof value === 'string' && value.length >= 4) set.add(value);
    };

    // Every call of the document, as the borrower and (for the old repayment flow) as a fresh one.
    // Each from an address of its own, as in the test above: the staff calls among them are refused.
    for (const [i, op] of operations.entries())
      await sendOperation(app, op, DEMO.borrower, sampled(op), {
        query: { language: '1' },
        remoteAddress: `10.91.${i >> 8}.${i & 255}`,
      });
    // `session%49d` is read as `sessionId`: it is a credential under any spelling.
    const spelled = await app.inject({
      url: `/online/v3/loan-details/loan-details?userId=1001&session%49d=${DEMO.borrower.sessionId}&orderId=5004&productId=1`,
    });
    expect(spelled.statusCode).toBe(200);
    await app.inject({ url: `/online/no-such-call?sessionId=${DEMO.borrower.sessionId}&phone=${KNOWN.phone}` });

    // The promotion landing: captcha, SMS code, registration, a click with the phone.
    const promoPhone = '13900139002';
    phones.add(promoPhone);
    const sms = await requestSmsCode(app, promoPhone, '198.51.100.30');
    remember(secrets, sms.sid);
    remember(secrets, sms.capcode);
    const code = await newestCode(app, promoPhone);
    remember(secrets, code);
    await register(app, { phone: promoPhone, sid: sms.sid, capcode: sms.capcode, smsCode: code ?? '' });
    const clickPhone = '13900139003';
    phones.add(clickPhone);
    await app.inject({
      url: `/api/v2/lend/promotion/track-click?${query({ sid: sms.sid, page_id: 1, phone: clickPhone })}`,
    });

    // The old card repayment: a repay token and an SMS code to the borrower's phone.
    const who = await freshBorrower(app);
    remember(secrets, who.sessionId);
    phones.add(who.phone);
    const body = await commitBody(app, who);
    remember(secrets, body.repayToken);
    const committed = await oldRepaymentCall(app, '/repayment-commit', body, who);
    const verifyCode = await newestCode(app, who.phone);
    remember(secrets, verifyCode);
    await oldRepaymentCall(
      app,
      '/repayment-confirm',
      { orderId: who.orderId, verifyCode: verifyCode ?? '', repaymentRecordId: committed.json().data.repayRecordId },
      who,
    );

    // Support agents: the console's session cookie and CSRF token, and a personal API token.
    const desk = await signInStaff(app, 'agent.mx@demo.test');
    const bearer = await staffBearer(app, 'agent.mx@demo.test');
    for (const secret of [desk.cookie.split('=')[1] ?? '', desk.csrf, bearer.slice('Bearer '.length)])
      secrets.add(secret);
    await desk.post(staffPath('reply', { id: 1 }), { text: 'Answered' });
    await app.inject({ url: staffPath('queue'), headers: { authorization: bearer } });

    const log = logLines.join('');
    // The log really holds the run: one line per request at least, with the redacted URLs.
    expect(logLines.length).toBeGreaterThan(2 * operations.length);
    expect(log).toContain('sessionId=[redacted]');
    expect(log).toContain('session%49d=[redacted]');
    expect(log).toContain(`*******${clickPhone.slice(-4)}`);
    const leaked = [...secrets, ...phones].filter((value) => log.includes(value));
    figures.push({
      measure: `credentials and phone numbers found in the log of a full API run (of ${secrets.size + phones.size} used, ${logLines.length} lines)`,
      value: leaked.length,
      target: '0',
      met: leaked.length === 0,
    });
    expect(leaked).toEqual([]);
  });
});
