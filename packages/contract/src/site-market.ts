/**
 * The public marketing site's market (Mexico or India), which a visitor picks with the switch in its header. A pick
 * is remembered in a cookie; a visitor who has picked nothing gets the market their browser's first language points
 * to. The server chooses the page's HTML by it (one build per market), and the page and its calls follow the HTML.
 */

import { INDIA, LENDING_MARKETS, type LendingMarket, type LendingMarketId } from './market.ts';

/** The cookie remembering the visitor's pick: a market id (`MX`, `IN`). */
export const SITE_MARKET_COOKIE = 'site_market';
/** The switch's query parameter: `/About?market=MX` opens Mexico's page and remembers the pick. */
export const SITE_MARKET_PARAM = 'market';
/** How long a pick is remembered, in seconds (a year, as a language choice usually is). */
export const SITE_MARKET_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** A browser whose languages point to no market gets the site in English, India's wording. */
export const SITE_DEFAULT_MARKET: LendingMarket = INDIA;

/** The lending market of an id as a URL or cookie carries it, or `undefined` for anything else. */
export function lendingMarketOfId(id: string | null | undefined): LendingMarket | undefined {
  if (!id || !Object.hasOwn(LENDING_MARKETS, id)) return undefined;
  return LENDING_MARKETS[id as LendingMarketId];
}

/**
 * The market one language tag points to: its region when that is a market (`es-MX`, `en-IN`, `en-MX`), else the market
 * worded in its language (`es`, `es-ES` → Mexico; `en`, `en-US` → India), else none (`fr`).
 */
function marketOfLanguageTag(tag: string): LendingMarket | undefined {
  const [primary = '', ...subtags] = tag.trim().split('-');
  const region = subtags.find((subtag) => /^[a-z]{2}$/i.test(subtag))?.toUpperCase();
  const language = primary.toLowerCase();
  return lendingMarketOfId(region) ?? Object.values(LENDING_MARKETS).find((m) => m.wordingSet === language);
}

/** The market of an `Accept-Language` header: that of the most preferred language pointing to one, else the default. */
export function siteMarketOfAcceptLanguage(header: string | null | undefined): LendingMarket {
  const ranked = (header ?? '')
    .split(',')
    .map((range, index) => {
      const [tag = '', ...params] = range.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranked) {
    const market = marketOfLanguageTag(range.tag);
    if (market) return market;
  }
  return SITE_DEFAULT_MARKET;
}

/** The value of one cookie in a `Cookie` header. */
function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

export interface SiteMarketRequest {
  /** The `market` query parameter: the switch's pick, on the request that makes it. */
  picked?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/**
 * The site's market for a request: the pick it carries, else the remembered one, else the browser's languages'.
 * `remember` says the response should store the pick.
 */
export function siteMarketOf(request: SiteMarketRequest): { market: LendingMarket; remember: boolean } {
  const picked = lendingMarketOfId(request.picked);
  if (picked) return { market: picked, remember: true };
  const remembered = lendingMarketOfId(cookieValue(request.cookie, SITE_MARKET_COOKIE));
  if (remembered) return { market: remembered, remember: false };
  return { market: siteMarketOfAcceptLanguage(request.acceptLanguage), remember: false };
}
