import { formatMoney, type LendingMarket } from '@loan/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { interpolate, type WordingValues } from '@/i18n/wording.ts';
import { formatDate } from '@/platform/format.ts';
import { en } from './en.ts';
import { es, type StaffWording, type StaffWordingKey } from './es.ts';

/** The console's languages: an agent picks one, whatever their market (a Mexican team may have English readers). */
export const STAFF_LANGUAGES = { en, es } as const satisfies Record<string, StaffWording>;
export type StaffLanguage = keyof typeof STAFF_LANGUAGES;
export const STAFF_LANGUAGE_NAMES: Record<StaffLanguage, string> = { en: 'English', es: 'Español' };
/** The `language` value the server words its answers by (failures, complaint types): 1 English, 2 Spanish. */
export const SERVER_LANGUAGE: Record<StaffLanguage, string> = { en: '1', es: '2' };

const STORAGE_KEY = 'staff.language';
const isStaffLanguage = (value: string | null | undefined): value is StaffLanguage =>
  typeof value === 'string' && Object.hasOwn(STAFF_LANGUAGES, value);

/** The agent's own choice, else the first of the browser's languages the console speaks, else English. */
export function initialStaffLanguage(stored: string | null, browserLanguages: readonly string[]): StaffLanguage {
  if (isStaffLanguage(stored)) return stored;
  const spoken = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isStaffLanguage);
  return spoken ?? 'en';
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let current: StaffLanguage = initialStaffLanguage(
  readStored(),
  typeof navigator === 'undefined' ? [] : navigator.languages,
);
const listeners = new Set<() => void>();

export function setStaffLanguage(language: StaffLanguage): void {
  current = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // A private window without storage keeps the choice for this visit only.
  }
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/**
 * Once signed in, an agent who never picked a language reads the console in their market's (Mexico Spanish, India
 * English) rather than their browser's; a language they picked stays theirs. `true` when the language changed.
 */
export function defaultToMarketLanguage(market: LendingMarket): boolean {
  const marketWording = market.wordingSet;
  if (isStaffLanguage(readStored()) || current === marketWording || !isStaffLanguage(marketWording)) return false;
  current = marketWording;
  document.documentElement.lang = marketWording;
  for (const listener of listeners) listener();
  return true;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function staffLanguage(): StaffLanguage {
  return current;
}

/** For code outside React (the request helper's messages). */
export function staffText(key: StaffWordingKey, values?: WordingValues): string {
  return interpolate(STAFF_LANGUAGES[current][key], values);
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
  const language = useSyncExternalStore(subscribe, staffLanguage);
  return useMemo(() => {
    const words = STAFF_LANGUAGES[language];
    return {
      t: (key, values) => interpolate(words[key], values),
      language,
      date: (value, withTime = true) =>
        market ? formatDate(value, market, withTime) : new Date(value).toLocaleString(language),
      money: (minor) => (market ? formatMoney(minor, market) : String(minor / 100)),
    };
  }, [language, market]);
}
