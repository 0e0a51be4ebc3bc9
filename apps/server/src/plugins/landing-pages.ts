import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadPromoLanding } from '@loan/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appPageHtml } from './app-page-html.ts';
import {
  type Encoding,
  encode,
  fetchThroughApp,
  pageEncoding,
  type SendAppPage,
  serverRenderEntry,
} from './app-pages.ts';
import { inlineSources, pagePolicies, withInlineSources } from './inline-styles.ts';

/** The promotion landing's built HTML (apps/web/scripts/prerender.mjs fills it with the registration form's shell). */
export const PROMO_PAGE = 'promo.html';

/**
 * How many rendered landings the server keeps: one per template and link (an ad campaign's link is one), the least
 * recently sent dropped first, so links made up by the thousand cannot grow the memory.
 */
export const KEPT_LANDINGS = 256;

/**
 * The built landing with its `#root` emptied, for the server's render to fill; `undefined` when it has none. What
 * follows `#root` at the end of the body (the after-paint loader, `scriptsAfterFirstPaint`) stays.
 */
export function emptiedLanding(html: string): string | undefined {
  const filledRoot = /<div id="root">[\s\S]*<\/div>(\s*(?:<script [^>]*><\/script>\s*)*<\/body>)/;
  if (!filledRoot.test(html)) return undefined;
  return html.replace(filledRoot, (_whole, end: string) => `<div id="root"></div>${end}`);
}

/** A rendered landing and its compressed copies, each made the first time a browser asks for it. */
interface KeptLanding {
  html: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Rendered landings by key, at most `limit`, the least recently sent dropped first. */
export class KeptLandings {
  readonly #pages = new Map<string, KeptLanding>();
  constructor(readonly limit: number) {}

  get size(): number {
    return this.#pages.size;
  }

  get(key: string): KeptLanding | undefined {
    const page = this.#pages.get(key);
    if (page) {
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return page;
  }

  keep(key: string, html: string): KeptLanding {
    const page = { html, encoded: {} };
    this.#pages.set(key, page);
    for (const oldest of this.#pages.keys()) {
      if (this.#pages.size <= this.limit) break;
      this.#pages.delete(oldest);
    }
    return page;
  }
}

function isLandingRenderer(value: unknown): value is { loadPromoLanding: LoadPromoLanding } {
  return typeof (value as { loadPromoLanding?: unknown } | null)?.loadPromoLanding === 'function';
}

/**
 * How the server answers `promo.html`: `promo.html?id=1&…` rendered with its template (the registration screen in its
 * market's words, the template in the page's state block, app/promo/main.tsx hydrates it), kept per key so an ad
 * campaign's visits are not rendered one by one while an operator's edit of the template (a new key) shows at once.
 * The built shell when the query names no template (the hash form `promo.html#/?id=1`, whose id the server never
 * sees), names one that is not there (the shell's script then shows the failure, as for the hash form), the web app's
 * server build is missing, or the render fails.
 */
export async function landingPageSender(app: FastifyInstance, webDist: string): Promise<SendAppPage> {
  const built = path.join(webDist, PROMO_PAGE);
  // The built landing carries its CSS and its early tap handler inline (apps/web/scripts/prerender.mjs), and so does
  // every page rendered from it: the policy allows those styles and that script by their hashes, read once here.
  const builtHtml = existsSync(built) ? readFileSync(built, 'utf8') : undefined;
  const sources = builtHtml === undefined ? { scripts: [], styles: [] } : inlineSources(builtHtml);
  const policyFor = pagePolicies((csp) => withInlineSources(csp, sources));
  const withPolicy = (reply: FastifyReply) => {
    const csp = reply.getHeader('content-security-policy');
    return typeof csp === 'string' ? reply.header('content-security-policy', policyFor(csp, PROMO_PAGE)) : reply;
  };
  const sendShell: SendAppPage = async (_request, reply) =>
    withPolicy(reply).header('cache-control', 'no-cache').sendFile(PROMO_PAGE);
  const entry = serverRenderEntry(webDist);
  if (!existsSync(entry) || builtHtml === undefined) return sendShell;
  const renderer: unknown = await import(pathToFileURL(entry).href);
  if (!isLandingRenderer(renderer)) throw new Error(`${entry} does not export loadPromoLanding`);
  const template = emptiedLanding(builtHtml);
  if (template === undefined) {
    app.log.warn({ file: built }, 'the built landing has no #root to render into: sending it as built');
    return sendShell;
  }
  const kept = new KeptLandings(KEPT_LANDINGS);

  return async (request, reply) => {
    if (!request.url.includes('?')) return sendShell(request, reply);
    let page: KeptLanding | undefined;
    try {
      const landing = await renderer.loadPromoLanding(request.url, fetchThroughApp(app, request));
      if (landing !== null) {
        page = kept.get(landing.key);
        if (page === undefined) {
          // No request id in it: the page is sent to every visitor of its key.
          const html = appPageHtml(template, await landing.render(), []);
          if (html !== undefined) page = kept.keep(landing.key, html);
        }
      }
    } catch (error) {
      request.log.error({ err: error }, 'server render of the landing failed: sending the built shell');
    }
    if (page === undefined) return sendShell(request, reply);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    page.encoded[encoding] ??= encode(page.html, encoding);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // Nothing personal in it, but asked again each visit: an operator's edit of the template shows at once.
    return withPolicy(reply)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(page.encoded[encoding]);
  };
}
