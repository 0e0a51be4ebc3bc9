import type { WordingSet } from '@loan/contract';

/** One message in every in-app wording set; `zh` only where the specification words it in Chinese. */
export interface Wording {
  en: string;
  es: string;
  zh?: string;
}

/** A message with the key it is known by (`repay.nothingDue`): what a failure carries and logs. */
export interface Message extends Wording {
  key: string;
}

/** Values filling a message's `{name}` markers. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A feature's messages, keyed `scope.name`. Each feature keeps its table beside its code (features/x/messages.ts);
 * the table is typed, so a missing wording or a misspelled name is a compile error.
 */
export function defineMessages<T extends Record<string, Wording>>(
  scope: string,
  table: T,
): { [K in keyof T]: Message } {
  const entries = Object.entries(table).map(([name, wording]) => [name, { key: `${scope}.${name}`, ...wording }]);
  return Object.fromEntries(entries) as { [K in keyof T]: Message };
}

/**
 * The one wording lookup: a message in the caller's wording set with its `{name}` markers filled. A set the message
 * has no text in (`zh` outside the spec's Chinese messages) falls back to English.
 */
export function word(locale: { wording: WordingSet }, message: Wording, values: MessageValues = {}): string {
  const text = message[locale.wording] ?? message.en;
  return text.replace(/\{(\w+)\}/g, (marker, name: string) =>
    values[name] === undefined ? marker : String(values[name]),
  );
}
