import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { assetsInlineLimit } from './scripts/inline-assets.mjs';
import { PREACT_ALIASES } from './scripts/preact-aliases.mjs';
import { COMPRESSIBLE, precompressFile } from './scripts/precompress.mjs';
import { DEMO_BRAND_NAME, NOT_FOUND_PAGE, pageWords, SITE_PAGES, withBrand } from './src/config/site-pages.ts';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const entry = (file: string) => decodeURIComponent(new URL(file, import.meta.url).pathname);
/** `@/` for the app's own modules; React's API from Preact in every build (scripts/preact-aliases.mjs). */
const alias = [{ find: '@', replacement: srcDir }, ...PREACT_ALIASES];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Two HTML files per marketing page, `site/<key>.html` (English, India) and `site/<key>.es.html` (Spanish, Mexico):
 * copies of the built site.html with the page's own language, title and meta description, so they are in the HTML the
 * server sends (it picks by `language`, apps/server/src/plugins/web.ts) rather than set by a script afterwards.
 */
function sitePages(brand: string): Plugin {
  return {
    name: 'loan:site-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shell = bundle['site.html'];
      if (shell?.type !== 'asset') return this.error('site.html is missing from the build');
      const html = String(shell.source);
      for (const page of [...SITE_PAGES, NOT_FOUND_PAGE]) {
        for (const wording of ['en', 'es'] as const) {
          const words = pageWords(page, wording);
          const source = html
            .replace(/<html lang="[^"]*"/, `<html lang="${wording}"`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(withBrand(words.title, brand))}</title>`)
            .replace(
              /<meta name="description" content="[^"]*"/,
              `<meta name="description" content="${escapeHtml(withBrand(words.description, brand))}"`,
            );
          const fileName = wording === 'es' ? `site/${page.key}.es.html` : `site/${page.key}.html`;
          this.emitFile({ type: 'asset', fileName, source });
        }
      }
    },
  };
}

/**
 * Brotli (`.br`) and gzip (`.gz`) copies of every text file of the build (scripts/precompress.mjs; the prerender
 * step writes those of the HTML it fills again). Lighthouse measured uncompressed JS as the largest cost on a slow phone.
 */
function precompress(): Plugin {
  return {
    name: 'loan:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (COMPRESSIBLE.test(fileName)) precompressFile(path.join(outDir, fileName));
      }
    },
  };
}

/**
 * The oldest iOS the in-app screens, the landing and the site support (README): 15.4, the first with
 * `<dialog>.showModal()`, which every dialog of the app opens with. Syntax newer than it is rewritten at build time;
 * the old-iOS lane (e2e/webkit/old-ios) imports every built module in WPE WebKit 2.38 (Safari 16).
 */
const OLDEST_SAFARI = 'safari15.4';
const BROWSER_TARGET = ['es2022', OLDEST_SAFARI];

type OnLog = NonNullable<NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onLog']>;

/**
 * React Router reads React 19's `use` and `useOptimistic` by name and falls back when they are missing, as they are
 * under Preact: the bundler's "will always be undefined" for those two is expected, and a newcomer would take it for a
 * failure. Every other log is printed.
 */
const quietKnownWarnings: OnLog = (level, log, handler) => {
  const known = /Import `(use|useOptimistic)` will always be undefined .*preact\/compat.*\n.*react-router/;
  if (log.code === 'IMPORT_IS_UNDEFINED' && known.test(log.message)) return;
  handler(level, log);
};

/** The support desk's console (`/staff`): its own build, so no borrower downloads a byte of it and no agent a screen. */
const STAFF_MODE = 'staff';
/**
 * The in-app screens' server render (src/app/entry-server.tsx), for Node: one self-contained module the server
 * imports at start, so production needs none of the web app's packages installed.
 */
const SERVER_RENDER_MODE = 'server-render';

/** The in-app screens and what starts their scripts once the server-rendered HTML is painted. */
const IN_APP_INPUT = { app: entry('./index.html'), 'after-paint': entry('./src/app/after-paint.ts') };

