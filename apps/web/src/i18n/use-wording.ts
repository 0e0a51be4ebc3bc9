import { CURRENCY_SYMBOL, type WordingSet } from '@loan/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { formatAmount } from '@/platform/format.ts';
import { launchWordingSet, subscribeLaunchContext } from '@/platform/launch-context.ts';
import type { WordingKey } from './es.ts';
import { interpolate, subscribeWordingSets, type WordingValues, wordingFor, wordingRegistrations } from './wording.ts';

export interface WordingApi {
  /** The text for `key` in the current set, with `{name}` markers filled from `values`. */
  t: (key: WordingKey, values?: WordingValues) => string;
  set: WordingSet;
  symbol: string;
  /** Minor units → symbol + `1.234,56`. */
  money: (minor: number) => string;
}

/**
 * The wording of the launch context's language (`en` for language=1, `es` otherwise). `override` is for screens
 * with their own rule (the promotion landing defaults to `zh`).
 */
export function useWording(override?: WordingSet): WordingApi {
  const launchSet = useSyncExternalStore(subscribeLaunchContext, () => launchWordingSet());
  // Re-render when a lazily loaded set arrives, so texts switch from the Spanish fallback.
  useSyncExternalStore(subscribeWordingSets, wordingRegistrations);
  const set = override ?? launchSet;
  const wording = wordingFor(set);
  return useMemo(
    () => ({
      t: (key, values) => interpolate(wording[key], values),
      set,
      symbol: CURRENCY_SYMBOL[set],
      money: (minor) => formatAmount(minor, set),
    }),
    [set, wording],
  );
}
