/* What the support desk offers the others: the one rule of which market a row of the desk belongs to (metrics count
   by it the same way the desk lists by it). */
export { MARKET_OF } from './desk-markets.ts';
