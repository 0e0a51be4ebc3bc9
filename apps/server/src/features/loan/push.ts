import { type LendingMarket, ORDER_STATUS } from '@loan/contract';
import { type Database, toSafeInt } from '../../db/database.ts';
import { conflict } from '../../http/failure.ts';
import { findBorrowerProfile } from './borrower-profile.ts';
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
): Promise<PushedOrder> {
  return db.transaction(async (tx) => {
    const offer = await findPushableOffer(tx, borrowerId, accepted, market);
    if (offer.orderId !== null) return { orderId: offer.orderId, productId: offer.productId, created: false };
    const profile = await findBorrowerProfile(tx, borrowerId);
    // A loan is paid into the borrower's account: without one there is nothing to disburse to.
    if (profile.bankAccountId === null) throw conflict(LOAN.bankAccountRequired);
    const f = offer.figures;
    const [row] = await tx.query<{ id: unknown }>(
      `insert into orders (borrower_id, product_id, bank_account_id, status, amount, term_days, periods,
                           commission, interest, iva, key_facts_version)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       returning id`,
      [
        borrowerId,
        offer.productId,
        profile.bankAccountId,
        ORDER_STATUS.reviewing,
        offer.amount,
        offer.termDays,
        offer.periods,
        f.commission,
        f.interest,
        f.iva,
        offer.keyFactsVersion,
      ],
    );
    if (!row) throw new Error('insert into orders returned no id');
    const orderId = toSafeInt(row.id);
    await tx.query('update offers set order_id = $3 where borrower_id = $1 and product_id = $2', [
      borrowerId,
      offer.productId,
      orderId,
    ]);
    return { orderId, productId: offer.productId, created: true };
  });
}
