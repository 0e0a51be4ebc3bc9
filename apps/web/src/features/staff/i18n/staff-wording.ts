import { formatMoney, type LendingMarket } from '@loan/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { interpolate, type WordingValues } from '@/i18n/wording.ts';
import { consoleWording, subscribeConsoleWording } from '@/platform/console-language.ts';
import { formatDate } from '@/platform/format.ts';
import { en } from './en.ts';
import { es, type StaffWording, type StaffWordingKey } from './es.ts';

/** The console's catalogue in each set (platform/console-language.ts decides which one an agent reads). */
export const STAFF_LANGUAGES = { en, es } as const satisfies Record<string, StaffWording>;
export type StaffLanguage = keyof typeof STAFF_LANGUAGES;
export const STAFF_LANGUAGE_NAMES: Record<StaffLanguage, string> = { en: 'English', es: 'Español' };
/** The `language` value the server words its answers by (failures, complaint types): 1 English, 2 Spanish. */
export const SERVER_LANGUAGE: Record<StaffLanguage, string> = { en: '1', es: '2' };

/** The console's set now, for code outside React (the request helper's `language` header and messages). */
export function staffLanguage(): StaffLanguage {
  return consoleWording();
}

/** For code outside React (the request helper's messages). */
export function staffText(key: StaffWordingKey, values?: WordingValues): string {
  const language = consoleWording();
  return interpolate(STAFF_LANGUAGES[language][key], values, language);
}

export interface StaffWordingApi {
  t: (key: StaffWordingKey, values?: WordingValues) => string;
  language: StaffLanguage;
  /** An instant as the agent's market reads it (`YYYY-MM-DD HH:mm:ss` in its time zone). */
  date: (value: Date | number | string, withTime?: boolean) => string;
  money: (minor: number) => string;
}

/** The console's wording; dates and amounts in the market the agent serves (the browser's zone before sign-in). */
export function useStaffWording(market?: LendingMarket): StaffWordingApi {
  const language = useSyncExternalStore(subscribeConsoleWording, consoleWording);
  return useMemo(() => {
    const words = STAFF_LANGUAGES[language];
    return {
      t: (key, values) => interpolate(words[key], values, language),
      language,
      date: (value, withTime = true) =>
        market ? formatDate(value, market, withTime) : new Date(value).toLocaleString(language),
      money: (minor) => (market ? formatMoney(minor, market) : String(minor / 100)),
    };
  }, [language, market]);
}
