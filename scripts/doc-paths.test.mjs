import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The map and the README name files in backticks; a file moved or deleted without its mention leaves a newcomer
 * looking for something that is not there. Every backticked path in them must name a file or folder of the tree.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOCUMENTS = ['docs/architecture.md', 'README.md'];
const TOP_LEVEL = new Set(readdirSync(ROOT));
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', '.tools', 'test-results', 'playwright-report']);
const FILE_ENDING = /\.(ts|tsx|mjs|js|json|md|sql|sh|css|html|yaml|yml|conf|env)$/;
/** Folders the tree makes at run time (`data/`, `e2e/artifacts/`): named by the docs, ignored by git. */
const MADE_AT_RUN_TIME = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => /^[\w./-]+\/$/.test(line));

/** Every file and folder below the root, as paths relative to it ending in `/` for folders. */
function treeEntries() {
  const entries = [];
  const walk = (folder) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        entries.push(`${path}/`);
        walk(path);
      } else entries.push(path);
    }
  };
  walk('');
  return entries;
}

/**
 * A backticked text names a path when it is made of path characters only and has a folder or a file ending. URLs
 * (`/docs`), packages (`@loan/contract`), patterns (`*`, `NNN`, `<page>`) and code are not paths.
 */
function pathsIn(markdown) {
  const paths = [];
  for (const [, text] of markdown.matchAll(/`([^`\n]+)`/g)) {
    if (!/^[\w.-]+(\/[\w.-]+)*\/?$/.test(text)) continue;
    if (/NNN|XXX/.test(text)) continue;
    if (text.includes('/') || FILE_ENDING.test(text)) paths.push(text);
  }
  return paths;
}

/** `preact/compat`: a module of an installed package, not a file of the tree. */
function isPackageImport(path) {
  const first = path.split('/')[0];
  return (
    !TOP_LEVEL.has(first) && TOP_LEVEL.has('node_modules') && readdirSync(join(ROOT, 'node_modules')).includes(first)
  );
}

/**
 * A path that starts with a top-level folder is read from the root as written; a shorter one (`app/hydrate.tsx`,
 * `views.ts`, as the map writes them inside the feature or app it is describing) must end some path of the tree.
 */
function exists(path, entries) {
  const wanted = path.replace(/^\.\//, '').replace(/\/$/, '');
  if (MADE_AT_RUN_TIME.some((folder) => `${wanted}/`.startsWith(folder))) return true;
  if (isPackageImport(wanted)) return true;
  const isFolder = path.endsWith('/');
  const matches = (entry) => (isFolder ? entry === `${wanted}/` : entry === wanted || entry === `${wanted}/`);
  if (TOP_LEVEL.has(wanted.split('/')[0])) return entries.some(matches);
  return entries.some((entry) => {
    const bare = entry.replace(/\/$/, '');
    return (bare === wanted || bare.endsWith(`/${wanted}`)) && (!isFolder || entry.endsWith('/'));
  });
}

describe('the paths the map and the README name', () => {
  const entries = treeEntries();

  it.each(DOCUMENTS)('every backticked path in %s exists', (document) => {
    const paths = pathsIn(readFileSync(join(ROOT, document), 'utf8'));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !exists(path, entries))).toEqual([]);
  });

  it('tells a missing path from a present one', () => {
    expect(pathsIn('`a/b.ts`, `x.ts`, `/docs`, `@loan/contract`, `db/NNN_*.sql`, `npm test`')).toEqual([
      'a/b.ts',
      'x.ts',
    ]);
    expect(exists('scripts/doc-paths.test.mjs', entries)).toBe(true);
    expect(exists('doc-paths.test.mjs', entries)).toBe(true);
    expect(exists('scripts/no-such-file.mjs', entries)).toBe(false);
    expect(exists('platform/no-such-file.ts', entries)).toBe(false);
    expect(exists('./data/', entries)).toBe(true);
    expect(exists('preact/compat', entries)).toBe(true);
  });
});
