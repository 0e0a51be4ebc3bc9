import { FAILURE_CODE, INDIA, MEXICO, SPEC_ORIGINAL } from '@loan/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Failure, notFound } from '../http/failure.ts';
import { defineMessages, word } from '../http/wording.ts';
import { errorsPlugin } from './errors.ts';
import { lendingLocale, localeOfLanguage, localePlugin, setLocale } from './locale.ts';

const PROBE = defineMessages('probe', {
  missing: { en: 'Order {orderId} not found', es: 'No encontramos el pedido {orderId}', zh: '订单{orderId}不存在' },
  title: { en: 'Loan amount', es: 'Monto del préstamo' },
});

describe('locale edge', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(localePlugin);
    await app.register(errorsPlugin);
    app.get('/online/probe', async (request) => ({
      market: request.locale.market.id,
      wording: request.locale.wording,
      title: word(request.locale, PROBE.title),
      tax: lendingLocale(request).market.tax.name,
    }));
    app.get('/online/probe/fail', async () => {
      throw notFound(PROBE.missing, { orderId: 5004 });
    });
    // A route that knows its own market (a promotion template) replaces the edge's locale before failing.
    app.get('/online/probe/own', async (request) => {
      setLocale(request, { market: SPEC_ORIGINAL, wording: SPEC_ORIGINAL.wordingSet });
      throw new Failure(FAILURE_CODE.conflict, PROBE.missing, 409, { orderId: 7 });
    });
    app.get('/online/probe/lending', async (request) => {
      setLocale(request, { market: SPEC_ORIGINAL, wording: 'zh' });
      return { tax: lendingLocale(request).market.tax.name };
    });
  });
  afterAll(() => app.close());

  it('decides India for language=1 and Mexico for anything else, once per request', async () => {
    const cases: [string, string, string, string][] = [
      ['?language=1', 'IN', 'en', 'GST'],
      ['?language=2', 'MX', 'es', 'IVA'],
      ['?language=7', 'MX', 'es', 'IVA'],
      ['', 'MX', 'es', 'IVA'],
    ];
    for (const [search, market, wording, tax] of cases) {
      const response = await app.inject({ url: `/online/probe${search}` });
      expect(response.json()).toMatchObject({ market, wording, tax });
    }
  });

  it('reads the language header when the URL has none (the JSON client sends it)', async () => {
    const response = await app.inject({ url: '/online/probe', headers: { language: '1' } });
    expect(response.json()).toMatchObject({ market: 'IN', title: 'Loan amount' });
  });

  it('words a failure once, from its key and values, in the caller’s locale', async () => {
    const india = await app.inject({ url: '/online/probe/fail?language=1' });
    expect(india.statusCode).toBe(404);
    expect(india.json()).toEqual({ code: FAILURE_CODE.notFound, success: false, message: 'Order 5004 not found' });
    const mexico = await app.inject({ url: '/online/probe/fail?language=2' });
    expect(mexico.json()).toMatchObject({ message: 'No encontramos el pedido 5004' });
  });

  it('lets a route override the locale, and the failure follows the override', async () => {
    const response = await app.inject({ url: '/online/probe/own?language=2' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: '订单7不存在' });
  });

  it('refuses lending terms for a market the lender does not lend in', async () => {
    const response = await app.inject({ url: '/online/probe/lending' });
    expect(response.statusCode).toBe(500);
  });

  it('words failures raised before any route ran (unknown path) in the caller’s locale', async () => {
    const response = await app.inject({ url: '/online/nowhere?language=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Not found' });
  });

  it('maps each launch language to its market and that market’s own wording', () => {
    expect(localeOfLanguage('1')).toEqual({ market: INDIA, wording: 'en' });
    expect(localeOfLanguage(undefined)).toEqual({ market: MEXICO, wording: 'es' });
  });
});
