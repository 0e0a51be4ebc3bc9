import { type LendingMarket, MEXICO, marketOfLanguage, type WordingSet, wordingOverride } from '@loan/contract';
import { useSyncExternalStore } from 'react';
import { getLaunchContext, subscribeLaunchContext } from './launch-context.ts';

/**
 * The in-app market, read from the launch context (spec §1: `language=1` India, anything else Mexico). This is the one
 * place of the web app that reads it: wording set, currency sign, time zone, tax and contract law follow from the
 * market it returns (packages/contract/src/market.ts), so no screen looks at `language` itself.
 */
export function launchMarket(): LendingMarket {
  return marketOfLanguage(getLaunchContext().language);
}

/** The launch market, re-read when a new URL changes the launch context. */
export function useLaunchMarket(): LendingMarket {
  // The same snapshot on the server: an in-app screen reads its request's launch context (request-scope.ts), a
  // prerendered public page the one it is built with (app/prerender.tsx).
  return useSyncExternalStore(subscribeLaunchContext, launchMarket, launchMarket);
}

/** `language=1|2` as a wording over a market's own: the promotion landing's override of its template's wording. */
export function launchWordingOverride(): WordingSet | undefined {
  return wordingOverride(getLaunchContext().language);
}

/**
 * The launch `language` of a public site page built for `market` (the server picks the HTML by the visitor's market,
 * app/site/main.tsx reads it from there), in the in-app rule's terms, so `launchMarket()` gives its market and wording.
 */
export function siteLaunchLanguage(market: LendingMarket): '1' | '2' {
  return market === MEXICO ? '2' : '1';
}
