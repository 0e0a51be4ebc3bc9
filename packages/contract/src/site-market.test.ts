import { describe, expect, it } from 'vitest';
import { INDIA, MEXICO } from './market.ts';
import { lendingMarketOfId, SITE_DEFAULT_MARKET, siteMarketOf, siteMarketOfAcceptLanguage } from './site-market.ts';

describe('the public site’s market', () => {
  it('follows the most preferred of the browser’s languages that points to a market', () => {
    for (const header of [
      'es-MX',
      'es',
      'es-ES',
      'en-MX',
      'es-MX,es;q=0.9,en;q=0.8',
      'fr-FR,es;q=0.9',
      'en;q=0.5,es',
    ]) {
      expect(siteMarketOfAcceptLanguage(header), header).toBe(MEXICO);
    }
    for (const header of ['en-IN', 'en-US', 'hi-IN', 'en-US,es;q=0.5', 'es;q=0,en']) {
      expect(siteMarketOfAcceptLanguage(header), header).toBe(INDIA);
    }
  });

  it('is the site’s default, India, for languages of no market or none at all', () => {
    expect(SITE_DEFAULT_MARKET).toBe(INDIA);
    for (const header of ['fr', 'zh-CN', '*', '', ' , ;q=1', undefined, null]) {
      expect(siteMarketOfAcceptLanguage(header), String(header)).toBe(INDIA);
    }
  });

  it('is the pick a request carries, then the remembered one, then the browser’s', () => {
    expect(siteMarketOf({ picked: 'MX', cookie: 'site_market=IN', acceptLanguage: 'en-IN' })).toEqual({
      market: MEXICO,
      remember: true,
    });
    expect(siteMarketOf({ cookie: 'a=1; site_market=MX; b=2', acceptLanguage: 'en-IN' })).toEqual({
      market: MEXICO,
      remember: false,
    });
    expect(siteMarketOf({ picked: 'XX', cookie: 'site_market=IN', acceptLanguage: 'es-MX' })).toEqual({
      market: INDIA,
      remember: false,
    });
    expect(siteMarketOf({ cookie: 'my_site_market=IN; site_market=bogus', acceptLanguage: 'es-MX' })).toEqual({
      market: MEXICO,
      remember: false,
    });
  });

  it('knows a market only by its exact id', () => {
    expect(lendingMarketOfId('MX')).toBe(MEXICO);
    expect(lendingMarketOfId('IN')).toBe(INDIA);
    for (const id of ['mx', 'CN', 'toString', '__proto__', '', null, undefined])
      expect(lendingMarketOfId(id)).toBeUndefined();
  });
});
