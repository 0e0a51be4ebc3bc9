import { type LendingMarket, marketToday, ORDER_STATUS } from '@loan/contract';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../http/failure.ts';
import { insertSignedOrder } from '../orders/index.ts';
import { findBorrowerProfile } from './borrower-profile.ts';
import { annualCostOf } from './key-facts.ts';
import { LOAN } from './messages.ts';
import { type AcceptedTerms, findPushableOffer } from './offer.ts';

export interface PushedOrder {
  orderId: number;
  productId: number;
  /** `false` when the offer had already become this order (a repeated submit). */
  created: boolean;
}

/**
 * Accepts an offer: creates its order, under review, with the offer's figures. Idempotent: the offer row is locked
 * for the transaction and remembers its order (a unique column), so a repeated or simultaneous push of the same offer
 * answers the same order and never lends twice.
 */
export async function pushOffer(
  db: Database,
  borrowerId: number,
  accepted: AcceptedTerms,
  market: LendingMarket,
  now: Date = new Date(),
): Promise<PushedOrder> {
  return db.transaction(async (tx) => {
    const offer = await findPushableOffer(tx, borrowerId, accepted, market);
    if (offer.orderId !== null) return { orderId: offer.orderId, productId: offer.productId, created: false };
    const profile = await findBorrowerProfile(tx, borrowerId);
    // A loan is paid into the borrower's account: without one there is nothing to disburse to.
    if (profile.bankAccountId === null) throw conflict(LOAN.bankAccountRequired);
    const signedOn = marketToday(offer.market, now);
    const orderId = await insertSignedOrder(tx, {
      borrowerId,
      productId: offer.productId,
      bankAccountId: profile.bankAccountId,
      status: ORDER_STATUS.reviewing,
      market: offer.market,
      amount: offer.amount,
      termDays: offer.termDays,
      periods: offer.periods,
      figures: offer.figures,
      signedOn,
      // The key facts the borrower accepted stated it for a disbursal on the day of signing.
      annualCost: annualCostOf(offer, signedOn),
      keyFactsVersion: offer.keyFactsVersion,
    });
    await tx.query('update offers set order_id = $3 where borrower_id = $1 and product_id = $2', [
      borrowerId,
      offer.productId,
      orderId,
    ]);
    return { orderId, productId: offer.productId, created: true };
  });
}
