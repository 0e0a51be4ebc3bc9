// Import boundaries (after bulletproof-react), for the web app and the server alike:
// - web: a feature never imports another feature, and shared layers never import features (only `app/` composes them);
// - server: a feature uses another only through its `index.ts` (what it offers), and the shared layers (`db/`,
//   `http/`, `plugins/`, `platform/`, `config/`) import no feature outside their tests; the root files (app.ts,
//   server.ts, seed.ts) and `testing/` compose them;
// - the web app and the server meet only through packages/contract;
// - no import cycle anywhere: a cycle makes load order matter and hides which module owns what;
// - no ring of features either (loan uses repay, repay uses receipts, receipts uses loan), even when no single file
//   closes a loop: a ring means none of its features can be understood, tested or moved without the others;
// - on the server, only the orders module has SQL naming the `orders` table.
// `--root DIR` checks another tree laid out the same way (the script's own test runs it on fixture trees).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const rootFlag = process.argv.indexOf('--root');
const root = rootFlag === -1 ? path.resolve(import.meta.dirname, '..') : path.resolve(process.argv[rootFlag + 1]);
const webSrc = path.join(root, 'apps/web/src');
const serverSrc = path.join(root, 'apps/server/src');
const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

/** The file an import names, or null for a package. */
function resolveImport(file, spec, srcRoot) {
  let target = null;
  if (srcRoot === webSrc && spec.startsWith('@/')) target = path.join(webSrc, spec.slice(2));
  else if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec);
  if (!target) return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return target;
}

const featureOf = (srcRoot, p) => {
  const rel = path.relative(path.join(srcRoot, 'features'), p);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
};
const rel = (p) => path.relative(root, p);

/** Every source file of a tree with the files it imports (packages left out). */
function importGraph(srcRoot) {
  const graph = new Map();
  for (const file of files(srcRoot)) {
    const source = readFileSync(file, 'utf8');
    const imports = [];
    for (const match of source.matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      imports.push({ spec, target: resolveImport(file, spec, srcRoot) });
    }
    graph.set(file, imports);
  }
  return graph;
}

const problems = [];
const webGraph = importGraph(webSrc);
const serverGraph = importGraph(serverSrc);

for (const [file, imports] of webGraph) {
  const fromFeature = featureOf(webSrc, file);
  const layer = path.relative(webSrc, file).split(path.sep)[0];
  for (const { spec, target } of imports) {
    if (spec.includes('apps/server') || spec.startsWith('@loan/server'))
      problems.push(`${rel(file)}: imports the server (${spec})`);
    if (!target) continue;
    const toFeature = featureOf(webSrc, target);
    if (toFeature && fromFeature && toFeature !== fromFeature) {
      problems.push(`${rel(file)}: feature '${fromFeature}' imports feature '${toFeature}' (${spec})`);
    }
    if (toFeature && !fromFeature && layer !== 'app') {
      problems.push(`${rel(file)}: shared layer '${layer}' imports feature '${toFeature}' (${spec})`);
    }
  }
}

const serverSharedLayers = new Set(['db', 'http', 'plugins', 'platform', 'config']);
for (const [file, imports] of serverGraph) {
  const fromFeature = featureOf(serverSrc, file);
  const layer = path.relative(serverSrc, file).split(path.sep)[0];
  for (const { spec, target } of imports) {
    if (spec.includes('apps/web') || spec.startsWith('@loan/web'))
      problems.push(`${rel(file)}: imports the web app (${spec})`);
    if (!target) continue;
    const toFeature = featureOf(serverSrc, target);
    if (!toFeature) continue;
    if (fromFeature && toFeature !== fromFeature) {
      const featureIndex = path.join(serverSrc, 'features', toFeature, 'index.ts');
      if (target !== featureIndex)
        problems.push(
          `${rel(file)}: feature '${fromFeature}' reaches into feature '${toFeature}' (${spec}); import its index.ts`,
        );
    }
    // A shared layer's own tests may set up a feature's data (the session plugin's test reads an owned order).
    if (!fromFeature && serverSharedLayers.has(layer) && !/\.test\.ts$/.test(file)) {
      problems.push(`${rel(file)}: shared layer '${layer}' imports feature '${toFeature}' (${spec})`);
    }
  }
}

