import type { AppWordingSet, LendingMarket } from '@loan/contract';
import { useMemo } from 'react';
import { useBorrowerMarket } from '@/platform/borrower-market.ts';
import { launchWording } from '@/platform/market.ts';
import { useRegistrations, type WordingApi, wordingApi } from './use-words.ts';
import { wordingFor } from './wording.ts';

/** An in-app page's wording: English or Spanish words, a market the lender lends in. */
export interface InAppWordingApi extends WordingApi {
  set: AppWordingSet;
  market: LendingMarket;
}

/**
 * In-app pages: the words of the launch language, with the currency, time zone, tax and law of the borrower's market
 * (platform/borrower-market.ts): a Mexican borrower reading English sees pesos.
 */
export function useWording(): InAppWordingApi {
  const market = useBorrowerMarket();
  useRegistrations();
  const set = launchWording();
  const words = wordingFor(set);
  return useMemo(() => ({ ...wordingApi(words, set, market), set, market }), [words, set, market]);
}
