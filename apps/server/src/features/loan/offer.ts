import { contractFigures, type LendingMarket, TERM_UNIT_DAYS } from '@loan/contract';
import { type Queryable, toSafeInt } from '../../db/database.ts';
import { conflict, notFound } from '../../http/failure.ts';
import { coolingOffDays } from '../orders/index.ts';
import { keyFactsVersion } from './key-facts.ts';
import { LOAN } from './messages.ts';
import type { Offer } from './offer-shape.ts';

export type { Offer };

type OfferRow = {
  product_id: unknown;
  name: string;
  logo: string;
  company: string;
  amount: unknown;
  term_days: unknown;
  periods: unknown;
  commission_bp: unknown;
  is_need_pop: unknown;
  order_id: unknown;
};

/**
 * The borrower's offer for a product of their market, its figures with that market's tax on loan charges, or the "no
 * offer" failure (a product offered in another market is no offer to them). With `lock`, the offer row stays locked
 * until the transaction ends, so two pushes of one offer take turns.
 */
export async function findOffer(
  db: Queryable,
  borrowerId: number,
  productId: number,
  market: LendingMarket,
  options: { lock?: boolean } = {},
): Promise<Offer> {
  const [row] = await db.query<OfferRow>(
    `select p.id as product_id, p.name, p.logo, p.company, p.amount, p.term_days, p.periods, p.commission_bp,
            o.is_need_pop, o.order_id
       from offers o join products p on p.id = o.product_id
      where o.borrower_id = $1 and o.product_id = $2 and p.market = $3
      ${options.lock ? 'for update of o' : ''}`,
    [borrowerId, productId, market.id],
  );
  if (!row) throw notFound(LOAN.offerNotFound);
  const amount = toSafeInt(row.amount);
  const termDays = toSafeInt(row.term_days);
  return {
    borrowerId,
    productId: toSafeInt(row.product_id),
    productName: row.name,
    productLogo: row.logo,
    company: row.company,
    amount,
    termDays,
    periods: toSafeInt(row.periods),
    isNeedPop: toSafeInt(row.is_need_pop) === 1 ? 1 : 0,
    orderId: row.order_id === null ? null : toSafeInt(row.order_id),
    market,
    figures: contractFigures(amount, termDays, toSafeInt(row.commission_bp), market.tax),
  };
}

/** What the confirm screen showed and the borrower accepted. */
export interface AcceptedTerms {
  productId: number;
  amount: number;
  periods: number;
  termUnit: number;
  /** The version of the key facts the borrower read before accepting. */
  keyFactsVersion: string;
}

/**
 * The offer a push accepts, locked for the rest of the transaction. The accepted terms must be the offer's own: a
 * confirm page left open while the offer changed is refused instead of lending on terms the borrower never saw.
 * Every check of what a push accepts belongs here.
 */
export async function findPushableOffer(
  tx: Queryable,
  borrowerId: number,
  accepted: AcceptedTerms,
  market: LendingMarket,
): Promise<Offer & { keyFactsVersion: string }> {
  const offer = await findOffer(tx, borrowerId, accepted.productId, market, { lock: true });
  const same =
    accepted.amount === offer.amount && accepted.periods === offer.periods && accepted.termUnit === TERM_UNIT_DAYS;
  if (!same) throw conflict(LOAN.offerChanged);
  // The key facts read must be the offer's current ones: any change of terms (fees, schedule, penal rate,
  // cooling-off period) changes the version, and the borrower has to read them again.
  const version = keyFactsVersion(offer, await coolingOffDays(tx));
  if (accepted.keyFactsVersion !== version) throw conflict(LOAN.keyFactsChanged);
  return { ...offer, keyFactsVersion: version };
}
