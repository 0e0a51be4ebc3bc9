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
