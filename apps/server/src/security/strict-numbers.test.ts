import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Field, jsonOf, loadOperations, sampleValue, sendOperation } from '../testing/api-surface.ts';
import { writeBenchFigures } from '../testing/bench-figures.ts';
import { staffBearer } from '../testing/staff-client.ts';
import { buildTestApp, DEMO } from '../testing/test-app.ts';

/**
 * Money and ids are plain decimal integers (OWASP API8, input validation): every integer field of every call of the
 * OpenAPI document refuses what `Number()` would have read as a number, as a JSON body and as text.
 */
const LOOSE_JSON: unknown[] = [true, '0x64', '1e2', ' 100', ''];
const LOOSE_TEXT = ['true', '0x64', '1e2', ' 100', '1.0'];

/** Ids of the demo borrower's own objects, so every other field of the request is valid. */
const KNOWN: Record<string, unknown> = {
  orderId: 5004,
  productId: 1,
  problemType: 2,
  amount: 100,
  userId: 1001,
  requestId: 'strict-numbers-draft',
};

const takesInteger = (field: Field) => /"type":"(integer|number)"/.test(JSON.stringify(field.schema));
/** Some fields take `''` for "none" on purpose (a complaint without a sub-type, a repayment without a coupon). */
const meansNone = (field: Field, value: unknown) => value === '' && JSON.stringify(field.schema).includes('"const":""');

describe('integer fields take plain decimal integers only', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  /** The support desk's calls are checked as an admin, who may make every one of them. */
  let deskAuth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    deskAuth = { authorization: await staffBearer(app, 'admin@demo.test') };
  });
  afterAll(() => app.close());

  it('refuses JSON true, hexadecimal, exponents, padded and empty text in every integer field', async () => {
    const operations = (await loadOperations(app)).filter((op) => !op.multipart && op.fields.some(takesInteger));
    const accepted: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const valid = Object.fromEntries(op.fields.map((f) => [f.name, sampleValue(f, KNOWN)]));
      for (const field of op.fields.filter(takesInteger)) {
        const asJson = op.method === 'POST';
        for (const loose of (asJson ? LOOSE_JSON : LOOSE_TEXT).filter((value) => !meansNone(field, value))) {
          const response = await sendOperation(
            app,
            op,
            op.session ? DEMO.borrower : undefined,
            { ...valid, [field.name]: loose },
            { json: asJson, headers: op.staff ? deskAuth : {} },
          );
          sent += 1;
          const text = String((jsonOf(response) as { message?: string } | undefined)?.message ?? '');
          if (response.statusCode !== 400 || !text.includes(`${field.name}:`))
            accepted.push(
              `${op.method} ${op.url} ${field.name}=${JSON.stringify(loose)}: ${response.statusCode} ${text}`,
            );
        }
      }
    }
    writeBenchFigures('Security: strict numbers', [
      {
        measure: `loose numbers (JSON true, 0x64, 1e2, padded, empty) accepted in integer fields, of ${sent} sent`,
        value: accepted.length,
        target: '0',
        met: accepted.length === 0,
      },
    ]);
    expect(sent).toBeGreaterThan(100);
    expect(accepted).toEqual([]);
  });
});
