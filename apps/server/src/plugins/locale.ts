import {
  LENDING_MARKETS,
  type LendingMarket,
  marketOfLanguage,
  type RegistrationMarket,
  SITE_MARKET_PARAM,
  siteMarketOf,
  type WordingSet,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Whom a request speaks for: the market whose rules apply and the wording set its text is in. */
export interface Locale {
  market: RegistrationMarket;
  wording: WordingSet;
}

/** A locale of a market the lender lends in: what every in-app call has. */
export interface LendingLocale extends Locale {
  market: LendingMarket;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set once, at the edge, from the launch `language` (spec §1: 1 India, anything else Mexico). A route that knows
     * its market otherwise (a promotion landing names its own) replaces it with `setLocale` before it words anything.
     */
    locale: Locale;
  }
}

/**
 * The launch `language` of a request, read from its URL (once a route's schema has parsed the query,
 * `request.query` keeps only the call's own fields), else from the `language` header the JSON client sends.
 */
export function languageOf(request: { url: string; headers: Record<string, string | string[] | undefined> }) {
  const start = request.url.indexOf('?');
  const fromUrl = start < 0 ? null : new URLSearchParams(request.url.slice(start + 1)).get('language');
  if (fromUrl !== null) return fromUrl;
  const header = request.headers.language;
  return typeof header === 'string' ? header : undefined;
}

/** The in-app locale of a launch `language`: its market and that market's own wording set. */
export function localeOfLanguage(language: string | null | undefined): LendingLocale {
  const market = marketOfLanguage(language);
  return { market, wording: market.wordingSet };
}

/**
 * The locale of a public site request (its page or its contact form): the market the visitor picked with the site's
 * switch (`?market=`, then its cookie), else the one their browser's languages point to; and that market's wording.
 * `remember` is set when the request carries a pick the response should store.
 */
export function siteLocaleOf(request: FastifyRequest): LendingLocale & { remember: boolean } {
  const query = request.url.indexOf('?');
  const { market, remember } = siteMarketOf({
    picked: query < 0 ? null : new URLSearchParams(request.url.slice(query + 1)).get(SITE_MARKET_PARAM),
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
  return { market, wording: market.wordingSet, remember };
}

/** The locale of a request, also for one that failed before the edge ran (rate limit, unknown route). */
export function localeOf(request: FastifyRequest): Locale {
  return request.locale ?? localeOfLanguage(languageOf(request));
}

/** A route's own locale, replacing the edge's (the promotion landing: its template's market and wording). */
export function setLocale(request: FastifyRequest, locale: Locale): void {
  request.locale = locale;
}

/**
 * The locale of an in-app call, whose market is one the lender lends in. A route that set a registration-only
 * market (the spec's original landing) and then asks for lending terms is a programming error, loud here.
 */
export function lendingLocale(request: FastifyRequest): LendingLocale {
  const locale = localeOf(request);
  const market = (LENDING_MARKETS as Record<string, LendingMarket | undefined>)[locale.market.id];
  if (!market) throw new Error(`route ${request.routeOptions.url} needs a lending market, has ${locale.market.id}`);
  return { market, wording: locale.wording };
}

/** The locale edge: one request-scoped locale, decided once, before anything is read or worded. */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', null as unknown as Locale);
  // Callback-style hooks here and in the other per-request plugins: an async hook costs a promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeOfLanguage(languageOf(request));
    done();
  });
});
