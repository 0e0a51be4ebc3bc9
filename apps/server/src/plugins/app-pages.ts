import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  AFTER_PAINT_MODULE,
  type RenderAppScreen,
  scriptsAfterFirstPaint,
  withEarlyScript,
  withInlineStylesheets,
} from '@loan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  appPageHtml,
  type Manifest,
  type Stylesheet,
  sameSiteRedirect,
  screenScripts,
  screenStylesheets,
  withScreenScripts,
} from './app-page-html.ts';
import { hashSource, inlineSources, pagePolicies, stylesheetReader, withInlineSources } from './inline-styles.ts';

/** The web app's server entry (apps/web/src/app/entry-server.tsx), as its build exports it. */
interface AppRenderer {
  renderAppScreen: RenderAppScreen;
  /** The early tap handler the page runs inline (apps/web/src/app/first-taps/capture.ts). */
  FIRST_TAPS_SCRIPT: string;
}

function isAppRenderer(value: unknown): value is AppRenderer {
  const renderer = value as Partial<AppRenderer> | null;
  return typeof renderer?.renderAppScreen === 'function' && typeof renderer.FIRST_TAPS_SCRIPT === 'string';
}

/** The server render's build sits beside the web build (`vite build --mode server-render`, apps/web/vite.config.ts). */
export const serverRenderEntry = (webDist: string) => path.join(webDist, '..', 'dist-server', 'entry-server.js');

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to send a page in: brotli, else gzip, when the browser accepts it (quality 0 refuses it). */
export function pageEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export function encode(html: string, encoding: Encoding): Buffer {
  const bytes = Buffer.from(html);
  // Fast settings: the page is made per request (or per landing template), unlike the build's files, which are
  // compressed once at their best.
  if (encoding === 'br')
    return brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
  if (encoding === 'gzip') return gzipSync(bytes, { level: 6 });
  return bytes;
}

/**
 * A `fetch` that sends a server render's calls to this same server in-process, from the visitor's address and with
 * their cookies and user agent, exactly as their browser would send them.
 */
export function fetchThroughApp(app: FastifyInstance, request: FastifyRequest) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: init.method === 'POST' ? 'POST' : 'GET',
      url,
      headers: {
        ...(init.headers as Record<string, string>),
        'user-agent': request.headers['user-agent'] ?? '',
        ...(request.headers.cookie !== undefined && { cookie: request.headers.cookie }),
      },
      ...(typeof init.body === 'string' && { payload: init.body }),
      remoteAddress: request.ip,
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: contentType === undefined ? {} : { 'content-type': String(contentType) },
    });
  };
}

export type SendAppPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * How the server answers an in-app screen: rendered with the borrower's data when the web app's server build is
 * here, the plain app shell (rendered in the browser) otherwise or when a render fails. The screen's calls are
 * sent to this same server in-process, from the borrower's address, exactly as the browser would send them.
 */
export async function appPageSender(app: FastifyInstance, webDist: string): Promise<SendAppPage> {
  const sendShell: SendAppPage = async (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  const entry = serverRenderEntry(webDist);
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'server render of the in-app screens not built: sending the app shell');
    return sendShell;
  }
  const renderer: unknown = await import(pathToFileURL(entry).href);
  if (!isAppRenderer(renderer)) throw new Error(`${entry} does not export renderAppScreen and FIRST_TAPS_SCRIPT`);
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const loader = manifest[AFTER_PAINT_MODULE];
  if (!loader) throw new Error(`${AFTER_PAINT_MODULE} is missing from the web build's manifest`);
  const cssOf = stylesheetReader(webDist);
  // The shell's own stylesheets go inline once; each screen's are added per page (`appPageHtml`).
  const template = withEarlyScript(
    scriptsAfterFirstPaint(
      withInlineStylesheets(readFileSync(path.join(webDist, 'index.html'), 'utf8'), cssOf),
      `/${loader.file}`,
    ),
    renderer.FIRST_TAPS_SCRIPT,
  );
  const shellSources = inlineSources(template);
  // The build is fixed while the server runs: each screen's stylesheets, scripts and the hashes its policy allows its
  // styles by are worked out once.
  const assets = new Map<
    string,
    { stylesheets: readonly Stylesheet[]; scripts: readonly string[]; styleSources: readonly string[] }
  >();
  const assetsOf = (screen: string) => {
    let found = assets.get(screen);
    if (found === undefined) {
      const stylesheets = screenStylesheets(manifest, screen).map((file) => ({ file, css: cssOf(`/${file}`) }));
      found = {
        stylesheets,
        scripts: screenScripts(manifest, screen),
        styleSources: [...shellSources.styles, ...stylesheets.map(({ css }) => hashSource(css))],
      };
      assets.set(screen, found);
    }
    return found;
  };
  const policyFor = pagePolicies((csp, screen) =>
    withInlineSources(csp, { scripts: shellSources.scripts, styles: assetsOf(screen).styleSources }),
  );

  return async (request, reply) => {
    let page: string | undefined;
    let redirect: string | undefined;
    let screen = '';
    try {
      const rendered = await renderer.renderAppScreen(request.url, fetchThroughApp(app, request));
      redirect = sameSiteRedirect(rendered.redirect);
      screen = rendered.screen;
      const { stylesheets, scripts } = assetsOf(screen);
      const html = appPageHtml(template, rendered, stylesheets, request.id);
      page = html === undefined ? undefined : withScreenScripts(html, scripts);
    } catch (error) {
      request.log.error({ err: error }, 'server render of an in-app screen failed: sending the app shell');
    }
    if (redirect !== undefined) return reply.header('cache-control', 'no-store').redirect(redirect, 302);
    if (page === undefined) return sendShell(request, reply);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', policyFor(csp, screen));
    // The page holds the borrower's data: never kept by the webview, a proxy or a CDN.
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(encode(page, encoding));
  };
}
