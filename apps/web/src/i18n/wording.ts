import type { WordingSet } from '@loan/contract';
import { launchWordingSet } from '@/platform/launch-context.ts';
import { es, type Wording, type WordingKey } from './es.ts';

/**
 * Spanish, the default set, is always present. English (India) and Chinese (promotion landing) are separate chunks
 * loaded when the launch language asks for them, so a borrower downloads one set of words, not three.
 */
const wordings: Partial<Record<WordingSet, Wording>> = { es };
const listeners = new Set<() => void>();
let registrations = 0;

export function registerWordingSet(set: WordingSet, wording: Wording): void {
  wordings[set] = wording;
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

/** Loads and registers a set (no-op when present). Until it arrives, texts fall back to Spanish. */
export async function loadWordingSet(set: WordingSet): Promise<void> {
  if (isWordingSetLoaded(set)) return;
  const wording = set === 'en' ? (await import('./en.ts')).en : (await import('./zh.ts')).zh;
  registerWordingSet(set, wording);
}

/** The set's wording; Spanish, the default of spec §1, when the set has not been registered. */
export function wordingFor(set: WordingSet): Wording {
  return wordings[set] ?? es;
}

export type WordingValues = Record<string, string | number>;

/** Fills `{name}` markers; a marker without a value stays visible so the gap is noticed, not hidden. */
export function interpolate(text: string, values?: WordingValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (marker, name: string) => {
    const value = values[name];
    return value === undefined ? marker : String(value);
  });
}

export function translate(set: WordingSet, key: WordingKey, values?: WordingValues): string {
  return interpolate(wordingFor(set)[key], values);
}

/** For code outside React (request helpers): the text in the launch context's wording set. */
export function currentText(key: WordingKey, values?: WordingValues): string {
  return translate(launchWordingSet(), key, values);
}
