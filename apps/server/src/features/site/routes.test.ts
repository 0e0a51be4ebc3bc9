import { CONTACT_MESSAGES_PER_IP_PER_HOUR } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, frozenClock } from '../../testing/test-app.ts';

const valid = {
  name: 'Asha Kulkarni',
  email: 'asha@example.org',
  phone: '98123 45678',
  message: 'Can I repay early?',
  sourcePage: '/Contact',
};

type Row = { market: string; name: string; email: string; phone: string; message: string; source_page: string };

describe('POST /online/site/contact-message', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock: frozenClock });
  }, 180_000);
  afterAll(() => app.close());

  // As the site sends it: a form body, the page's wording as `language` in the query, and the visitor's market as
  // the browser has it (the pick's cookie, or its languages).
  const send = (
    body: Record<string, string>,
    {
      market = 'IN',
      ip = '198.51.100.10',
      headers = {},
    }: { market?: 'MX' | 'IN'; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/online/site/contact-message?language=${market === 'MX' ? '2' : '1'}`,
      payload: new URLSearchParams(body).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `site_market=${market}`, ...headers },
      remoteAddress: ip,
    });
  const rows = (email: string) =>
    app.db.query<Row>(
      'select market, name, email, phone, message, source_page from contact_messages where email = $1',
      [email],
    );

  it('keeps a valid message for the support desk, with the site’s market and the page it came from', async () => {
    const response = await send({ ...valid, name: '  Asha Kulkarni ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0 });
    expect(await rows(valid.email)).toEqual([
      {
        market: 'IN',
        name: 'Asha Kulkarni',
        email: 'asha@example.org',
        phone: '+919812345678',
        message: 'Can I repay early?',
        source_page: '/Contact',
      },
    ]);
  });

  it('takes the Mexican site’s messages with a Mexican number', async () => {
    const email = 'maria@example.mx';
    const response = await send({ ...valid, email, phone: '55 1234 5678' }, { market: 'MX', ip: '198.51.100.11' });
    expect(response.statusCode).toBe(200);
    expect(await rows(email)).toMatchObject([{ market: 'MX', phone: '+525512345678' }]);
  });

  it('files a message under the visitor’s market, whatever wording the page sent', async () => {
    const picked = 'picked-mexico@example.org';
    const byCookie = await send(
      { ...valid, email: picked, phone: '55 1234 5678' },
      { ip: '198.51.100.15', headers: { cookie: 'site_market=MX' } },
    );
    expect(byCookie.statusCode).toBe(200);
    expect(await rows(picked)).toMatchObject([{ market: 'MX' }]);
    // Nothing picked: the browser's languages decide, as they decided the page.
    const spanish = 'browser-mexico@example.org';
    const byLanguages = await send(
      { ...valid, email: spanish, phone: '55 1234 5678' },
      { ip: '198.51.100.15', headers: { cookie: '', 'accept-language': 'es-MX,es;q=0.9' } },
    );
    expect(byLanguages.statusCode).toBe(200);
    expect(await rows(spanish)).toMatchObject([{ market: 'MX' }]);
  });

  it('refuses what cannot be an e-mail address and stores nothing', async () => {
    for (const email of ['not-an-email', 'a@b', 'a b@example.org', '@example.org']) {
      const response = await send({ ...valid, email }, { ip: '198.51.100.12' });
      expect(response.statusCode, email).toBe(400);
      expect(await rows(email)).toEqual([]);
    }
  });

  it('refuses a phone that is not a number of the site’s market, in its language', async () => {
    const email = 'wrong-phone@example.org';
    const indian = await send({ ...valid, email, phone: '12345' }, { ip: '198.51.100.13' });
    expect(indian.statusCode).toBe(400);
    expect(indian.json().message).toBe('Please enter a valid phone number!');
    // No Mexican area code starts with 1.
    const mexican = await send({ ...valid, email, phone: '15 1234 5678' }, { market: 'MX', ip: '198.51.100.13' });
    expect(mexican.statusCode).toBe(400);
    expect(mexican.json().message).toBe('¡Ingresa un número de teléfono válido!');
    expect(await rows(email)).toEqual([]);
  });

  it('refuses blank fields', async () => {
    for (const field of ['name', 'message', 'phone'] as const) {
      const response = await send({ ...valid, [field]: '   ' }, { ip: '198.51.100.14' });
      expect(response.statusCode, field).toBe(400);
    }
  });

  it(`takes ${CONTACT_MESSAGES_PER_IP_PER_HOUR} messages an hour from one address, then refuses in the site’s words`, async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < CONTACT_MESSAGES_PER_IP_PER_HOUR; i += 1) {
      expect((await send({ ...valid, email: `flood${i}@example.org` }, { market: 'MX', ip })).statusCode).toBe(200);
    }
    const refused = await send({ ...valid, email: 'flood-over@example.org' }, { market: 'MX', ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Enviaste varios mensajes/);
    expect(await rows('flood-over@example.org')).toEqual([]);
    // Another visitor is not affected.
    expect((await send({ ...valid, email: 'other@example.org' }, { ip: '198.51.100.21' })).statusCode).toBe(200);
  });
});
