import {
  type AppWordingSet,
  type LendingMarket,
  MEXICO,
  marketOfLanguage,
  type WordingSet,
  wordingOfLanguage,
  wordingOverride,
} from '@loan/contract';
import { useSyncExternalStore } from 'react';
import { getLaunchContext, subscribeLaunchContext } from './launch-context.ts';

/**
 * The market a page speaks for when no borrower names one (the public site, a page opened without a session): the
 * launch `language`'s market (1 India, anything else Mexico). In-app pages state the borrower's own market
 * (platform/borrower-market.ts). This is the one place of the web app that reads `language`, so no screen looks at it.
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

/** The words an in-app page is read in: `language=1` English, anything else Spanish, whatever the market. */
export function launchWording(): AppWordingSet {
  return wordingOfLanguage(getLaunchContext().language);
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
