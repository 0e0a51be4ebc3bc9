import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCountedTestApp, type StatementCounter } from '../../testing/counted-app.ts';
import { DEMO, query } from '../../testing/test-app.ts';

describe('loan-details round trips to the database', () => {
  let app: FastifyInstance;
  let counter: StatementCounter;
  beforeAll(async () => {
    ({ app, counter } = await buildCountedTestApp());
  }, 240_000);
  afterAll(() => app?.close());

  const details = (params: Record<string, string | number>) =>
    counter.during(() =>
      app.inject({ url: `/online/v3/loan-details/loan-details?${query({ productId: 1, ...params })}` }),
    );

  it('answers in at most 2 (the session check, then one statement), then 1 while the server knows the session', async () => {
    const first = await details({ ...DEMO.borrower, orderId: 5004 });
    expect(first.result.statusCode).toBe(200);
    expect(first.result.json().data.isNewContract).toContain('orderNo=5004');
    expect(first.statements).toHaveLength(2);
    expect(first.statements[0]).toMatch(/from sessions/);
    const again = await details({ ...DEMO.borrower, orderId: 5004 });
    expect(again.result.json()).toEqual(first.result.json());
    expect(again.statements).toHaveLength(1);
    expect(again.statements.join(';')).not.toMatch(/\b(insert|update|delete)\b/i);
  });

  it('asks the database once for a session many calls find unknown at the same moment', async () => {
    const calls = await counter.during(() =>
      Promise.all(
        Array.from({ length: 12 }, () =>
          app.inject({
            url: `/online/v3/loan-details/loan-details?${query({ productId: 1, ...DEMO.otherBorrower, orderId: 6001 })}`,
          }),
        ),
      ),
    );
    expect(calls.result.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(calls.statements.filter((s) => /from sessions/.test(s))).toHaveLength(1);
    expect(calls.statements.filter((s) => !/from sessions/.test(s))).toHaveLength(12);
  });

  it("answers someone else's order with the same 404 as a missing one, in one statement", async () => {
    await details({ ...DEMO.borrower, orderId: 5004 });
    const other = await details({ ...DEMO.borrower, orderId: 6001 });
    const missing = await details({ ...DEMO.borrower, orderId: 999999 });
    expect(other.result.statusCode).toBe(404);
    expect(other.result.json()).toEqual(missing.result.json());
    expect(other.statements, other.statements.join('; ')).toHaveLength(1);
  });
});
