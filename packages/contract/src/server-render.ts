/**
 * What the web app's server entry (apps/web/src/app/entry-server.tsx) gives the server (apps/server/src/plugins/
 * app-pages.ts) for one in-app page: the server may not import the web app, so both read the shape here.
 */
export interface RenderedScreen {
  /** The markup of `#root`. */
  html: string;
  /** The `ServerState` block's JSON, safe inside `<script type="application/json">`. */
  state: string;
  /** `<html lang>`: the launch market's wording set. */
  lang: string;
  /** The screen's title, as its header shows it; empty when the screen sets none. */
  title: string;
  /** The screen module's name under apps/web/src/app/routes, whose stylesheets the page links. */
  screen: string;
  /** Set when the screen sent the borrower elsewhere: the page answers a redirect there instead. */
  redirect?: string;
}

/**
 * Renders the in-app screen at `url` (path and launch query) for one request; `fetch` sends the screen's calls to the
 * same server, carrying what the borrower's browser would. Rejects when the screen cannot be rendered.
 */
export type RenderAppScreen = (
  url: string,
  fetch: (url: string, init: RequestInit) => Promise<Response>,
) => Promise<RenderedScreen>;

/** A page's render as the server writes it into the page's HTML (app-page-html.ts). */
export type RenderedPage = Pick<RenderedScreen, 'html' | 'state' | 'lang' | 'title'>;

/**
 * The promotion landing of one URL (`/promo.html?id=1&…`) as the web app's server entry finds it: `key` names
 * everything its HTML depends on (the template as it is now, its wording set, the link's parameters the page writes
 * out), so the server keeps one render per key; `render` makes the page.
 */
export interface PromoLandingRender {
  key: string;
  render: () => Promise<RenderedPage>;
}

/**
 * The landing the URL names, through `fetch` as the visitor's browser would ask for its template; `null` when it names
 * none or the template is not there (the page is then the built shell, which says so as the hash form does).
 */
export type LoadPromoLanding = (
  url: string,
  fetch: (url: string, init: RequestInit) => Promise<Response>,
) => Promise<PromoLandingRender | null>;

/** `text` safe as an HTML element's text or a double-quoted attribute's value. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The id of the `<script type="application/json">` block a server-rendered page carries its state in. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** JSON that cannot end the `<script>` block it travels in early: every `<` is escaped. */
export const scriptBlockJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A state block's object, read back; `undefined` when there is none, or it is not JSON or not an object. */
export function readScriptBlockJson(text: string | null | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The preload of a rendered page's largest paint: the first image its markup fetches at high priority (`fetchpriority`,
 * as the renderer writes it), with its `srcset` and `sizes` so the preload is the very file the image picks. Put ahead
 * of the head's requests (`withFirstInHead`): the preload scanner finds the image only in the body, after the
 * stylesheets and scripts the head links, a round trip later on a phone's HTTP/1.1 connections. `null` when the markup
 * marks no image so.
 */
export function imagePreloadLink(markup: string): string | null {
  const image = markup.match(/<img\b[^>]*\bfetchpriority="high"[^>]*>/i)?.[0];
  if (!image) return null;
  const attribute = (name: string) => image.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
  const href = attribute('src');
  if (!href) return null;
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return [
    `<link rel="preload" as="image" href="${href}"`,
    srcset ? ` imagesrcset="${srcset}"` : '',
    sizes ? ` imagesizes="${sizes}"` : '',
    ' fetchpriority="high">',
  ].join('');
}

/**
 * `html` with `link` ahead of everything its head requests: after the viewport, which an image's `sizes` is read
 * against (before it a phone's viewport is 980 px wide and the preload picks the largest picture), else after the
 * character set, which must stay first, else first in the head.
 */
export function withFirstInHead(html: string, link: string): string {
  const first =
    html.match(/<meta name="viewport"[^>]*>/i)?.[0] ??
    html.match(/<meta charset="[^"]*" ?\/?>/i)?.[0] ??
    html.match(/<head[^>]*>/i)?.[0];
  if (!first) throw new Error('the page has no head to put the link in');
  return html.replace(first, () => `${first}${link}`);
}

/** A stylesheet link as Vite and the prerender write it (`<link rel="stylesheet" crossorigin href="/assets/x.css">`). */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/**
 * A stylesheet inlined in a page's head: its CSS in a `<style>` element, so the first paint needs no request after the
 * HTML, then a disabled link to its file. The HTML standard does not fetch a disabled stylesheet link, but Vite's
 * dynamic-import helper skips any CSS file a `<link rel="stylesheet">` already names, so when the app's scripts import
 * the screen's chunk after the first paint they neither fetch nor apply its CSS a second time. The CSS must hold no
 * `</style`, which would end the element early; the build's CSS has no relative `url(...)` (Vite writes root paths),
 * so it means the same inside the page as in its file.
 */
export function inlinedStylesheet(href: string, css: string): string {
  // A carriage return is read as a line feed by the HTML parser: the page's style would no longer match its hash.
  if (/<\/style|\r/i.test(css)) throw new Error(`${href} holds "</style" or a carriage return and cannot be inlined`);
  return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
}

/** `html` with each stylesheet it links inlined (`inlinedStylesheet`); `cssOf` reads a stylesheet's text by its href. */
export function withInlineStylesheets(html: string, cssOf: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (_link, href: string) => inlinedStylesheet(href, cssOf(href)));
}

/** The text of each `<style>` element of `html`, in order: what a CSP hash of an inline style is computed over. */
export const inlineStyles = (html: string): string[] =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
