#!/usr/bin/env node
/**
 * Byte budget of the web app's screens. For every lazily loaded route module (src/app/routes/<name>.tsx), it adds up
 * the gzipped size of what the browser must load before that screen's first render: the entry chunk and its static
 * imports, then the route chunk and its static imports, each file counted once. Dynamic imports (loaded later, such
 * as the toast or a privacy text) are not counted. Exits 1 when a screen goes over budget.
 *
 * The two public entries are measured the same way: each marketing page (site.html + src/app/site/pages/<name>.tsx)
 * against the same per-screen budget, and each promotion hash route (promo.html + src/app/promo/routes/<name>.tsx)
 * against the landing's own smaller budget, for visitors arriving from an ad on a slow phone.
 *
 * Usage: npm run build -w apps/web && node scripts/budget.mjs
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000; // the unit Vite prints
const BUDGET = { jsKb: 110, cssKb: 20 };
const PROMO_BUDGET = { jsKb: 80, cssKb: 20 };
const ROUTE_PREFIX = 'src/app/routes/';
const SITE_PREFIX = 'src/app/site/pages/';
const PROMO_PREFIX = 'src/app/promo/routes/';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const distDir = join(webDir, 'dist');

function readText(path, what) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    console.error(`budget: cannot read ${what} at ${path}. Run "npm run build -w apps/web" first.`);
    process.exit(2);
  }
}

const manifest = JSON.parse(readText(join(distDir, '.vite/manifest.json'), 'the Vite manifest'));

/** Route paths by route module name, read from the router and the contract (display only). */
function routePaths() {
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
  for (const [, key, module] of router.matchAll(
    /paths\.(\w+)\.path, Screen: lazy\(\(\) => import\('\.\/routes\/([\w-]+)\.tsx'\)\)/g,
  )) {
    add(module, key);
  }
  // Routes that share a screen through a named lazy component: `const X = lazy(() => import('./routes/x.tsx'))`.
  for (const [, name, module] of router.matchAll(
    /const (\w+) = lazy\(\(\) => import\('\.\/routes\/([\w-]+)\.tsx'\)\)/g,
  )) {
    for (const [, key] of router.matchAll(new RegExp(`paths\\.(\\w+)\\.path, Screen: ${name}\\b`, 'g')))
      add(module, key);
  }
  return byModule;
}

/** The manifest keys a chunk loads before running: itself and its static imports, recursively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

function firstRenderBytes(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
  return { js: sum(js), css: sum(css) };
}

function entryClosure(html) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith(html));
  if (!key) {
    console.error(`budget: the manifest has no ${html} entry`);
    process.exit(2);
  }
  return staticClosure(key);
}

/** Marketing page paths by page module name (config/site-pages.ts keys → pages/<kebab-name>.tsx). */
function sitePaths() {
  const source = readText(join(webDir, 'src/config/site-pages.ts'), 'the site pages');
  const byModule = {};
  for (const [, key, path] of source.matchAll(/key: '(\w+)',\s*path: '([^']+)'/g)) {
    byModule[key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)] = path;
  }
  return byModule;
}

/** Promotion hash routes by route module name, read from the landing's route table and the contract. */
function promoPaths() {
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

/** One row per lazily loaded module under `prefix`, measured with its entry's static closure. */
function measure({ prefix, html, label, budget, paths }) {
  const entryKeys = entryClosure(html);
  const keys = Object.keys(manifest)
    .filter((key) => key.startsWith(prefix) && manifest[key].isDynamicEntry)
    .sort();
  if (keys.length === 0) {
    console.error(`budget: no lazily loaded modules under ${prefix} in the manifest`);
    process.exit(2);
  }
  return keys.map((key) => {
    const module = key.slice(prefix.length).replace(/\.tsx?$/, '');
    const { js, css } = firstRenderBytes(new Set([...entryKeys, ...staticClosure(key)]));
    const over = js > budget.jsKb * KB || css > budget.cssKb * KB;
    return { module: `${label}${module}`, path: paths[module] ?? '(fallback)', js, css, budget, over };
  });
}

const rows = [
  ...measure({
    prefix: ROUTE_PREFIX,
    html: 'index.html',
    label: '',
    budget: BUDGET,
    paths: Object.fromEntries(Object.entries(routePaths()).map(([m, p]) => [m, p.join(' ')])),
  }),
  ...measure({ prefix: SITE_PREFIX, html: 'site.html', label: 'site/', budget: BUDGET, paths: sitePaths() }),
  ...measure({ prefix: PROMO_PREFIX, html: 'promo.html', label: 'promo/', budget: PROMO_BUDGET, paths: promoPaths() }),
];

const kb = (bytes) => (bytes / KB).toFixed(1);
const header = ['route module', 'path', 'JS gzip KB', 'CSS gzip KB', 'budget'];
const table = rows.map((r) => [
  r.module,
  r.path,
  kb(r.js),
  kb(r.css),
  `${r.over ? 'OVER' : 'ok'} (≤ ${r.budget.jsKb})`,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) =>
  cells.map((cell, i) => (i >= 2 && i <= 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');

console.log(
  `Budget per screen before first render: JS ≤ ${BUDGET.jsKb} KB gzip (promotion landing ≤ ${PROMO_BUDGET.jsKb} KB), CSS ≤ ${BUDGET.cssKb} KB gzip (1 KB = ${KB} B)\n`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));

const preview = rows.find((r) => r.module === 'test-preview');
if (preview) {
  console.log(
    `\nTest preview page (/testPreview): ${kb(preview.js)} KB JS gzip, ${kb(preview.css)} KB CSS gzip before first render.`,
  );
}

const over = rows.filter((r) => r.over);
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map((r) => r.module).join(', ')}`);
  process.exit(1);
}
console.log('\nAll screens within budget.');
