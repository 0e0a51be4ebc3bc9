import { type LendingMarket, marketToday, REPAYABLE_STATUSES, storedLendingMarket } from '@loan/contract';
import { type Queryable, toSafeInt } from '../../db/database.ts';
import { type AmountDue, amountDue, type OrderTerms } from './amount-due.ts';

/**
 * What the borrower has paid towards order `o` (the repayments ledger less what reversals reopened), as `paid`: the
 * one sum every figure of what an order owes starts from.
 */
export const PAID = `((select coalesce(sum(r.amount), 0) from repayments r where r.order_id = o.id)
             - (select coalesce(sum(v.reopened), 0) from payment_reversals v where v.order_id = o.id)) as paid`;

export interface LoanState extends OrderTerms, AmountDue {
  orderId: number;
  status: number;
  isDelay: boolean;
  productName: string;
  productLogo: string;
  company: string;
  /** The market the order was signed in: its currency and the calendar its days are counted on. */
  market: LendingMarket;
  /** Today on the order's market calendar, `YYYY-MM-DD`. */
  today: string;
  /** `YYYY-MM-DD` of the payout and of the due date as recorded; null before payout (when `dueOn` reads today). */
  disbursedOn: string | null;
  scheduledDueOn: string | null;
}

/**
 * What an order owes today, from the orders table and the repayments ledger. Call it after `findOwnedOrder`;
 * `forUpdate` locks the order row for a settlement.
 */
export async function loadLoanState(
  db: Queryable,
  orderId: number,
  forUpdate = false,
  now: Date = new Date(),
): Promise<LoanState> {
  const [row] = await db.query<Record<string, unknown>>(
    `select o.id, o.status, o.market, o.amount, o.interest, o.late_interest, o.is_delay,
            to_char(o.due_on, 'YYYY-MM-DD') as due_on, to_char(o.disbursed_on, 'YYYY-MM-DD') as disbursed_on,
            p.name as product_name, p.logo as product_logo, p.company,
            ${PAID}
       from orders o join products p on p.id = o.product_id
      where o.id = $1 ${forUpdate ? 'for update of o' : ''}`,
    [orderId],
  );
  if (!row) throw new Error(`order ${orderId} vanished`);
  return loanStateOf(row, now);
}

/**
 * What an order owes at `now` from a row holding the order's terms (`id, status, market, amount, interest,
 * late_interest, is_delay, due_on` as text), its product (`product_name, product_logo, company`) and `paid`: the one
 * computation every reader of the figure shares, whichever query fetched the row. Days are the order's market's
 * calendar days: a Mexican borrower's due day ends at midnight in Mexico City, not in UTC.
 */
export function loanStateOf(row: Record<string, unknown>, now: Date = new Date()): LoanState {
  const market = storedLendingMarket(row.market);
  const today = marketToday(market, now);
  const terms: OrderTerms = {
    amount: toSafeInt(row.amount),
    interest: toSafeInt(row.interest),
    // An order without a due date has not been disbursed; it owes nothing yet (refused by the status check).
    dueOn: typeof row.due_on === 'string' ? row.due_on : today,
    paid: toSafeInt(row.paid),
    lateInterest: toSafeInt(row.late_interest),
  };
  return {
    ...terms,
    ...amountDue(terms, today),
    orderId: toSafeInt(row.id),
    status: toSafeInt(row.status),
    isDelay: toSafeInt(row.is_delay) === 1,
    productName: String(row.product_name),
    productLogo: String(row.product_logo),
    company: String(row.company),
    market,
    today,
    disbursedOn: typeof row.disbursed_on === 'string' ? row.disbursed_on : null,
    scheduledDueOn: typeof row.due_on === 'string' ? row.due_on : null,
  };
}

export function isRepayable(state: LoanState): boolean {
  return REPAYABLE_STATUSES.includes(state.status) && state.due > 0;
}

export function isExtendable(state: LoanState): boolean {
  return isRepayable(state) && state.isDelay;
}
