import type { AppWordingSet } from '@loan/contract';
import { interpolate, type WordingValues } from '@/i18n/wording.ts';
import { consoleWording } from '@/platform/console-language.ts';
import { en } from './en.ts';
import { es, type StaffWording, type StaffWordingKey } from './es.ts';

/**
 * The console's catalogue in each set: the `staff.` keys of the app's catalogue format, kept apart from the borrower's
 * so no borrower screen downloads them. platform/console-language.ts decides which set an agent reads; the app's one
 * lookup (`wordingApi`, i18n/use-words.ts) words them.
 */
export const CONSOLE_CATALOGUE = { en, es } as const satisfies Record<AppWordingSet, StaffWording>;
export const CONSOLE_SET_NAMES: Record<AppWordingSet, string> = { en: 'English', es: 'Español' };
/** The `language` value the server words its answers by (failures, complaint types): 1 English, 2 Spanish. */
export const SERVER_LANGUAGE: Record<AppWordingSet, string> = { en: '1', es: '2' };

/** For code outside React (the request helper's messages): the text in the console's set now. */
export function consoleText(key: StaffWordingKey, values?: WordingValues): string {
  const set = consoleWording();
  return interpolate(CONSOLE_CATALOGUE[set][key], values, set);
}
