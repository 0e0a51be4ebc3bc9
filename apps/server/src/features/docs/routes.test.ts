import { ALL_CALLS } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';

describe('API documentation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('publishes an OpenAPI 3.1 document with every call of the contract', async () => {
    const response = await app.inject({ url: '/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    const operationIds = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      (methods) => Object.values(methods).map((op) => op.operationId),
    );
    for (const call of ALL_CALLS) expect(operationIds).toContain(call.name);
    expect(operationIds).toContain('get-captcha');
    expect(ALL_CALLS.length).toBeGreaterThanOrEqual(24);
  });

  it('documents request fields and the envelope of a call', async () => {
    const doc = (await app.inject({ url: '/docs/openapi.json' })).json();
    const op = doc.paths['/online/user-problem/get-whatsapp'].get;
    expect(op['x-implemented']).toBe(true);
    expect(op.parameters.map((p: { name: string }) => p.name)).toContain('overall');
    const envelope = op.responses['200'].content['application/json'].schema;
    expect(Object.keys(envelope.properties.data.properties)).toEqual(['phone', 'va', 'email']);
    expect(doc.paths['/api/v1/lend/lend-api/service/loan/repayment-commit'].post.requestBody).toBeDefined();
  });

  it('serves a readable page outside production', async () => {
    const response = await app.inject({ url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('/online/user-problem/get-whatsapp');
  });

  it('does not serve the readable page in production', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production' });
    expect((await production.inject({ url: '/docs' })).statusCode).toBe(404);
    expect((await production.inject({ url: '/docs/openapi.json' })).statusCode).toBe(200);
    await production.close();
  });
});
