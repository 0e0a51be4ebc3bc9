import { type ContractFigures, type LendingMarket, type LoanChargeTax, taxBase } from '@loan/contract';
import { type Queryable, toSafeInt } from '../../db/database.ts';

/** What a borrower signs: the loan, its charges and tax, and the annual cost the key facts stated. */
export interface SignedTerms {
  borrowerId: number;
  productId: number;
  bankAccountId: number | null;
  status: number;
  market: LendingMarket;
  amount: number;
  termDays: number;
  periods: number;
  figures: ContractFigures;
  /** The day it is signed, `YYYY-MM-DD` on the market's calendar. */
  signedOn: string;
  annualCost: { kind: 'APR' | 'CAT'; pct: number } | null;
  keyFactsVersion?: string | null;
  disbursedOn?: string | null;
  disbursedAt?: Date | null;
  dueOn?: string | null;
  isDelay?: 0 | 1;
  collectionComplaints?: 0 | 1;
  createdAt?: Date;
  id?: number;
}

/**
 * Creates an order with every figure fixed at signing written down: its market and currency, the tax and the charges
 * it was on, what reaches the account, the signing day and the stated annual cost. Readers take them from the row and
 * never work them out again, so a loan reads the same whatever language or day it is read in.
 */
export async function insertSignedOrder(db: Queryable, terms: SignedTerms): Promise<number> {
  const f = terms.figures;
  const tax: LoanChargeTax = terms.market.tax;
  const [row] = await db.query<{ id: unknown }>(
    `insert into orders (id, borrower_id, product_id, bank_account_id, status, market, currency, amount, term_days,
                         periods, commission, interest, iva, tax_rate_pct, tax_base, received, signed_on,
                         annual_cost_kind, annual_cost_pct, key_facts_version, disbursed_on, disbursed_at, due_on,
                         is_delay, collection_complaints, created_at)
     values (coalesce($1, nextval('order_id_seq')), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
             $17, $18, $19, $20, $21, $22, $23, $24, $25, coalesce($26, now()))
     returning id`,
    [
      terms.id ?? null,
      terms.borrowerId,
      terms.productId,
      terms.bankAccountId,
      terms.status,
      terms.market.id,
      terms.market.currency,
      terms.amount,
      terms.termDays,
      terms.periods,
      f.commission,
      f.interest,
      f.iva,
      tax.ratePct,
      taxBase(tax, f),
      f.giveAmount,
      terms.signedOn,
      terms.annualCost?.kind ?? null,
      terms.annualCost?.pct ?? null,
      terms.keyFactsVersion ?? null,
      terms.disbursedOn ?? null,
      terms.disbursedAt ?? null,
      terms.dueOn ?? null,
      terms.isDelay ?? 0,
      terms.collectionComplaints ?? 0,
      terms.createdAt ?? null,
    ],
  );
  if (!row) throw new Error('insert into orders returned no id');
  return toSafeInt(row.id);
}
