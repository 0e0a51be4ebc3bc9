import { escapeHtml, imagePreloadLink, inlinedStylesheet, type RenderedPage, withFirstInHead } from '@loan/contract';

/**
 * Pure pieces of serving a server-rendered in-app screen: which stylesheets the screen needs from the build's
 * manifest, and the page the browser receives (apps/server/src/plugins/app-pages.ts serves it).
 */

/** A screen's redirect, when it stays on this site (a path, never `//host` or a scheme). */
export function sameSiteRedirect(location: string | undefined): string | undefined {
  if (location === undefined || !location.startsWith('/') || location.startsWith('//') || location.includes('\\'))
    return undefined;
  return location;
}

/** A chunk of the web build's manifest (`.vite/manifest.json`), the fields read here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk at `key` and every chunk it imports statically, each once. */
function chunksFrom(
  manifest: Manifest,
  key: string,
  into = new Map<string, ManifestChunk>(),
): Map<string, ManifestChunk> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.set(key, chunk);
  for (const imported of chunk.imports ?? []) chunksFrom(manifest, imported, into);
  return into;
}

const screenModule = (screen: string) => `src/app/routes/${screen}.tsx`;

/**
 * The stylesheets of a screen module (`src/app/routes/<screen>.tsx`) and of what it imports, less those the app's
 * HTML carries already. The browser would fetch them with the screen's script; the server-rendered page needs them
 * before its first paint instead, inline.
 */
export function screenStylesheets(manifest: Manifest, screen: string): string[] {
  const cssOf = (chunks: Map<string, ManifestChunk>) => [...chunks.values()].flatMap((chunk) => chunk.css ?? []);
  const shell = new Set(cssOf(chunksFrom(manifest, 'index.html')));
  return [...new Set(cssOf(chunksFrom(manifest, screenModule(screen))))].filter((css) => !shell.has(css));
}

/**
 * The script files of a screen module and of what it imports, less the app entry's own: what the screen needs before
 * it can hydrate, which the app's entry would otherwise only request once it has been fetched and run.
 */
export function screenScripts(manifest: Manifest, screen: string): string[] {
  const shell = new Set([...chunksFrom(manifest, 'index.html').values()].map((chunk) => chunk.file));
  const own = [...chunksFrom(manifest, screenModule(screen)).values()].map((chunk) => chunk.file);
  return own.filter((file) => !shell.has(file));
}

const ROOT = '<div id="root"></div>';

const LOADER_PRELOADS = /( data-entry="[^"]*")(?: data-preload="([^"]*)")?/;

/**
 * `page` with the screen's scripts (`screenScripts`) added to what its after-paint loader preloads: they are then
 * fetched beside the app's entry rather than after it has run, and the entry's first task no longer inserts them.
 */
export function withScreenScripts(page: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return page;
  if (!LOADER_PRELOADS.test(page)) throw new Error('the page has no after-paint loader to preload the screen with');
  return page.replace(LOADER_PRELOADS, (_match, entry: string, shell: string | undefined) => {
    const preloads = [...(shell ? shell.split(' ') : []), ...scripts.map((file) => escapeHtml(`/${file}`))];
    return `${entry} data-preload="${preloads.join(' ')}"`;
  });
}

/** A stylesheet of the build (its path in the manifest, `assets/x.css`) and its CSS. */
export interface Stylesheet {
  file: string;
  css: string;
}

/**
 * The app's built HTML with the rendered screen in `#root`, its state in a JSON block the CSP does not execute,
 * the screen's stylesheets inline (the template's own are inlined once, at start-up), its language and title.
 * `undefined` when the template is not the app's shell.
 */
export function appPageHtml(
  template: string,
  rendered: RenderedPage,
  stylesheets: readonly Stylesheet[],
  requestId?: string,
): string | undefined {
  if (!template.includes(ROOT) || !template.includes('</head>')) return undefined;
  // The request this page was rendered for: the web app's error reports name it (platform/error-report.ts).
  const meta = requestId === undefined ? '' : `<meta name="request-id" content="${escapeHtml(requestId)}">`;
  const links = `${meta}${stylesheets.map(({ file, css }) => inlinedStylesheet(`/${escapeHtml(file)}`, css)).join('')}`;
  // Replaced through functions: a screen's text (an amount in `$`) must not be read as a replacement pattern.
  let page = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(rendered.lang)}"`)
    .replace('</head>', () => `${links}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root">${rendered.html}</div><script type="application/json" id="server-state">${rendered.state}</script>`,
    );
  if (rendered.title !== '')
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`);
  // A barcode the screen shows is its largest paint: requested first of all the head names.
  const preload = imagePreloadLink(rendered.html);
  return preload ? withFirstInHead(page, preload) : page;
}
