import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { launch, usePhone } from '../browser.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.join(import.meta.dirname, '..', '..', '..', 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

/** The scripts a page's entry can load, statically or later (every screen's chunk), from Vite's manifest. */
function scriptsOf(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return [...seen].map((key) => `/${manifest[key]?.file}`).filter((file) => file.endsWith('.js'));
}

/**
 * Each of the borrower-facing build's pages, where its scripts are imported: an entry takes over the page it is
 * built for (and refuses any other), so the modules it reaches are imported on that page, where it already ran.
 */
const PAGES = [
  { entry: 'index.html', url: launch('/loanDetail', '2', { orderId: '5001' }) },
  { entry: 'promo.html', url: '/promo.html#/?id=1' },
  { entry: 'site.html', url: '/?language=2' },
] as const;

/** Imports each file and answers the failures (a syntax or an API the engine lacks fails its import). */
const IMPORT_EACH = `
  const failed = [];
  return Promise.all(arguments[0].map((file) =>
    import(file).catch((error) => { failed.push(file + ': ' + (error && error.name) + ': ' + (error && error.message)); })
  )).then(() => failed);
`;

describe('the oldest declared Safari', () => {
  const phone = usePhone();

  test('every script of the build is reached from a page', () => {
    const reached = new Set(PAGES.flatMap(({ entry }) => scriptsOf(entry)));
    const all = Object.entries(manifest)
      .filter(([, chunk]) => chunk.file.endsWith('.js') && !chunk.isEntry)
      .map(([, chunk]) => `/${chunk.file}`);
    expect(all.filter((file) => !reached.has(file))).toEqual([]);
  });

  for (const { entry, url } of PAGES) {
    test(`${entry}: its page starts and every script it can load parses and runs`, async () => {
      const p = phone();
      await p.open(url);
      await p.browser.waitUntil(async () => (await p.count('heading')) > 0, { timeoutMsg: `${url} shows no heading` });
      const scripts = scriptsOf(entry);
      expect(scripts.length).toBeGreaterThan(0);
      // A script of text: the test runner rewrites `import()` in the functions it compiles.
      expect(await p.browser.execute(IMPORT_EACH, scripts)).toEqual([]);
    });
  }
});
