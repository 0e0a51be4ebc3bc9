// Import boundaries (after bulletproof-react): a feature never imports another feature, shared layers never
// import features, and the web app and the server meet only through packages/contract.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'apps/web/src');
const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

function resolveImport(file, spec) {
  if (spec.startsWith('@/')) return path.join(webSrc, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  return null;
}

const featureOf = (p) => {
  const rel = path.relative(path.join(webSrc, 'features'), p);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
};

const problems = [];
for (const file of files(webSrc)) {
  const source = readFileSync(file, 'utf8');
  const fromFeature = featureOf(file);
  const layer = path.relative(webSrc, file).split(path.sep)[0];
  for (const match of source.matchAll(importPattern)) {
    const spec = match[1] ?? match[2];
    if (spec.includes('apps/server') || spec.startsWith('@loan/server'))
      problems.push(`${file}: imports the server (${spec})`);
    const target = resolveImport(file, spec);
    if (!target) continue;
    const toFeature = featureOf(target);
    if (toFeature && fromFeature && toFeature !== fromFeature) {
      problems.push(`${path.relative(root, file)}: feature '${fromFeature}' imports feature '${toFeature}' (${spec})`);
    }
    if (toFeature && !fromFeature && layer !== 'app') {
      problems.push(`${path.relative(root, file)}: shared layer '${layer}' imports feature '${toFeature}' (${spec})`);
    }
  }
}
for (const file of files(path.join(root, 'apps/server/src'))) {
  for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const spec = match[1] ?? match[2];
    if (spec.includes('apps/web') || spec.startsWith('@loan/web'))
      problems.push(`${file}: imports the web app (${spec})`);
  }
}

// Markets are decided once (docs/decisions.md, "Markets"): outside the market definition (packages/contract) and the
// locale edge, no server code compares the launch `language` or a market, nor derives a market from a language.
const serverSrc = path.join(root, 'apps/server/src');
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

if (problems.length > 0) {
  console.error(`Boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
