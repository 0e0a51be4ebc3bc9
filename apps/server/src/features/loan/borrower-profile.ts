import { type Queryable, toSafeInt } from '../../db/database.ts';

export interface BorrowerProfile {
  name: string;
  address: string;
  /** The account loans are paid into (the first one the borrower bound), if any. */
  bankAccountId: number | null;
  /** The last 4 digits of that account's card (all that is kept of it), empty without one. */
  cardLast4: string;
}

export async function findBorrowerProfile(db: Queryable, borrowerId: number): Promise<BorrowerProfile> {
  const [row] = await db.query<{ name: string; address: string; account_id: unknown; card_last4: string | null }>(
    `select b.name, b.address, a.id as account_id, a.card_last4
       from borrowers b
       left join lateral (select id, card_last4 from bank_accounts where borrower_id = b.id order by id limit 1) a on true
      where b.id = $1`,
    [borrowerId],
  );
  // The session plugin found this borrower a moment ago; a missing row is a server bug, not a client error.
  if (!row) throw new Error(`borrower ${borrowerId} of a valid session does not exist`);
  return {
    name: row.name,
    address: row.address,
    bankAccountId: row.account_id === null ? null : toSafeInt(row.account_id),
    cardLast4: row.card_last4 ?? '',
  };
}
