/**
 * What the browser must load before a screen's first render, measured from the Vite manifest of the built web app.
 * One way of measuring, used by both the enforced budget (scripts/budget.mjs) and the benchmark report (bench/).
 *
 * For every lazily loaded route module it adds up the compressed size of the entry chunk and its static imports,
 * then the route chunk and its static imports, each file counted once, JS and CSS apart. Dynamic imports (loaded
 * later, such as the toast or a privacy text) are not counted. Each file is measured gzipped (level 9) and brotli
 * (quality 11), the two encodings a CDN would serve. A stylesheet counts the same whether the page links it or carries
 * it inline (the in-app screens and the marketing pages do, apps/server/src/plugins/inline-styles.ts): its bytes
 * arrive before the first render either way, inside the HTML instead of beside it.
 *
 * Four entries are measured: the in-app screens (index.html + src/app/routes/<name>.tsx), the marketing pages
 * (site.html + src/app/site/pages/<name>.tsx: the page's CSS, but only the entry's scripts, since the built pages
 * hydrate their interactive islands alone), both against the per-screen budget, and the promotion hash routes
 * (promo.html + src/app/promo/routes/<name>.tsx) against the landing's own smaller budget, for visitors arriving
 * from an ad on a slow phone. The support desk console (staff.html + src/app/staff/pages/<name>.tsx, its own build in
 * dist/staff) has its own budget.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const KB = 1000; // the unit Vite prints
/**
 * What a screen may load before it is interactive on a median phone: 80 KB for an in-app screen (the marketing pages
 * are held to it too), 55 KB for the promotion landing, where a visitor from an ad has not decided to wait yet. Met
 * with React's API served by Preact (docs/decisions/0035-bytes-before-a-screen-is-interactive-react-s-api.md).
 */
export const BUDGET = { jsKb: 80, cssKb: 20 };
export const PROMO_BUDGET = { jsKb: 55, cssKb: 20 };
/** The support desk console (`/staff`, its own build in dist/staff): desktop first, on an office connection. */
export const STAFF_BUDGET = { jsKb: 80, cssKb: 20 };
const ROUTE_PREFIX = 'src/app/routes/';
const SITE_PREFIX = 'src/app/site/pages/';
const PROMO_PREFIX = 'src/app/promo/routes/';
const STAFF_PREFIX = 'src/app/staff/pages/';
/** What starts the scripts of the in-app screens, the marketing pages and the landing once painted (page-scripts.ts in the contract). */
const AFTER_PAINT_MODULE = 'src/app/after-paint.ts';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A problem that stops the measurement (no build, a manifest that changed shape); `exitCode` 2 for the CLI. */
export class MeasureError extends Error {
  exitCode = 2;
}

function readText(path, what) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new MeasureError(`cannot read ${what} at ${path}. Run "npm run build -w apps/web" first.`);
  }
}

/** Route paths by route module name, read from the router and the contract (display only). */
function routePaths(root, webDir) {
  const appPaths = {};
  const contractRoutes = readText(join(root, 'packages/contract/src/routes.ts'), 'the contract routes');
  const appPathsBlock = contractRoutes.match(/APP_PATHS = \{([\s\S]*?)\}/)?.[1] ?? '';
  for (const [, key, path] of appPathsBlock.matchAll(/(\w+): '([^']+)'/g)) appPaths[key] = path;

  const router = readText(join(webDir, 'src/app/router.tsx'), 'the router');
  const byModule = {};
  const add = (module, key) => {
    const path = appPaths[key];
    if (path) byModule[module] = [...(byModule[module] ?? []), path];
  };
  // `route(paths.<key>.path, '<module>', …)`: the screen module each path opens (two paths may share one).
  for (const [, key, module] of router.matchAll(/route\(\s*paths\.(\w+)\.path,\s*'([\w-]+)'/g)) add(module, key);
  return Object.fromEntries(Object.entries(byModule).map(([m, p]) => [m, p.join(' ')]));
}

/** Marketing page paths by page module name (config/site-pages.ts keys → pages/<kebab-name>.tsx). */
function sitePaths(webDir) {
  const source = readText(join(webDir, 'src/config/site-pages.ts'), 'the site pages');
  const byModule = {};
  for (const [, key, path] of source.matchAll(/key: '(\w+)',\s*path: '([^']+)'/g)) {
    byModule[key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)] = path;
  }
  return byModule;
}

/** Promotion hash routes by route module name, read from the landing's route table and the contract. */
function promoPaths(root, webDir) {
  const contractRoutes = readText(join(root, 'packages/contract/src/routes.ts'), 'the contract routes');
  const hashPaths = {};
  const block = contractRoutes.match(/PROMO_HASH_PATHS = \{([\s\S]*?)\}/)?.[1] ?? '';
  for (const [, key, path] of block.matchAll(/(\w+): '([^']+)'/g)) hashPaths[key] = path;
  const app = readText(join(webDir, 'src/app/promo/promo-app.tsx'), 'the promotion routes');
  const byModule = {};
  for (const [, key, module] of app.matchAll(
    /PROMO_HASH_PATHS\.(\w+)\]: lazy\(\(\) => import\('\.\/routes\/([\w-]+)\.tsx'\)\)/g,
  )) {
    byModule[module] = `promo.html#${hashPaths[key] ?? '?'}`;
  }
  return byModule;
}

