import { getWhatsapp, onlineEnvelopeSchema } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';

describe('GET /online/user-problem/get-whatsapp', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers the contacts stored in the database inside the success envelope', async () => {
    const response = await app.inject({ url: '/online/user-problem/get-whatsapp?overall=30' });
    expect(response.statusCode).toBe(200);
    const body = onlineEnvelopeSchema(getWhatsapp.data).parse(response.json());
    expect(body).toEqual({
      code: 0,
      success: true,
      message: 'ok',
      data: { phone: '+52 55 1234 5678', va: '800 123 4567', email: 'soporte@lend-h5.example' },
    });
  });

  it('reflects an operator change of the contacts', async () => {
    await app.db.query(
      "update settings set value = jsonb_set(value, '{email}', '\"help@example.org\"') where key = 'customer_service'",
    );
    const response = await app.inject({ url: '/online/user-problem/get-whatsapp?overall=30' });
    expect(response.json().data.email).toBe('help@example.org');
  });

  it('names the bad field of a malformed request in a failure envelope', async () => {
    const response = await app.inject({ url: '/online/user-problem/get-whatsapp?overall=thirty' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 1001, success: false });
    expect(body.message).toContain('overall');
  });
});
