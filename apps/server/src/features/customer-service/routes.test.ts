import { getWhatsapp, onlineEnvelopeSchema } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';

describe('GET /online/user-problem/get-whatsapp', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A short keeping time, so an operator's edit shows within the test.
    app = await buildTestApp({ SETTINGS_CACHE_MS: '200' });
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

  it('answers India’s contacts to an Indian borrower (language=1), Mexico’s to everyone else', async () => {
    const india = await app.inject({ url: '/online/user-problem/get-whatsapp?overall=30&language=1' });
    expect(india.json().data).toEqual({
      phone: '+91 80 4567 8901',
      va: '1800 123 4567',
      email: 'support.in@lend-h5.example',
    });
    const mexico = await app.inject({ url: '/online/user-problem/get-whatsapp?overall=30&language=2' });
    expect(mexico.json().data.phone).toBe('+52 55 1234 5678');
  });

  it('answers 503 naming the setting when a market has no contacts configured', async () => {
    await app.db.query("update settings set key = 'customer_service_in_off' where key = 'customer_service_in'");
    try {
      const india = () => app.inject({ url: '/online/user-problem/get-whatsapp?language=1' });
      await expect.poll(async () => (await india()).statusCode).toBe(503);
      expect((await india()).json().message).toContain('customer_service_in');
    } finally {
      await app.db.query("update settings set key = 'customer_service_in' where key = 'customer_service_in_off'");
    }
  });

  it('reflects an operator change of the contacts', async () => {
    await app.db.query(
      "update settings set value = jsonb_set(value, '{email}', '\"help@example.org\"') where key = 'customer_service_mx'",
    );
    const email = async () =>
      (await app.inject({ url: '/online/user-problem/get-whatsapp?overall=30' })).json().data.email;
    await expect.poll(email).toBe('help@example.org');
  });

  it("answers from the server's memory within its keeping time, without reading the database", async () => {
    const kept = await buildTestApp({ SETTINGS_CACHE_MS: '60000' });
    try {
      const email = async () => (await kept.inject({ url: '/online/user-problem/get-whatsapp?language=1' })).json();
      const before = await email();
      await kept.db.query(
        "update settings set value = jsonb_set(value, '{email}', '\"new@example.org\"') where key = 'customer_service_in'",
      );
      expect(await email()).toEqual(before);
    } finally {
      await kept.close();
    }
  });

  it('names the bad field of a malformed request in a failure envelope', async () => {
    const response = await app.inject({ url: '/online/user-problem/get-whatsapp?overall=thirty' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 1001, success: false });
    expect(body.message).toContain('overall');
  });
});
