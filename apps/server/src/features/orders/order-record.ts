import {
  type GrievanceContact,
  grievanceContactSchema,
  type LendingMarket,
  type LoanChargeTax,
  storedLendingMarket,
} from '@loan/contract';
import { grievanceDeskKey, parseSetting } from '../../config/market-settings.ts';
import { type Queryable, toSafeInt } from '../../db/database.ts';
import { notFound } from '../../http/failure.ts';
import { COMMON } from '../../http/messages.ts';
import {
  COOLING_OFF_SETTING,
  type CoolingOffState,
  coolingOffDaysOf,
  coolingOffState,
  coolingOffTermsOf,
} from './cooling-off.ts';
import { type LoanState, loanStateOf, PAID } from './owed.ts';
import { findOwnedOrder } from './owned-order.ts';

/** A product's loan as an offer states it and an order keeps it: which product, how much, over how long. */
export interface ProductTerms {
  productId: number;
  productName: string;
  productLogo: string;
  company: string;
  amount: number;
  termDays: number;
  periods: number;
}

/** Everything the loan detail and the contract read about one order. */
export interface OrderRecord extends ProductTerms {
  id: number;
  status: number;
  commission: number;
  interest: number;
  /** The tax charged at signing (IVA, GST), with the rate it was charged at. */
  iva: number;
  tax: LoanChargeTax;
  /** What reached the borrower's account: amount − commission − tax. */
  received: number;
  /** The market the order was signed in: its currency, calendar, tax and law. */
  market: LendingMarket;
  currency: string;
  disbursedOn: string | null;
  dueOn: string | null;
  /** The day the contract was signed, on the market's calendar. */
  signedOn: string;
  /** The annual cost its key facts stated; null for orders signed before it was recorded. */
  annualCost: { kind: 'APR' | 'CAT'; pct: number } | null;
  isDelay: 0 | 1;
  borrowerName: string;
  borrowerAddress: string;
  /** The last 4 digits of the card the loan was paid into (all that is kept of it). */
  cardLast4: string;
  scored: boolean;
  /** The borrower left the loan within its cooling-off period. */
  cooledOff: boolean;
  /** When it was closed as repaid (dates the settlement certificate); null while it is not. */
  settledAt: Date | null;
}

type Row = {
  status: unknown;
  product_id: unknown;
  product_name: string;
  product_logo: string;
  company: string;
  amount: unknown;
  term_days: unknown;
  periods: unknown;
  commission: unknown;
  interest: unknown;
  iva: unknown;
  tax_rate_pct: unknown;
  received: unknown;
  market: string;
  currency: string;
  disbursed_on: string | null;
  due_on: string | null;
  signed_on: string;
  annual_cost_kind: 'APR' | 'CAT' | null;
  annual_cost_pct: unknown;
  is_delay: unknown;
  borrower_name: string;
  borrower_address: string;
  card_last4: string | null;
  scored: boolean;
  cooled_off: boolean;
  settled_at: Date | string | null;
};

/** The columns of an order record (`Row`), read by every query that builds one. */
const RECORD_COLUMNS = `o.status, o.product_id, p.name as product_name, p.logo as product_logo, p.company,
            o.amount, o.term_days, o.periods, o.commission, o.interest, o.iva, o.tax_rate_pct, o.received,
            o.market, o.currency, o.annual_cost_kind, o.annual_cost_pct,
            to_char(o.disbursed_on, 'YYYY-MM-DD') as disbursed_on, to_char(o.due_on, 'YYYY-MM-DD') as due_on,
            to_char(o.signed_on, 'YYYY-MM-DD') as signed_on, o.is_delay,
            b.name as borrower_name, b.address as borrower_address, a.card_last4,
            exists (select 1 from order_scores s where s.order_id = o.id) as scored,
            o.cooled_off_at is not null as cooled_off, o.settled_at`;

const RECORD_FROM = `from orders o
       join products p on p.id = o.product_id
       join borrowers b on b.id = o.borrower_id
       left join bank_accounts a on a.id = o.bank_account_id`;

