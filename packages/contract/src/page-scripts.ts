import { escapeHtml } from './server-render.ts';

/**
 * How a page that paints from its HTML alone gets its scripts: none linked from the HTML, a small self-hosted module
 * that requests them once the page is painted (apps/web/src/app/after-paint.ts), and one inline script first in the
 * head that keeps the taps made before they have run (apps/web/src/app/first-taps/capture.ts). Written into the HTML
 * by the server for the in-app screens (apps/server/src/plugins/app-pages.ts) and by the build for the marketing
 * pages and the landing (apps/web/scripts/prerender.mjs), so both read them here.
 */

/** Where the web build's manifest keeps what starts a page's scripts after its first paint. */
export const AFTER_PAINT_MODULE = 'src/app/after-paint.ts';

/** An entry script and a module preload as Vite and the prerender step write them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page is on view with its HTML and CSS; its scripts only make it interactive. Linked from the HTML, they would
 * be fetched beside the stylesheets and the first picture, delay the first paint on a slow connection, and count in
 * Lighthouse's simulation as requests the largest paint waits for, even at low priority. So the HTML's one entry
 * script and its module preloads are handed to the after-paint module (`loaderSrc`), which requests them once the
 * page is painted.
 */
export function scriptsAfterFirstPaint(html: string, loaderSrc: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) throw new Error('the page has no single entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const loader = `<script type="module" fetchpriority="low" crossorigin src="${escapeHtml(loaderSrc)}" data-entry="${escapeHtml(entry)}"${
    preloads.length > 0 ? ` data-preload="${escapeHtml(preloads.join(' '))}"` : ''
  }></script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${loader}</body>`);
}

/**
 * The page's one executed inline script, the web app's early tap handler (apps/web/src/app/first-taps/capture.ts),
 * put ahead of the styles: a script after a stylesheet waits for it, and the handler must be listening when the page
 * is first painted. The page's CSP allows it by its hash (`inlineScripts` is what the hash is computed over).
 */
export function withEarlyScript(html: string, script: string): string {
  if (script.includes('</')) throw new Error('an inline script must not contain "</"');
  const tag = `<script>${script}</script>`;
  if (html.includes('</title>')) return html.replace('</title>', () => `</title>${tag}`);
  if (!html.includes('</head>')) throw new Error('the page has no head to put the script in');
  return html.replace('</head>', () => `${tag}</head>`);
}

/**
 * The text of each inline script of `html` the browser runs (a bare `<script>`, as `withEarlyScript` writes it), in
 * order: what a CSP hash of an inline script is computed over. A data block (`type="application/json"`) is not run.
 */
export const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
