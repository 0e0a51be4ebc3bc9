/*
 * Wording without the app's data layer: the crash notice, the public site's forms and the promotion landing read their
 * words here, so they do not download the borrower's market call (use-wording.ts has the in-app hook).
 */
import { formatMoney, type RegistrationMarket, type WordingSet } from '@loan/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { formatDate } from '@/platform/format.ts';
import { launchWording, useLaunchMarket } from '@/platform/market.ts';
import type { WordingKey } from './es.ts';
import {
  interpolate,
  landingWordingFor,
  subscribeWordingSets,
  type WordingValues,
  wordingFor,
  wordingRegistrations,
} from './wording.ts';
import type { ChineseWordingKey } from './zh.ts';

export interface WordingApi<Key extends string = WordingKey> {
  /** The text for `key` in the current set, with `{name}` markers filled from `values`. */
  t: (key: Key, values?: WordingValues) => string;
  set: WordingSet;
  /** The market the texts speak for: its currency sign and time zone. */
  market: RegistrationMarket;
  /** Minor units as the market writes money: `$5,029.58`, `₹1,00,000.00`. */
  money: (minor: number) => string;
  /** An instant (or a calendar day) as the market reads it: `YYYY-MM-DD`, or with the time. */
  date: (value: Date | number | string, withTime?: boolean) => string;
}

/** Re-render when a lazily loaded set arrives, so texts switch from the Spanish fallback. */
export const useRegistrations = () =>
  useSyncExternalStore(subscribeWordingSets, wordingRegistrations, wordingRegistrations);

export function wordingApi<Key extends string>(
  words: Record<Key, string>,
  set: WordingSet,
  market: RegistrationMarket,
): WordingApi<Key> {
  return {
    t: (key, values) => interpolate(words[key], values, set),
    set,
    market,
    money: (minor) => formatMoney(minor, market),
    date: (value, withTime) => formatDate(value, market, withTime),
  };
}

/** The words alone, for what renders outside the app's data layer (the crash notice): the launch market's. */
export function useWords(): Pick<WordingApi, 't' | 'set'> {
  const market = useLaunchMarket();
  useRegistrations();
  const set = launchWording();
  const words = wordingFor(set);
  return useMemo(() => ({ t: wordingApi(words, set, market).t, set }), [words, set, market]);
}

/**
 * The promotion landing: the template's market and a wording set that may differ from the market's own (`language=1|2`
 * overrides it). Only keys the Chinese set words can be asked for, so no landing text lacks a Chinese wording.
 */
export function useLandingWording(set: WordingSet, market: RegistrationMarket): WordingApi<ChineseWordingKey> {
  useRegistrations();
  const words = landingWordingFor(set);
  return useMemo(() => wordingApi(words, set, market), [words, set, market]);
}
