/**
 * Renders the public pages' content into the HTML `vite build` wrote (run right after it, from this package's
 * `build` script): each marketing page once per market (dist/site/<key>.<market>.html, from the shell of the market's
 * wording, which is then removed) and the promotion landing's registration shell (dist/promo.html). They hold nothing personal, so a visitor's phone paints them from the
 * HTML alone; the page's script then hydrates what is interactive (menu, banner, contact and registration forms).
 *
 * The trees come from a server build of src/app/prerender.tsx (into dist-prerender, apart from the app's own build),
 * rendered by Preact as the browser's build is. Each marketing page carries its CSS inline (the server's policy allows
 * those styles by their hashes, apps/server/src/plugins/web.ts), so its first paint needs the HTML alone and no style
 * arrives after it to move what is on screen; its scripts are requested once it is painted, and a tap made before
 * they have run is kept and played after. The landing carries its CSS and that tap handler inline too
 * (apps/server/src/plugins/landing-pages.ts allows them), starts its scripts after its first paint as well, and has
 * its registration chunk preloaded with them, so it downloads beside the entry instead of after it.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { assetsInlineLimit } from './inline-assets.mjs';
import { PREACT_ALIASES } from './preact-aliases.mjs';
import { precompressFile } from './precompress.mjs';

const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webDir, 'dist');
const serverDir = path.join(webDir, 'dist-prerender');

await build({
  configFile: false,
  root: webDir,
  // The same mode as the browser build, so the same `.env` files (brand, lender) word both.
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: [{ find: '@', replacement: path.join(webDir, 'src') }, ...PREACT_ALIASES] },
  // One self-contained file: node runs it without resolving the app's CSS imports or its dependencies' own.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    target: 'node20',
    assetsInlineLimit,
    rolldownOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
  },
});
const prerender = await import(pathToFileURL(path.join(serverDir, 'prerender.mjs')).href);

/** @type {Record<string, { file: string; imports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));

/** A chunk's script and CSS files with those of the chunks it imports, depth first. */
function filesOf(source, seen = new Set()) {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`prerender: ${source} is not in the build manifest`);
  if (seen.has(source)) return { scripts: [], styles: [] };
  seen.add(source);
  const scripts = [chunk.file];
  const styles = [...(chunk.css ?? [])];
  for (const imported of chunk.imports ?? []) {
    const files = filesOf(imported, seen);
    scripts.push(...files.scripts);
    styles.push(...files.styles);
  }
  return { scripts, styles };
}

/**
 * The HTML with `content` in its empty #root and links to the files of the chunk it shows that it does not link yet:
 * its CSS always, its scripts when the page runs them (`withScripts`; a marketing page hydrates its islands only).
 */
function fill(html, content, chunkSource, { withScripts }) {
  const empty = '<div id="root"></div>';
  if (!html.includes(empty)) throw new Error('prerender: the HTML has no empty #root');
  const { scripts, styles } = filesOf(chunkSource);
  const links = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(withScripts ? scripts : []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].filter((link) => !html.includes(link.match(/href="([^"]+)"/)?.[1] ?? ''));
  return html
    .replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`)
    .replace(empty, `<div id="root">${content}</div>`);
}

/** The page's largest paint preloaded from its head (`imagePreloadLink` in the contract), when it marks one. */
function withImagePreload(html, content) {
  const link = prerender.imagePreloadLink(content);
  return link ? prerender.withFirstInHead(html, link) : html;
}

function write(file, html) {
  writeFileSync(file, html);
  precompressFile(file);
}

/** The page's stylesheets in its head, the CSS read from the build (`withInlineStylesheets` in the contract). */
const withInlineStyles = (html) =>
  prerender.withInlineStylesheets(html, (href) => readFileSync(path.join(distDir, href), 'utf8'));

const afterPaint = manifest[prerender.AFTER_PAINT_MODULE];
if (!afterPaint) throw new Error(`prerender: ${prerender.AFTER_PAINT_MODULE} is not in the build manifest`);

/**
 * The page's scripts (its entry and the modules it preloads) requested once it is painted, by the after-paint module
 * (`scriptsAfterFirstPaint` in the contract), and the early tap handler first in its head (`withEarlyScript`), which
 * keeps what a visitor taps or types before they have hydrated the page: as the in-app screens do. They only hydrate
 * the islands; linked from the head, even at low priority, they share a phone's slow connection with the banner and
 * Lighthouse's simulation counts them before the largest paint.
 */
const withScriptsAfterPaint = (html) =>
  prerender.withEarlyScript(prerender.scriptsAfterFirstPaint(html, `/${afterPaint.file}`), prerender.FIRST_TAPS_SCRIPT);

/** The HTML names the market it was built for: the page's script takes its market from there (app/site/main.tsx). */
const withMarket = (html, market) => html.replace('<html ', `<html data-site-market="${market}" `);

const shells = new Set();
for (const render of prerender.SITE_RENDERS) {
  const shell = readFileSync(path.join(distDir, render.shell), 'utf8');
  shells.add(render.shell);
  const content = await prerender.renderSitePage(render);
  write(
    path.join(distDir, render.file),
    withMarket(
      withScriptsAfterPaint(
        withInlineStyles(withImagePreload(fill(shell, content, render.source, { withScripts: false }), content)),
      ),
      render.market,
    ),
  );
}
// The shells are no page of any market: nothing serves them.
for (const shell of shells) {
  for (const suffix of ['', '.br', '.gz']) rmSync(path.join(distDir, shell + suffix), { force: true });
}
const promoFile = path.join(distDir, 'promo.html');
write(
  promoFile,
  withScriptsAfterPaint(
    withInlineStyles(
      fill(readFileSync(promoFile, 'utf8'), await prerender.renderPromoShell(), prerender.PROMO_REGISTER_SOURCE, {
        withScripts: true,
      }),
    ),
  ),
);
rmSync(serverDir, { recursive: true, force: true });
console.log(`prerender: ${prerender.SITE_RENDERS.length} site pages and the promotion shell`);
