import {
  type AppWordingSet,
  type LendingMarket,
  lendingMarketById,
  marketOfLanguage,
  type RegistrationMarket,
  SITE_MARKET_PARAM,
  siteMarketOf,
  type WordingSet,
  wordingOfLanguage,
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
  wording: AppWordingSet;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set once, at the edge: the wording from the launch `language` (1 English, anything else Spanish) and the market
     * from the borrower the request's session names (session.ts), never from the language; a request naming no borrower
     * gets the launch language's market (1 India, else Mexico). A route that knows its market otherwise (a promotion
     * landing names its own) replaces it with `setLocale` before it words anything.
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

/** The in-app locale of a launch `language` for a request that names no borrower: the words it asks for. */
export function localeOfLanguage(language: string | null | undefined): LendingLocale {
  return { market: marketOfLanguage(language), wording: wordingOfLanguage(language) };
}

/** The borrower's market, once the session has named them: their money, law and calendar, whatever the words. */
export function setBorrowerMarket(request: FastifyRequest, market: LendingMarket): void {
  request.locale = { market, wording: localeOf(request).wording };
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
 * market (the Chinese landing) and then asks for lending terms is a programming error, loud here.
 */
export function lendingLocale(request: FastifyRequest): LendingLocale {
  const locale = localeOf(request);
  const market = lendingMarketById(locale.market.id);
  if (!market) throw new Error(`route ${request.routeOptions.url} needs a lending market, has ${locale.market.id}`);
  // In-app pages are worded in English or Spanish only (`zh` holds the Chinese landing's messages).
  return { market, wording: locale.wording === 'es' ? 'es' : 'en' };
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
