import { LENDING_MARKETS, type LendingMarket, lendingMarkets } from '@loan/contract';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { type WordingApi, wordingApi } from '@/i18n/use-words.ts';
import { consoleWording, subscribeConsoleWording } from '@/platform/console-language.ts';
import type { StaffSession } from '../api/use-staff-session.ts';
import { CONSOLE_CATALOGUE } from '../i18n/console-wording.ts';
import type { StaffWordingKey } from '../i18n/es.ts';

export interface SignedIn {
  session: StaffSession;
  market: LendingMarket;
}

export const SignedInContext = createContext<SignedIn | undefined>(undefined);

/** The signed-in agent, for pages inside the signed-in shell. */
export function useSignedIn(): SignedIn {
  const value = useContext(SignedInContext);
  if (!value) throw new Error('useSignedIn outside the signed-in shell');
  return value;
}

/**
 * The console's catalogue through the app's one lookup: the agent's set, with dates and amounts in the market the
 * agent serves. Before sign-in no market is known; the pages there print no amount, and words alone follow the set.
 */
export function useConsoleWording(): WordingApi<StaffWordingKey> {
  const set = useSyncExternalStore(subscribeConsoleWording, consoleWording);
  const agentMarket = useContext(SignedInContext)?.market;
  const market = agentMarket ?? lendingMarkets().find((m) => m.wordingSet === set) ?? LENDING_MARKETS.MX;
  return useMemo(() => wordingApi(CONSOLE_CATALOGUE[set], set, market), [set, market]);
}