/** Each import cycle once, as the chain of files that closes it. */
function cyclesOf(graph) {
  const found = [];
  const state = new Map(); // file -> 'open' while on the current path, 'done' once explored
  const stack = [];
  const visit = (file) => {
    state.set(file, 'open');
    stack.push(file);
    for (const { target } of graph.get(file) ?? []) {
      if (!target || !graph.has(target)) continue;
      if (state.get(target) === 'open') found.push([...stack.slice(stack.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}
for (const cycle of [...cyclesOf(webGraph), ...cyclesOf(serverGraph)]) {
  problems.push(`import cycle: ${cycle.map(rel).join(' -> ')}`);
}

/** Which features each feature imports (a feature's own files and tests included), by name. */
function featureGraph(graph, srcRoot) {
  const uses = new Map();
  for (const [file, imports] of graph) {
    const from = featureOf(srcRoot, file);
    if (!from) continue;
    if (!uses.has(from)) uses.set(from, new Set());
    for (const { target } of imports) {
      const to = target && featureOf(srcRoot, target);
      if (to && to !== from) uses.get(from).add(to);
    }
  }
  return uses;
}

/** Each ring of features once, as the chain of names that closes it, found from its alphabetically first member. */
function featureRings(uses) {
  const rings = [];
  const seen = new Set();
  const names = [...uses.keys()].sort();
  for (const start of names) {
    // Rings through `start` whose other members all sort after it: each ring is reported from one place only.
    const walk = (feature, chain) => {
      for (const next of [...(uses.get(feature) ?? [])].sort()) {
        if (next === start) {
          const key = chain.join(' -> ');
          if (!seen.has(key)) rings.push([...chain, start]);
          seen.add(key);
        } else if (next > start && !chain.includes(next)) walk(next, [...chain, next]);
      }
    };
    walk(start, [start]);
  }
  return rings;
}
for (const [srcRoot, graph] of [
  [webSrc, webGraph],
  [serverSrc, serverGraph],
]) {
  for (const ring of featureRings(featureGraph(graph, srcRoot))) {
    problems.push(`feature ring in ${rel(srcRoot)}: ${ring.join(' -> ')}`);
  }
}

// Markets are decided once (docs/decisions/0022-markets-mexico-and-india-a-fact-of-the-borrower.md): outside the market
// definition (packages/contract) and the locale edge, no server code compares the launch `language` or a market, nor
// derives a market from a language.
const localeEdge = new Set([path.join(serverSrc, 'plugins/locale.ts')]);
const marketBranches = [
  [/(?<!typeof )\blanguage\w*\s*[!=]==|[!=]==\s*language\w*\b/, 'compares the launch language'],
  [/[!=]==\s*['"](?:MX|IN|CN|mx|in)['"]|\b(?:market|marketId|settingsKey|id)\s*[!=]==\s*['"]/, 'compares a market id'],
  [/[!=]==\s*(?:INDIA|MEXICO|SPEC_ORIGINAL)\b|\b(?:INDIA|MEXICO|SPEC_ORIGINAL)\s*[!=]==/, 'compares a market'],
  [/\b(?:wordingSetFromLanguage|marketOfLanguage)\(/, 'derives a market or wording from the language'],
];
for (const file of files(serverSrc)) {
  if (localeEdge.has(file) || /\.test\.ts$/.test(file) || file.includes(`${path.sep}testing${path.sep}`)) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return;
      for (const [pattern, what] of marketBranches) {
        if (pattern.test(line))
          problems.push(`${path.relative(root, file)}:${index + 1}: ${what} outside the locale edge`);
      }
    });
}

// The orders module owns its table: outside `features/orders/` no server code has a statement on `orders` (the
// migrations create it, the root seed and `testing/` and tests may set rows up); a feature asks the module instead,
// so who reads or changes an order is found in one folder.
const ordersModule = path.join(serverSrc, 'features/orders') + path.sep;
const ordersSql = /\b(?:from|join|update|into|table)\s+orders\b(?!\.)/i;
const mayNameOrders = (file) =>
  file.startsWith(ordersModule) ||
  file === path.join(serverSrc, 'seed.ts') ||
  file.startsWith(path.join(serverSrc, 'db/migrations') + path.sep) ||
  file.startsWith(path.join(serverSrc, 'testing') + path.sep) ||
  /\.test\.ts$/.test(file);
for (const file of files(serverSrc)) {
  if (mayNameOrders(file)) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return;
      if (ordersSql.test(line))
        problems.push(`${rel(file)}:${index + 1}: a statement on the orders table outside features/orders/`);
    });
}

if (problems.length > 0) {
  console.error(`Boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
