// Every wording set of the product passes scripts/wording-keys.mjs: the web app's (borrower screens, site, landing),
// the console's, and the server's messages. A key added in one language only, looked up but never worded, or left
// behind when its screen changed fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en as consoleEn } from '../apps/web/src/features/staff/i18n/en.ts';
import { es as consoleEs } from '../apps/web/src/features/staff/i18n/es.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { es } from '../apps/web/src/i18n/es.ts';
import { zh } from '../apps/web/src/i18n/zh.ts';
import { GLOSSARY } from '../packages/contract/src/glossary.ts';
import { lookedUp, membersOf, quotedStrings, quotedStringsWithin, wordingProblems } from './wording-keys.mjs';

const repo = new URL('../', import.meta.url);

/** The product's source files under `folder` (tests excluded), path and text; `.sql` ones hold the keys rows carry. */
function sources(folder) {
  const root = new URL(folder, repo);
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx|sql)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('testing/'))
    .map((file) => ({ file: folder + file, text: readFileSync(new URL(file, root), 'utf8') }));
}

const web = sources('apps/web/src/');
const server = sources('apps/server/src/');
const isCatalogue = (file) => /\/i18n\/(en|es|zh)\.ts$/.test(file);
const isGlossary = (key) => key.startsWith('glossary.');
const texts = (files) => files.filter((f) => !isCatalogue(f.file)).map((f) => f.text);

describe('wording sets', () => {
  it('the web app: every key in English and Spanish, Chinese only where the landing words it, each one used', () => {
    const set = {
      name: 'web',
      languages: { es, en },
      partial: { zh },
      uses: quotedStrings,
      asks: (source) => lookedUp(source, ['t', 'currentText']),
      borrowed: isGlossary,
    };
    expect(wordingProblems(set, texts(web.filter((f) => !f.file.includes('/features/staff/'))))).toEqual([]);
  });

  it('the console: every key in English and Spanish, each one used', () => {
    const set = {
      name: 'console',
      languages: { es: consoleEs, en: consoleEn },
      uses: quotedStrings,
      asks: (source) => lookedUp(source, ['t', 'consoleText']),
      borrowed: isGlossary,
    };
    expect(wordingProblems(set, texts(web.filter((f) => f.file.includes('/features/staff/'))))).toEqual([]);
  });

  it("the console's keys are the catalogue's staff. namespace, and the borrower's catalogue has none of them", () => {
    const outside = (words, namespaces) =>
      Object.keys(words).filter((key) => !namespaces.some((n) => key.startsWith(n)));
    expect(outside({ ...consoleEs, ...consoleEn }, ['staff.', 'glossary.'])).toEqual([]);
    expect(Object.keys({ ...es, ...en, ...zh }).filter((key) => key.startsWith('staff.'))).toEqual([]);
  });

  it('the glossary: every term in English and Spanish, each one printed by an app or the server', () => {
    const language = (name) => Object.fromEntries(Object.entries(GLOSSARY).map(([term, words]) => [term, words[name]]));
    const set = {
      name: 'glossary',
      languages: { en: language('en'), es: language('es') },
      // The apps name a term `glossary.<term>`, the server `GLOSSARY.<term>`.
      uses: (source) => [
        ...membersOf(source, 'GLOSSARY'),
        ...quotedStrings(source).flatMap((text) => (text.startsWith('glossary.') ? [text.slice(9)] : [])),
      ],
    };
    expect(wordingProblems(set, texts([...web, ...server]))).toEqual([]);
  });

  it("the server: each feature's messages in English and Spanish, each one used", async () => {
    const problems = [];
    for (const { file, text } of server.filter((f) => f.file.endsWith('messages.ts'))) {
      const module = await import(new URL(file, repo).href);
      for (const [table, messages] of Object.entries(module)) {
        const indexed = server.some((f) => f.text.includes(`${table}[`));
        const language = (name) => Object.fromEntries(Object.entries(messages).map(([k, m]) => [k, m[name]]));
        const zhWorded = Object.entries(messages).filter(([, m]) => m.zh !== undefined);
        const set = {
          name: `server ${table}`,
          languages: { en: language('en'), es: language('es') },
          partial: { zh: Object.fromEntries(zhWorded.map(([k, m]) => [k, m.zh])) },
          // A table indexed by a code (`COMPLAINT[pair.problem]`) is used by the names the code is spelled with, or a
          // row holds (a key in a migration's JSON literal: a channel's instruction steps).
          uses: (source) => [...membersOf(source, table), ...(indexed ? quotedStringsWithin(source) : [])],
        };
        problems.push(
          ...wordingProblems(
            set,
            server
              .filter((f) => f.file !== file)
              .map((f) => f.text)
              .concat(text),
          ),
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
