import { formatMessage, type MessageValues, type WordingSet } from '@loan/contract';

/**
 * One message in every in-app wording set; `zh` only for the Chinese landing's and the old card repayment's messages.
 */
export interface Wording {
  en: string;
  es: string;
  zh?: string;
}

/** A message with the key it is known by (`repay.nothingDue`): what a failure carries and logs. */
export interface Message extends Wording {
  key: string;
}

/** Values filling a message's `{name}` markers (and choosing its plural forms). */
export type { MessageValues };

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
 * The column of a per-language database text (`title_en`, `title_es`) for a locale. Tables hold the in-app sets only,
 * so any other set reads English, as `word` does.
 */
export function wordingColumn(locale: { wording: WordingSet }, prefix: string): string {
  return `${prefix}_${locale.wording === 'es' ? 'es' : 'en'}`;
}

/**
 * The one wording lookup: a message in the caller's wording set with its `{name}` markers filled and its plural forms
 * chosen. A set the message has no text in (`zh` outside the Chinese landing's and old repayment's messages) falls back
 * to English.
 */
export function word(locale: { wording: WordingSet }, message: Wording, values: MessageValues = {}): string {
  const text = message[locale.wording];
  return text === undefined ? formatMessage(message.en, values, 'en') : formatMessage(text, values, locale.wording);
}

/**
 * An SMS worded for the locale, with the values it was worded with: a provider that sends registered templates (MSG91
 * in India, under TRAI's DLT rules) fills its template with those values instead of sending the text.
 */
export function smsWording(
  locale: { wording: WordingSet },
  message: Wording,
  values: Record<string, string>,
): { text: string; variables: Record<string, string> } {
  return { text: word(locale, message, values), variables: values };
}
