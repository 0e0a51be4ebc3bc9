import { type LendingMarket, storedLendingMarket } from '@loan/contract';
import { type Queryable, toSafeInt } from '../../db/database.ts';

export interface IssuedReference {
  id: number;
  orderId: number;
  /** The voucher reference, also when the payment named the reference's CLABE. */
  reference: string;
  amount: number;
  payCode: string;
  market: LendingMarket;
}

/**
 * A reference we issued, with the market of the order it was issued for: the order's currency is the only one a
 * payment of it may be in (a peso loan is never settled by the same number of rupees).
 */
export async function issuedReference(db: Queryable, reference: string): Promise<IssuedReference | undefined> {
  // A SPEI transfer is reported by the CLABE it went to (18 digits; references have 16).
  const [row] = await db.query<{
    id: unknown;
    order_id: unknown;
    reference: string;
    amount: unknown;
    pay_code: string;
    market: string;
  }>(
    `select pr.id, pr.order_id, pr.reference, pr.amount, pr.pay_code, o.market
       from payment_references pr join orders o on o.id = pr.order_id
      where pr.reference = $1 or pr.clabe = $1`,
    [reference],
  );
  if (!row) return undefined;
  return {
    id: toSafeInt(row.id),
    orderId: toSafeInt(row.order_id),
    reference: row.reference,
    amount: toSafeInt(row.amount),
    payCode: row.pay_code,
    market: storedLendingMarket(row.market),
  };
}
