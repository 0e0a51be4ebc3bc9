import type { WordingSet } from './language.ts';

/*
 * The one way a text is filled, on the web and on the server: `{name}` takes a value, and
 * `{name, plural, one {# día} other {# días}}` picks the form the set's language uses for that number (ICU's plural
 * syntax, the cardinal categories of `Intl.PluralRules`; `=N` matches one number exactly). `#` is the number.
 * No word of a set is built from pieces in code, so "1 pagos" or "1 days" cannot be written.
 */

export type MessageValues = Readonly<Record<string, string | number>>;

const PLURAL = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_CASE = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;
const MARKER = /\{(\w+)\}/g;

const rules = new Map<WordingSet, Intl.PluralRules>();
function pluralRules(set: WordingSet): Intl.PluralRules {
  let rule = rules.get(set);
  if (!rule) {
    rule = new Intl.PluralRules(set);
    rules.set(set, rule);
  }
  return rule;
}

/** The form of a plural block for `count` in the set's language; the block itself when it has no `other` form. */
function pluralForm(block: string, cases: string, count: number, set: WordingSet): string {
  const forms = new Map<string, string>();
  for (const [, selector, text] of cases.matchAll(PLURAL_CASE)) forms.set(selector ?? '', text ?? '');
  const chosen = forms.get(`=${count}`) ?? forms.get(pluralRules(set).select(count)) ?? forms.get('other');
  return chosen === undefined ? block : chosen.replaceAll('#', String(count));
}

/**
 * `text` with its markers filled from `values`, plural blocks in the set's language. A marker without a value (or a
 * plural of something not a number) stays visible, so the gap is noticed, not hidden.
 */
export function formatMessage(text: string, values: MessageValues | undefined, set: WordingSet): string {
  if (!values) return text;
  return text
    .replace(PLURAL, (block, name: string, cases: string) => {
      const count = Number(values[name]);
      return values[name] === undefined || !Number.isFinite(count) ? block : pluralForm(block, cases, count, set);
    })
    .replace(MARKER, (marker, name: string) => (values[name] === undefined ? marker : String(values[name])));
}
