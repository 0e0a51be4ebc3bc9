import type { ConfirmOffer } from './api/confirm-offer.ts';

/** The product being confirmed: the launch parameter, in either spelling the native app uses. */
export function productIdFrom(search: URLSearchParams, launchProductId: string | undefined): string {
  return search.get('productId') || search.get('product_id') || launchProductId || '';
}

/** The offer is still being finalised: show the countdown and reload it with `isType=1` once the countdown ends. */
export function waitsForFinalOffer(offer: Pick<ConfirmOffer, 'isNeedPop'>, isType: 0 | 1): boolean {
  return offer.isNeedPop === 1 && isType === 0;
}

/**
 * Submit works only with the key facts of the offer on screen opened, the agreement accepted, once, and not while
 * the offer is being finalised.
 */
export function canSubmit(state: { agreed: boolean; read: boolean; pushing: boolean; waiting: boolean }): boolean {
  return state.agreed && state.read && !state.pushing && !state.waiting;
}

/** The borrower read these key facts: the version they opened is the version on screen (terms change it). */
export function keyFactsRead(readVersion: string | null, offer: Pick<ConfirmOffer, 'keyFacts'>): boolean {
  return readVersion !== null && readVersion === offer.keyFacts.version;
}

/** Key facts read earlier no longer match the offer on screen: its terms changed since. */
export function keyFactsChanged(readVersion: string | null, offer: Pick<ConfirmOffer, 'keyFacts'>): boolean {
  return readVersion !== null && readVersion !== offer.keyFacts.version;
}

/** The coupon to show, if the offer carries one worth something. */
export function couponAmount(couNum: number | undefined): number | undefined {
  return couNum !== undefined && couNum > 0 ? couNum : undefined;
}

export type Destination = { inApp: true; href: string } | { inApp: false; href: string };

/**
 * Where the borrower goes after the push: the server's detail URL plus `from=confirm`. A URL of this app is opened
 * in-app (path and query); another origin is a full page load.
 */
export function destinationAfterPush(lendDetailsUrl: string, origin: string): Destination {
  const url = new URL(lendDetailsUrl, origin);
  url.searchParams.set('from', 'confirm');
  if (url.origin === origin) return { inApp: true, href: `${url.pathname}${url.search}${url.hash}` };
  return { inApp: false, href: url.toString() };
}

/** Whole seconds left of the countdown, never below 0. */
export function secondsLeft(totalMs: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil((totalMs - elapsedMs) / 1000));
}