/**
 * The borrower's order with its product and account; someone else's order or a missing one is the same 404. Its
 * market, tax, what reached the account and its signing day are read as they were recorded when it was signed.
 */
export async function loadOrderRecord(db: Queryable, borrowerId: number, orderId: number): Promise<OrderRecord> {
  const owned = await findOwnedOrder(db, borrowerId, orderId);
  const [row] = await db.query<Row>(`select ${RECORD_COLUMNS} ${RECORD_FROM} where o.id = $1 and o.borrower_id = $2`, [
    owned.id,
    borrowerId,
  ]);
  if (!row) throw new Error(`order ${owned.id} vanished between two reads`);
  return orderRecordOf(owned.id, row);
}

function orderRecordOf(id: number, row: Row): OrderRecord {
  const market = storedLendingMarket(row.market);
  return {
    id,
    status: toSafeInt(row.status),
    productId: toSafeInt(row.product_id),
    productName: row.product_name,
    productLogo: row.product_logo,
    company: row.company,
    amount: toSafeInt(row.amount),
    termDays: toSafeInt(row.term_days),
    periods: toSafeInt(row.periods),
    commission: toSafeInt(row.commission),
    interest: toSafeInt(row.interest),
    iva: toSafeInt(row.iva),
    tax: { ...market.tax, ratePct: toSafeInt(row.tax_rate_pct) },
    received: toSafeInt(row.received),
    market,
    currency: row.currency,
    disbursedOn: row.disbursed_on,
    dueOn: row.due_on,
    signedOn: row.signed_on,
    annualCost: row.annual_cost_kind === null ? null : { kind: row.annual_cost_kind, pct: Number(row.annual_cost_pct) },
    isDelay: toSafeInt(row.is_delay) === 1 ? 1 : 0,
    borrowerName: row.borrower_name,
    borrowerAddress: row.borrower_address,
    cardLast4: row.card_last4 ?? '',
    scored: row.scored === true,
    cooledOff: row.cooled_off === true,
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

/** Everything the loan detail states about one order, read together. */
export interface LoanDetailRecord {
  order: OrderRecord;
  /** What the order owes today, by the repay screen's own computation. */
  owed: LoanState;
  coolingOff: CoolingOffState;
  coolingOffDays: number;
  grievance: GrievanceContact;
}

/**
 * The loan detail's whole read in one statement (one round trip): the order with its product and account, what it
 * owes (the repayments ledger) on its market's calendar, its cooling-off terms and the two settings the key facts
 * state (the grievance desk of `market`, the borrower's and so the order's). Someone else's order and a missing one
 * are the same 404, as `findOwnedOrder` answers.
 */
export async function loadLoanDetail(
  db: Queryable,
  borrowerId: number,
  orderId: number,
  market: LendingMarket,
  now: Date,
): Promise<LoanDetailRecord> {
  const [row] = await db.query<Row & Record<string, unknown>>(
    `select o.id, ${RECORD_COLUMNS}, o.late_interest, o.cooled_off_at,
            coalesce(o.disbursed_at, o.disbursed_on::timestamp at time zone $3::text) as disbursed_at,
            ${PAID},
            (select value from settings where key = $4) as cooling_off_days,
            (select value from settings where key = $5) as grievance_desk
       ${RECORD_FROM}
      where o.id = $1 and o.borrower_id = $2`,
    [orderId, borrowerId, market.timeZone, COOLING_OFF_SETTING, grievanceDeskKey(market)],
  );
  if (!row) throw notFound(COMMON.orderNotFound);
  const coolingOffDays = coolingOffDaysOf(row.cooling_off_days ?? undefined);
  return {
    order: orderRecordOf(toSafeInt(row.id), row),
    owed: loanStateOf(row, now),
    coolingOff: coolingOffState(coolingOffTermsOf(row), coolingOffDays, now),
    coolingOffDays,
    grievance: parseSetting(grievanceDeskKey(market), row.grievance_desk, grievanceContactSchema),
  };
}
