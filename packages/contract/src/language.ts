/**
 * Wording sets. `en` and `es` are the in-app sets (India and Mexico); `zh` holds only what was first worded
 * in Chinese (the promotion landing's and the old card repayment's messages). Which set a request gets is decided by
 * its market (market.ts), once, at the edge.
 */
export const WORDING_SETS = ['en', 'es', 'zh'] as const;
export type WordingSet = (typeof WORDING_SETS)[number];
