import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  APP_PATHS,
  LENDING_MARKETS,
  type LendingMarket,
  SITE_DEFAULT_MARKET,
  SITE_MARKET_COOKIE,
  SITE_MARKET_COOKIE_MAX_AGE_S,
  SITE_PATHS,
} from '@loan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appPageSender, type SendAppPage } from './app-pages.ts';
import { type InlineSources, inlineSources, pagePolicies, withInlineSources } from './inline-styles.ts';
import { landingPageSender, PROMO_PAGE } from './landing-pages.ts';
import { siteLocaleOf } from './locale.ts';

const API_PREFIXES = ['/online/', '/api/', '/docs', '/healthz', '/media/', '/uploads/', '/staff/', '/dev/'];
const APP_SCREENS: ReadonlySet<string> = new Set(Object.values(APP_PATHS));

/** A GET for a page (HTML) outside the API and the static files. */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((p) => url.startsWith(p))) return false;
  if (path.extname(url) !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** The support desk console's shell, built apart (`vite build --mode staff`, apps/web/vite.config.ts). */
const STAFF_SHELL = 'staff/staff.html';
const STAFF_API = '/staff/api';

/** The console's history-routed pages: `/staff` and `/staff/*` for HTML, outside its API and its built files. */
export function wantsStaffShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '/';
  if (url !== '/staff' && !url.startsWith('/staff/')) return false;
  if (url === STAFF_API || url.startsWith(`${STAFF_API}/`)) return false;
  if (path.extname(url) !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * History-routed in-app screens answer the app shell, at their exact paths only (spec paths are case-sensitive:
 * `/repay`, not `/Repay`). Any other page is not found.
 */
export function wantsAppShell(request: FastifyRequest): boolean {
  return wantsPage(request) && APP_SCREENS.has(request.url.split('?')[0] ?? '/');
}

/**
 * An unknown page the lender's app opened (its launch parameters carry the borrower's `sessionId`): the app's own
 * "not found" screen, whose "Go to home" asks the app for its home tab, not the marketing site's.
 */
export function wantsInAppNotFound(request: FastifyRequest): boolean {
  return wantsPage(request) && new URLSearchParams(request.url.split('?')[1] ?? '').has('sessionId');
}

/** The site page an unknown address answers, in the site's wording (apps/web/src/config/site-pages.ts). */
const NOT_FOUND_PAGE = 'notFound';

/** `site/<key>.<market>.html` (`home.mx.html`): the page as built for one market, its content and wording. */
export const sitePageFile = (key: string, market: Pick<LendingMarket, 'settingsKey'>) =>
  `site/${key}.${market.settingsKey}.html`;

/** Remembers the market a visitor picked with the site's switch, for every page and call of the site after it. */
function siteMarketCookie(request: FastifyRequest, market: Pick<LendingMarket, 'id'>): string {
  const secure = request.server.config.NODE_ENV === 'production' || request.protocol === 'https';
  return [
    `${SITE_MARKET_COOKIE}=${market.id}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${SITE_MARKET_COOKIE_MAX_AGE_S}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Serves the built web app with long-lived caching for hashed assets and none for the HTML shells. */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.WEB_DIST;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'built web app not found: serving the API only (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    // `/` is the marketing home below, not the in-app shell.
    index: false,
    // The build writes brotli and gzip copies of its text files (apps/web/vite.config.ts): send those when accepted.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Each built page carries its CSS and its early tap handler inline (apps/web/scripts/prerender.mjs): its policy allows
  // those styles and that script by their hashes, read once here from the files the build wrote.
  const siteSources = new Map<string, InlineSources>();
  for (const key of [...Object.keys(SITE_PATHS), NOT_FOUND_PAGE])
    for (const market of Object.values(LENDING_MARKETS)) {
      const file = sitePageFile(key, market);
      if (existsSync(path.join(root, file)))
        siteSources.set(file, inlineSources(readFileSync(path.join(root, file), 'utf8')));
    }
  const sitePolicyFor = pagePolicies((csp, file) =>
    withInlineSources(csp, siteSources.get(file) ?? { scripts: [], styles: [] }),
  );
  const sendSitePage = (request: FastifyRequest, reply: FastifyReply, key: string) => {
    // The page is built once per market (apps/web/scripts/prerender.mjs): the visitor's market picks the HTML, so the
    // first paint is already that market's, and the page's script and calls follow the market the HTML names.
    const { market, remember } = siteLocaleOf(request);
    if (remember) reply.header('set-cookie', siteMarketCookie(request, market));
    const file = sitePageFile(key, market);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', sitePolicyFor(csp, file));
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie, accept-language')
      .sendFile(file);
  };
  // The public marketing site: each page has its own built HTML per market (title and description in it).
  for (const [key, url] of Object.entries(SITE_PATHS)) {
    if (!existsSync(path.join(root, sitePageFile(key, SITE_DEFAULT_MARKET)))) {
      app.log.warn({ key }, 'marketing page missing from the build');
      continue;
    }
    app.get(url, (request, reply) => sendSitePage(request, reply, key));
  }
  // Browsers ask for /favicon.ico whatever the page links; the icon is the SVG one.
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  app.decorate('sendAppPage', await appPageSender(app, root));
  // The landing with its template in the query is rendered with it; without, the built file (landing-pages.ts).
  app.get(`/${PROMO_PAGE}`, await landingPageSender(app, root));
  if (existsSync(path.join(root, STAFF_SHELL))) {
    const sendStaffShell = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile(STAFF_SHELL);
    app.decorate('sendStaffShell', sendStaffShell);
    // The console's home: `/staff/` is also the built folder, which the static files would refuse to list.
    for (const url of ['/staff', '/staff/']) app.get(url, (_request, reply) => sendStaffShell(reply));
  } else {
    app.log.warn({ file: STAFF_SHELL }, 'support desk console missing from the build');
  }
  // An unknown page: the site's "not found" page, in the site's wording, with a 404 status.
  app.decorate('sendNotFoundPage', (request: FastifyRequest, reply: FastifyReply) =>
    sendSitePage(request, reply.status(404), NOT_FOUND_PAGE),
  );
});

declare module 'fastify' {
  interface FastifyInstance {
    sendAppPage?: SendAppPage;
    sendStaffShell?: (reply: FastifyReply) => FastifyReply;
    sendNotFoundPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}
