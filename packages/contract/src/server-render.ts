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