export default defineConfig(({ command, mode }): UserConfig => {
  if (mode === STAFF_MODE) {
    return {
      plugins: [react(), precompress()],
      resolve: { alias },
      base: '/staff/',
      build: {
        outDir: 'dist/staff',
        emptyOutDir: true,
        // scripts/measure-bytes.mjs measures the console's pages against their own budget from this manifest.
        manifest: true,
        target: 'es2022',
        rolldownOptions: { input: { staff: entry('./staff.html') }, onLog: quietKnownWarnings },
      },
    };
  }
  if (mode === SERVER_RENDER_MODE) {
    return {
      plugins: [react()],
      resolve: { alias },
      ssr: { noExternal: true, target: 'node' },
      // Production builds of the libraries whatever the server's NODE_ENV: the demo and the tests render as production does.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        ssr: entry('./src/app/entry-server.tsx'),
        outDir: 'dist-server',
        emptyOutDir: true,
        target: 'node20',
        assetsInlineLimit,
        // Stack traces of a failed render name the source line.
        sourcemap: true,
        rolldownOptions: { onLog: quietKnownWarnings },
      },
    };
  }
  // Same variable config/site.ts reads, for the titles written into the HTML at build time.
  const brand = loadEnv(mode, process.cwd(), 'VITE_').VITE_BRAND_NAME || DEMO_BRAND_NAME;
  return {
    plugins: [react(), sitePages(brand), precompress()],
    resolve: { alias },
    build: {
      // scripts/measure-bytes.mjs (budget and bench) reads the manifest to measure what each screen loads before its first render.
      manifest: true,
      target: BROWSER_TARGET,
      assetsInlineLimit,
      rolldownOptions: {
        onLog: quietKnownWarnings,
        // The public marketing site and the promotion landing: two entries, two small first loads. The in-app screens
        // are built apart, right after this build, into the same folder (vite.in-app.config.ts, inAppBuild below);
        // the dev server serves all three, so it looks for their dependencies from all three.
        input: {
          site: entry('./site.html'),
          promo: entry('./promo.html'),
          ...(command === 'serve' && IN_APP_INPUT),
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});

/** The manifest the in-app build writes before it is merged into the shared one (`mergeManifestInto`). */
const IN_APP_MANIFEST = '.vite/in-app-manifest.json';
const SHARED_MANIFEST = '.vite/manifest.json';

/**
 * One manifest for the whole web build, as the server, the prerender step and the byte budget read it: the in-app
 * build's entries are added to those of the build before it. A source both builds load later (the privacy texts) is
 * listed with the in-app build's file; the site's chunks import their own copy by its file name, which stays.
 */
function mergeManifestInto(): Plugin {
  return {
    name: 'loan:merge-manifest',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const read = (file: string) =>
        JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as Record<string, unknown>;
      const merged = { ...read(SHARED_MANIFEST), ...read(IN_APP_MANIFEST) };
      writeFileSync(path.join(outDir, SHARED_MANIFEST), `${JSON.stringify(merged, null, 2)}\n`);
      precompressFile(path.join(outDir, SHARED_MANIFEST));
      for (const suffix of ['', '.gz', '.br'])
        rmSync(path.join(outDir, `${IN_APP_MANIFEST}${suffix}`), { force: true });
    },
  };
}

/**
 * The in-app screens (index.html + src/app/routes/*) and what starts their scripts once the server-rendered HTML is
 * painted (src/app/after-paint.ts), built apart from the site and the landing into the same `dist` (run by
 * vite.in-app.config.ts, in production mode like the build before it). Built with them, every module the three
 * entries share (Preact, the contract, the wording) became a chunk of its own, and the app's first load was nine
 * files: alone, what the app entry needs before its first render is one chunk, which compresses better and carries no
 * imports between chunks, about 6.5 KB gzip less on every screen (docs/decisions/0053-one-chunk-for-the-app-shell.md).
 */
export function inAppBuild(): UserConfig {
  return {
    plugins: [react(), precompress(), mergeManifestInto()],
    resolve: { alias },
    build: {
      emptyOutDir: false,
      manifest: IN_APP_MANIFEST,
      target: BROWSER_TARGET,
      assetsInlineLimit,
      rolldownOptions: {
        onLog: quietKnownWarnings,
        input: IN_APP_INPUT,
      },
    },
  };
}
