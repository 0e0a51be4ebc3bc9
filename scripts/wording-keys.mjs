/*
 * The check every wording set passes (the web app's, the console's, the contract's glossary, the server's messages):
 * each key is worded in every language of the set, no lookup asks for a key the set lacks, and no key is left that no
 * code uses. Pure: the tests that call it read the sets and the source files themselves.
 */

/**
 * @typedef {object} WordingSet
 * @property {string} name What the problems call the set.
 * @property {Record<string, Record<string, string>>} languages Languages that word every key.
 * @property {Record<string, Record<string, string>>} [partial] Languages that word some keys only (Chinese: the
 *   landing's), never a key the others lack.
 * @property {(source: string) => Iterable<string>} uses The keys a source file refers to.
 * @property {(source: string) => Iterable<string>} [asks] The keys a source file looks up, each of which must exist.
 * @property {(key: string) => boolean} [borrowed] Keys taken from another set (the glossary's), whose use that set's
 *   check counts across every app: no problem here when this one's code does not use them.
 */

/**
 * @param {WordingSet} set
 * @param {readonly string[]} sources The texts of the files that use the set (tests excluded: a key only a test reads
 *   is unused).
 * @returns {string[]} One line per problem; none when the set is whole.
 */
export function wordingProblems(set, sources) {
  const problems = [];
  const keys = new Set(Object.values(set.languages).flatMap((words) => Object.keys(words)));
  for (const [language, words] of Object.entries(set.languages)) {
    for (const key of keys) {
      if (!Object.hasOwn(words, key)) problems.push(`${set.name}: "${key}" has no ${language} wording`);
      else if (words[key].trim() === '') problems.push(`${set.name}: "${key}" is empty in ${language}`);
    }
  }
  for (const [language, words] of Object.entries(set.partial ?? {})) {
    for (const key of Object.keys(words)) {
      if (!keys.has(key)) problems.push(`${set.name}: "${key}" is worded in ${language} only`);
    }
  }
  const used = new Set();
  for (const source of sources) {
    for (const key of set.uses(source)) used.add(key);
    for (const key of set.asks?.(source) ?? []) {
      if (!keys.has(key)) problems.push(`${set.name}: "${key}" is looked up but not worded`);
    }
  }
  for (const key of keys) {
    if (!used.has(key) && !set.borrowed?.(key)) problems.push(`${set.name}: "${key}" is worded but never used`);
  }
  return problems;
}

/** The contents of a file's one-line quoted strings: where the web app names its keys ('receipt.kind.extension'). */
export function quotedStrings(source) {
  return Array.from(source.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"/g), (match) => match[1] ?? match[2]);
}

/**
 * The quoted strings of a source and the ones quoted inside them: a JSON literal in SQL names its keys so
 * (`'[{"title": "speiTitle"}]'` gives `speiTitle`).
 */
export function quotedStringsWithin(source) {
  return quotedStrings(source).flatMap((text) => [text, ...quotedStrings(text)]);
}

/** The literal first arguments of calls to `names` (`t('retry')`): the keys a file looks up. */
export function lookedUp(source, names) {
  const pattern = new RegExp(`(?<![\\w.])(?:${names.join('|')})\\(\\s*['"]([^'"\\n]+)['"]`, 'g');
  return Array.from(source.matchAll(pattern), (match) => match[1]);
}

/** The members read off a message table (`REPAY.nothingDue` gives `nothingDue`): how the server names its keys. */
export function membersOf(source, table) {
  return Array.from(source.matchAll(new RegExp(`(?<![\\w.])${table}\\.(\\w+)`, 'g')), (match) => match[1]);
}
