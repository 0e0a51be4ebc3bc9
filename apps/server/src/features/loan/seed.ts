import type { Database } from '../../db/database.ts';

/** `settings` key recording that the loan journey's demo rows were inserted (once, like the main demo seed). */
const MARKER = 'demo_seeded_loan';

/**
 * Demo rows of the loan journey on top of the main demo seed: an instalment product (3 payments over 90 days) whose
 * offer to user 1001 is still being finalised (`isNeedPop`), so the countdown and the period agreement can be seen.
 */
export async function seedLoanDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [724_005]);
    if ((await tx.query('select 1 from settings where key = $1', [MARKER])).length > 0) return false;
    // The main seed may be absent (an operator removed the demo borrower): then there is no one to offer to.
    if ((await tx.query('select 1 from borrowers where id = 1001')).length === 0) return false;
    await tx.query(
      `insert into products (id, name, logo, company, amount, term_days, periods, commission_bp)
       values (2, 'Presto Plazos', '/media/products/presto-plazos.svg', 'Lend H5 Financial Services', 1000000, 90, 3, 800)
       on conflict (id) do nothing`,
    );
    await tx.query(
      `insert into offers (borrower_id, product_id, is_need_pop) values (1001, 2, 1) on conflict do nothing`,
    );
    await tx.query('insert into settings (key, value) values ($1, $2)', [MARKER, JSON.stringify(true)]);
    return true;
  });
}
