import { formatMessage, type LendingMarket, type WordingSet } from '@loan/contract';
import { launchWording } from '@/platform/market.ts';
import { es, type Wording, type WordingKey } from './es.ts';
import type { ChineseWording } from './zh.ts';

/** The sets the in-app pages read: a lending market words the whole app. */
export type AppWordingSet = LendingMarket['wordingSet'];

/**
 * Spanish, the default set, is always present. English (India) and Chinese (the Chinese landing) are separate
 * chunks loaded when the market or the landing asks for them, so a visitor downloads one set of words, not three.
 */
interface LoadedSets {
  es: Wording;
  en?: Wording;
  zh?: ChineseWording;
}
const wordings: LoadedSets = { es };
const listeners = new Set<() => void>();
let registrations = 0;

export function registerWordingSet<S extends WordingSet>(set: S, wording: NonNullable<LoadedSets[S]>): void {
  (wordings as Record<WordingSet, LoadedSets[WordingSet]>)[set] = wording;
  registrations += 1;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: changes each time a set is registered. */
export function wordingRegistrations(): number {
  return registrations;
}

export function subscribeWordingSets(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isWordingSetLoaded(set: WordingSet): boolean {
  return wordings[set] !== undefined;
}

/** Each set but the default is its own chunk. */
const LOADERS: Record<WordingSet, () => Promise<void>> = {
  es: async () => undefined,
  en: async () => registerWordingSet('en', (await import('./en.ts')).en),
  zh: async () => registerWordingSet('zh', (await import('./zh.ts')).zh),
};

/** Loads and registers a set (no-op when present). Until it arrives, texts fall back to Spanish. */
export async function loadWordingSet(set: WordingSet): Promise<void> {
  if (!isWordingSetLoaded(set)) await LOADERS[set]();
}

/** An in-app set's wording; Spanish, the default for any `language` but 1, while the set has not arrived. */
export function wordingFor(set: AppWordingSet): Wording {
  return wordings[set] ?? es;
}

/** The promotion landing's wording, in any set: only the keys the Chinese set words (zh.ts). */
export function landingWordingFor(set: WordingSet): ChineseWording {
  return wordings[set] ?? es;
}

export type WordingValues = Record<string, string | number>;

/**
 * Fills `{name}` markers and picks plural forms (`{n, plural, one {# pago} other {# pagos}}`) in the set's language
 * (the contract's `formatMessage`, which the server uses too). A marker without a value stays visible.
 */
export function interpolate(text: string, values?: WordingValues, set: WordingSet = 'es'): string {
  return formatMessage(text, values, set);
}

export function translate(set: AppWordingSet, key: WordingKey, values?: WordingValues): string {
  return interpolate(wordingFor(set)[key], values, set);
}

/** For code outside React (request helpers): the text in the launch market's wording set. */
export function currentText(key: WordingKey, values?: WordingValues): string {
  return translate(launchWording(), key, values);
}
