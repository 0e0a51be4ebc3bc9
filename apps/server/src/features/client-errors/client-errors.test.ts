import { CLIENT_ERRORS_PER_IP_PER_MINUTE } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleValue, scrape } from '../../testing/prometheus-text.ts';
import { buildTestApp, frozenClock } from '../../testing/test-app.ts';

const METRICS_TOKEN = 'metrics-test-token-0002';
const report = {
  kind: 'contract',
  message: 'loan-details: data.amount invalid_type',
  route: '/loanDetail',
  appVersion: 'index-Ab12.js',
};

describe('POST /online/client-errors', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp(
      { METRICS_TOKEN, LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => lines.push(line) }, clock: frozenClock },
    );
  });
  afterAll(() => app.close());

  const send = (payload: object, remoteAddress = '198.51.100.1') =>
    app.inject({ method: 'POST', url: '/online/client-errors', payload, remoteAddress });

  it('logs a report with its request id and counts it by kind', async () => {
    const before = sampleValue(await scrape(app, METRICS_TOKEN), 'client_errors_total', { kind: 'contract' });
    const response = await send(report);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0 });
    const logged = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.clientError?.appVersion === report.appVersion);
    expect(logged).toMatchObject({
      reqId: expect.any(String),
      clientError: { kind: 'contract', route: '/loanDetail' },
    });
    const after = sampleValue(await scrape(app, METRICS_TOKEN), 'client_errors_total', { kind: 'contract' });
    expect(after - before).toBe(1);
  });

  it("carries the proxy's request id through the log lines and the answer, and logs the page's with a report", async () => {
    const fromNginx = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const pageId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const response = await app.inject({
      method: 'POST',
      url: '/online/client-errors',
      headers: { 'x-request-id': fromNginx },
      payload: { ...report, appVersion: 'request-ids', pageRequestId: pageId },
      remoteAddress: '198.51.100.20',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(fromNginx);
    const logged = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.clientError?.appVersion === 'request-ids');
    expect(logged).toMatchObject({ reqId: fromNginx, clientError: { pageRequestId: pageId } });

    // An id that is no proxy's (spaces, markup, too long) is replaced by a fresh one; a malformed page id is refused.
    for (const sent of ['not an id <script>', 'x'.repeat(65)]) {
      const replaced = await app.inject({ url: '/livez', headers: { 'x-request-id': sent } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const refused = await send({ ...report, pageRequestId: 'bad id' }, '198.51.100.21');
    expect(refused.statusCode).toBe(400);
  });

  it('keeps personal data out of the log, whatever the browser sent', async () => {
    const message = 'Expected JSON from /online/x?userId=1001&sessionId=demo-1001 for 5512345678';
    expect(
      (await send({ ...report, kind: 'rejection', message, appVersion: 'scrub-check' }, '198.51.100.2')).statusCode,
    ).toBe(200);
    const line = lines.find((entry) => entry.includes('scrub-check')) ?? '';
    expect(line).toContain('Expected JSON from /online/x?…');
    for (const secret of ['demo-1001', 'sessionId', '5512345678', '1001']) expect(line).not.toContain(secret);
  });

  it('scrubs e-mails, grouped phones, session ids and tokens from the message and the route', async () => {
    const message =
      'Failed for maria.lopez@example.mx (55-1234-5678, +91 98123 45678) sessionId: s3ss10n-abcdef-0123 token=tok_9f8e7d6c5b4a39281706 sid=demo-1001';
    const route = '/loanDetail/55-1234-5678/a1b2c3d4e5f6a7b8c9d0';
    expect((await send({ ...report, message, route, appVersion: 'scrub-more' }, '198.51.100.9')).statusCode).toBe(200);
    const line = lines.find((entry) => entry.includes('scrub-more')) ?? '';
    expect(line).toContain('Failed for <email>');
    for (const secret of [
      'maria.lopez',
      'example.mx',
      '55-1234-5678',
      '1234',
      '98123',
      '45678',
      's3ss10n',
      'abcdef-0123',
      'tok_9f8e7d6c5b4a39281706',
      'demo-1001',
      'a1b2c3d4e5f6a7b8c9d0',
    ])
      expect(line, secret).not.toContain(secret);
    expect(JSON.parse(line).clientError.route).toBe('/loanDetail/:n-:n-:n/:id');
  });

  it('refuses a route with a query, an unknown kind and an overlong message', async () => {
    for (const bad of [{ route: '/repay?sessionId=s' }, { kind: 'other' }, { message: 'x'.repeat(301) }]) {
      const response = await send({ ...report, ...bad }, '198.51.100.3');
      expect(response.statusCode).toBe(400);
    }
  });

  it(`answers 429 past ${CLIENT_ERRORS_PER_IP_PER_MINUTE} reports a minute from one address, not for another`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_ERRORS_PER_IP_PER_MINUTE; i++)
      statuses.push((await send(report, '198.51.100.4')).statusCode);
    expect(statuses.slice(0, CLIENT_ERRORS_PER_IP_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await send(report, '198.51.100.5')).statusCode).toBe(200);
  });
});
