import type { ContractFigures, LendingMarket } from '@loan/contract';
import type { ProductTerms } from '../orders/index.ts';

/* What an offer is, apart from how it is read: the key facts read it too, without importing the reading. */

/** A product the borrower may confirm right now, with the figures it would lend at. */
export interface Offer extends ProductTerms {
  borrowerId: number;
  /** Whether the offer is still being finalised (the confirm screen waits with a countdown, then reloads). */
  isNeedPop: 0 | 1;
  /** The market whose tax the figures carry. */
  market: LendingMarket;
  /** The order this offer already became, if it was accepted. */
  orderId: number | null;
  figures: ContractFigures;
}
