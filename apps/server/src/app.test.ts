import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, frozenClock } from './testing/test-app.ts';

describe('app-wide behaviour', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '5' }, { clock: frozenClock });
  });
  afterAll(() => app.close());

  it('answers /healthz 200 while the database is reachable', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: expect.stringMatching(/pglite|postgres/) });
  });

  it('sets security headers', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown API paths with the envelope of their family', async () => {
    expect((await app.inject({ url: '/online/nope' })).json()).toMatchObject({ success: false, code: 1003 });
    const oldRepayment = await app.inject({ method: 'POST', url: '/api/v1/lend/lend-api/service/loan/nope' });
    expect(oldRepayment.json()).toEqual({ code: '1003', message: 'No encontrado' });
  });

  it('answers a malformed GET call in the launch language, naming the field', async () => {
    const url = '/online/v3/loan-details/loan-details?userId=1001&sessionId=demo-1001&orderId=abc&productId=1';
    const english = await app.inject({ url: `${url}&language=1` });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toMatch(/^Invalid request: orderId/);
    const spanish = await app.inject({ url: `${url}&language=2` });
    expect(spanish.json().message).toMatch(/^Solicitud no válida: orderId/);
  });

  it('answers a refused GET call in the launch language', async () => {
    const url = '/online/v3/loan-details/loan-details?userId=1002&sessionId=demo-1002&orderId=5004&productId=1';
    expect((await app.inject({ url: `${url}&language=1` })).json().message).toBe('Order not found');
    expect((await app.inject({ url: `${url}&language=2` })).json().message).toBe('No encontramos ese pedido');
  });

  it('refuses a body over the size limit with an envelope, not a crash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/online/user-problem/problem-save',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `problemDetail=${'x'.repeat(300 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 1007 });
  });

  it('limits requests per IP with a readable failure', async () => {
    let last = await app.inject({ url: '/online/user-problem/get-whatsapp', remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 6; i++)
      last = await app.inject({ url: '/online/user-problem/get-whatsapp', remoteAddress: '10.9.9.9' });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ success: false, code: 1004 });
  });

  it('does not count pages or static files toward the per-IP limit, only API calls', async () => {
    for (let i = 0; i < 8; i++) {
      const page = await app.inject({ url: '/docs', remoteAddress: '10.9.9.8' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const call = await app.inject({ url: '/online/user-problem/get-whatsapp', remoteAddress: '10.9.9.8' });
    expect(call.statusCode).toBe(200);
    expect(call.headers['x-ratelimit-remaining']).toBe('4');
  });
});
