import type { AppWordingSet, LendingMarket } from '@loan/contract';

/**
 * The support console's wording set, decided here beside the borrower's (market.ts) so no screen reads a language
 * itself: the agent's own choice (kept in this browser), else the first of the browser's languages the console
 * speaks, else English. An agent may read either set whatever their market (a Mexican team may have English readers).
 */
export const CONSOLE_WORDING_SETS = ['en', 'es'] as const satisfies readonly AppWordingSet[];

/** Where the agent's choice is kept: the raw set name, as the console has always stored it. */
const STORAGE_KEY = 'staff.language';

const isConsoleSet = (value: string | null | undefined): value is AppWordingSet =>
  CONSOLE_WORDING_SETS.some((set) => set === value);

/** The agent's choice, else the first of the browser's languages the console speaks, else English. */
export function initialConsoleWording(stored: string | null, browserLanguages: readonly string[]): AppWordingSet {
  if (isConsoleSet(stored)) return stored;
  const spoken = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isConsoleSet);
  return spoken ?? 'en';
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let current: AppWordingSet = initialConsoleWording(
  storedChoice(),
  typeof navigator === 'undefined' ? [] : navigator.languages,
);
const listeners = new Set<() => void>();

function become(set: AppWordingSet): void {
  current = set;
  document.documentElement.lang = set;
  for (const listener of listeners) listener();
}

/** The agent picks a set: kept for their next visits too. */
export function chooseConsoleWording(set: AppWordingSet): void {
  try {
    localStorage.setItem(STORAGE_KEY, set);
  } catch {
    // A private window without storage keeps the choice for this visit only.
  }
  become(set);
}

/**
 * Once signed in, an agent who never picked a set reads the console in their market's (Mexico Spanish, India
 * English) rather than their browser's; a set they picked stays theirs. `true` when the set changed.
 */
export function defaultConsoleWordingToMarket(market: LendingMarket): boolean {
  if (isConsoleSet(storedChoice()) || current === market.wordingSet) return false;
  become(market.wordingSet);
  return true;
}

export function consoleWording(): AppWordingSet {
  return current;
}

export function subscribeConsoleWording(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