/** Console pages by page module name, read from the console's route table and its paths. */
function staffPaths(webDir) {
  const pages = readText(join(webDir, 'src/features/staff/staff-paths.ts'), 'the console paths');
  const pathOf = {};
  for (const [, key, path] of pages.matchAll(/(\w+): '([^']+)'/g)) pathOf[key] = path;
  const app = readText(join(webDir, 'src/app/staff/staff-app.tsx'), 'the console routes');
  const byModule = {};
  for (const [, key, module] of app.matchAll(
    /STAFF_PAGES\.(\w+), Page: page\(\(\) => import\('\.\/pages\/([\w-]+)\.tsx'\)\)/g,
  )) {
    byModule[module] = `/staff${pathOf[key] ?? '?'}`;
  }
  for (const [, name, module] of app.matchAll(/const (\w+) = page\(\(\) => import\('\.\/pages\/([\w-]+)\.tsx'\)\)/g)) {
    const key = name.charAt(0).toLowerCase() + name.slice(1);
    byModule[module] = pathOf[key] ? `/staff${pathOf[key]}` : '(fallback)';
  }
  return byModule;
}

/** The built app's manifest with the closure and size helpers both measurements use. */
function buildTools(root, dist = 'apps/web/dist') {
  const distDir = join(root, dist);
  const manifest = JSON.parse(readText(join(distDir, '.vite/manifest.json'), 'the Vite manifest'));

  /** The manifest keys a chunk loads before running: itself and its static imports, recursively. */
  const staticClosure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
    return seen;
  };

  const sizeCache = new Map();
  const compressed = (file) => {
    if (!sizeCache.has(file)) {
      const bytes = readFileSync(join(distDir, file));
      sizeCache.set(file, {
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }).length,
      });
    }
    return sizeCache.get(file);
  };
  const total = (files) => {
    const sizes = [...files].map(compressed);
    return {
      gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
      brotli: sizes.reduce((sum, s) => sum + s.brotli, 0),
      files: files.size,
    };
  };
  /** JS and CSS of a set of manifest keys, each file once. */
  const firstRenderBytes = (keys) => {
    const js = new Set();
    const css = new Set();
    for (const key of keys) {
      const chunk = manifest[key];
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
    }
    return { js: total(js), css: total(css) };
  };
  const entryKey = (html) => {
    const key = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith(html));
    if (!key) throw new MeasureError(`the manifest has no ${html} entry`);
    return key;
  };
  return { manifest, staticClosure, firstRenderBytes, entryKey };
}

/**
 * Every screen of the four entries with its first-render bytes: `{ entry, module, path, js, css, budget, over }`,
 * where `js` and `css` are `{ gzip, brotli, files }` in bytes and `over` compares the gzip figure with the budget.
 */
export function measureScreens(root = repoRoot) {
  const webDir = join(root, 'apps/web');
  // `islandsOnly`: the built pages run their entry's scripts alone (the islands), the page chunk gives its CSS only.
  // `alsoLoads`: modules the page's HTML loads beside its entry.
  const measure = ({ prefix, html, entry, label, budget, paths, dist, islandsOnly = false, alsoLoads = [] }) => {
    const { manifest, staticClosure, firstRenderBytes, entryKey } = buildTools(root, dist);
    const entryKeys = staticClosure(entryKey(html));
    for (const key of alsoLoads) {
      if (!manifest[key]) throw new MeasureError(`the manifest has no ${key}`);
      staticClosure(key, entryKeys);
    }
    const keys = Object.keys(manifest)
      .filter((key) => key.startsWith(prefix) && manifest[key].isDynamicEntry)
      .sort();
    if (keys.length === 0) throw new MeasureError(`no lazily loaded modules under ${prefix} in the manifest`);
    return keys.map((key) => {
      const module = key.slice(prefix.length).replace(/\.tsx?$/, '');
      const { js: pageJs, css } = firstRenderBytes(new Set([...entryKeys, ...staticClosure(key)]));
      const js = islandsOnly ? firstRenderBytes(entryKeys).js : pageJs;
      const over = js.gzip > budget.jsKb * KB || css.gzip > budget.cssKb * KB;
      return { entry, module: `${label}${module}`, path: paths[module] ?? '(fallback)', js, css, budget, over };
    });
  };

  return [
    ...measure({
      prefix: ROUTE_PREFIX,
      html: 'index.html',
      entry: 'in-app',
      label: '',
      budget: BUDGET,
      paths: routePaths(root, webDir),
      // The server-rendered screens start their scripts from it after the first paint (apps/server/src/plugins/app-pages.ts).
      alsoLoads: [AFTER_PAINT_MODULE],
    }),
    ...measure({
      prefix: SITE_PREFIX,
      html: 'site.html',
      entry: 'site',
      label: 'site/',
      budget: BUDGET,
      paths: sitePaths(webDir),
      // Built into their HTML, the marketing pages hydrate their islands only (apps/web/scripts/prerender.mjs), their
      // scripts started by the after-paint module too.
      islandsOnly: true,
      alsoLoads: [AFTER_PAINT_MODULE],
    }),
    ...measure({
      prefix: PROMO_PREFIX,
      html: 'promo.html',
      entry: 'promo',
      label: 'promo/',
      budget: PROMO_BUDGET,
      paths: promoPaths(root, webDir),
      alsoLoads: [AFTER_PAINT_MODULE],
    }),
    ...measure({
      prefix: STAFF_PREFIX,
      html: 'staff.html',
      entry: 'staff',
      label: 'staff/',
      budget: STAFF_BUDGET,
      paths: staffPaths(webDir),
      dist: 'apps/web/dist/staff',
    }),
  ];
}

/** Each HTML entry alone (its shell before any route chunk): `{ entry, js, css }` as in `measureScreens`. */
export function measureEntries(root = repoRoot) {
  const { staticClosure, firstRenderBytes, entryKey } = buildTools(root);
  return ['index.html', 'site.html', 'promo.html'].map((html) => ({
    entry: html,
    ...firstRenderBytes(staticClosure(entryKey(html))),
  }));
}
