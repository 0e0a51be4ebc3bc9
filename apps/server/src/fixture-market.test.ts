import { borrowerMarket, onlineSuccessSchema } from '@loan/contract';
import { FIXTURE_MARKET } from '@loan/contract/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from './config/env.ts';
import { smsProviderFor } from './config/sms-settings.ts';
import { addFixtureMarket } from './testing/fixture-market.ts';
import { buildTestApp, query } from './testing/test-app.ts';

/*
 * "Add a market" (docs/architecture.md), the server's steps, followed once for the tests' fixture market: with its
 * definition and its rows, the edge sets it on a request of one of its borrowers, whatever the launch language, and
 * the calls answer its contacts, regulator and currency; its SMS leave through the provider its definition names.
 */
describe('a market added by its definition and its rows', () => {
  let app: FastifyInstance;
  let who: { userId: string; sessionId: string; productId: string };
  beforeAll(async () => {
    app = await buildTestApp();
    await addFixtureMarket(app);
    const fixture = await app.inject({ method: 'POST', url: '/dev/loan/offer-fixture', payload: { market: 'CO' } });
    expect(fixture.statusCode).toBe(200);
    who = fixture.json();
  });
  afterAll(() => app.close());

  const get = async (path: string, language: string, params: Record<string, string> = {}) => {
    const response = await app.inject({ url: `/online${path}?${query({ ...who, language, ...params })}` });
    expect(response.statusCode, path).toBe(200);
    return response.json();
  };

  it('is the market the edge sets on its borrower’s requests, in either language', async () => {
    for (const language of ['1', '2', '']) {
      const body = onlineSuccessSchema(borrowerMarket.data).parse(await get('/user/market', language));
      expect(body.data.market).toBe('CO');
    }
  });

  it('answers its own contacts and regulator, worded in the launch language', async () => {
    expect((await get('/user-problem/get-whatsapp', '1')).data.phone).toBe('+57 601 765 4321');
    const english = (await get('/user-problem/grievance-desk', '1')).data;
    expect(english.contact.email).toBe('defensor@lend-h5.example');
    expect(english.escalation).toMatchObject({
      authority: FIXTURE_MARKET.regulator.authority,
      conditions: FIXTURE_MARKET.regulator.conditions.en,
    });
    expect((await get('/user-problem/grievance-desk', '2')).data.escalation.conditions).toBe(
      FIXTURE_MARKET.regulator.conditions.es,
    );
  });

  it('offers its loans in its currency, taxed at its rate', async () => {
    const offer = (await get('/v3/loan-confirm/loan-detail-confirm', '1', { productId: who.productId })).data;
    const tax = offer.keyFacts.fees[1];
    expect(tax.name).toMatch(/IVA.*19/);
    expect(tax.amount).toBeGreaterThan(0);
  });

  it('sends its SMS through the provider its definition names, or the demo outbox without its settings', async () => {
    const gateway = readEnv({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms', SMS_GATEWAY_TOKEN: 'gateway-token' });
    expect(smsProviderFor(gateway, FIXTURE_MARKET)).toBe('gateway');
    expect(smsProviderFor(readEnv({}), FIXTURE_MARKET)).toBeUndefined();
  });
});
