import { defineCall, idParam } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { findOwnedOrder } from '../features/orders/index.ts';
import { registerCall } from '../http/register-call.ts';
import { buildTestApp, DEMO, query } from '../testing/test-app.ts';
import { borrowerOf } from './session.ts';

// A guarded call used only here, to exercise the plugin the way the loan and complaint calls use it.
const probe = defineCall({
  name: 'probe',
  family: 'online',
  method: 'GET',
  path: '/test/probe',
  auth: 'session',
  summary: 'test only',
  request: z.object({ orderId: idParam }),
  data: z.object({ borrowerId: z.number(), status: z.number() }),
});
const probePost = { ...probe, method: 'POST' as const, path: '/test/probe-post' };

describe('session plugin', () => {
  let app: FastifyInstance;
  // How far the session cache's clock runs ahead of the system's.
  let cacheClockAheadMs = 0;
  beforeAll(async () => {
    app = await buildTestApp({}, { sessionClock: () => Date.now() + cacheClockAheadMs });
    const handler = async (input: { orderId: number }, request: Parameters<Parameters<typeof registerCall>[2]>[1]) => {
      const borrower = borrowerOf(request);
      const order = await findOwnedOrder(app.db, borrower.id, input.orderId);
      return { borrowerId: borrower.id, status: order.status };
    };
    registerCall(app, probe, handler);
    registerCall(app, probePost, handler);
  });
  afterAll(() => app.close());

  it('identifies the borrower from userId + sessionId in the query', async () => {
    const response = await app.inject({ url: `/online/test/probe?${query({ ...DEMO.borrower, orderId: 5004 })}` });
    expect(response.json()).toMatchObject({ success: true, data: { borrowerId: 1001, status: 174 } });
  });

  it('also accepts the session as form fields of a POST body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/online/test/probe-post',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ ...DEMO.borrower, orderId: 5004 }),
    });
    expect(response.json()).toMatchObject({ success: true, data: { borrowerId: 1001 } });
  });

  it('refuses an unknown session with a clear failure envelope', async () => {
    const response = await app.inject({
      url: `/online/test/probe?${query({ userId: 1001, sessionId: 'stolen', orderId: 5004 })}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 1002,
      success: false,
      message: 'Tu sesión ha expirado. Vuelve a iniciar sesión.',
    });
  });

  it('refuses a session presented with another borrower id', async () => {
    const response = await app.inject({
      url: `/online/test/probe?${query({ userId: 1002, sessionId: 'demo-1001', orderId: 6001 })}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers in English for language=1', async () => {
    const response = await app.inject({ url: `/online/test/probe?${query({ orderId: 5004, language: 1 })}` });
    expect(response.json().message).toBe('Your session has expired. Please log in again.');
  });

  it("never shows another borrower's order, with the same answer as a missing one", async () => {
    const other = await app.inject({ url: `/online/test/probe?${query({ ...DEMO.borrower, orderId: 6001 })}` });
    const missing = await app.inject({ url: `/online/test/probe?${query({ ...DEMO.borrower, orderId: 999999 })}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(other.json()).toMatchObject({ success: false, code: 1003 });
  });

  it('refuses an expired session', async () => {
    await app.db.query(
      "insert into sessions (id, borrower_id, expires_at) values ('old', 1001, now() - interval '1 minute')",
    );
    const response = await app.inject({
      url: `/online/test/probe?${query({ userId: 1001, sessionId: 'old', orderId: 5004 })}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('remembers a valid session a short while, but never past its own expiry', async () => {
    await app.db.query(
      "insert into sessions (id, borrower_id, expires_at) values ('ending', 1001, now() + interval '1500 milliseconds')",
    );
    const url = `/online/test/probe?${query({ userId: 1001, sessionId: 'ending', orderId: 5004 })}`;
    expect((await app.inject({ url })).statusCode).toBe(200);
    // Ended in the database: this server still knows it for SESSION_CACHE_MS (the documented window)...
    await app.db.query("delete from sessions where id = 'ending'");
    expect((await app.inject({ url })).statusCode).toBe(200);
    // ...but not past the moment it expires (1.5 s on, within SESSION_CACHE_MS).
    cacheClockAheadMs = 1_600;
    try {
      expect((await app.inject({ url })).statusCode).toBe(401);
    } finally {
      cacheClockAheadMs = 0;
    }
  });

  it('asks the database again once a session is forgotten on this server (a logout)', async () => {
    await app.db.query("insert into sessions (id, borrower_id) values ('leaving', 1001)");
    const url = `/online/test/probe?${query({ userId: 1001, sessionId: 'leaving', orderId: 5004 })}`;
    expect((await app.inject({ url })).statusCode).toBe(200);
    await app.db.query("delete from sessions where id = 'leaving'");
    app.sessions.forget('leaving');
    expect((await app.inject({ url })).statusCode).toBe(401);
  });

  it('never takes a remembered session for another userId', async () => {
    const url = (userId: number) => `/online/test/probe?${query({ userId, sessionId: 'demo-1001', orderId: 5004 })}`;
    expect((await app.inject({ url: url(1001) })).statusCode).toBe(200);
    expect((await app.inject({ url: url(1002) })).statusCode).toBe(401);
  });
});
