import type { AppWordingSet, LendingMarket } from '@loan/contract';
import { type Queryable, toSafeInt } from '../../db/database.ts';

/** A test borrower's name in their market's own language: it shows on their receipts and contract. */
const FIXTURE_NAME: Record<AppWordingSet, string> = { es: 'Cliente de prueba', en: 'Test Customer' };

/**
 * A fresh test borrower of a market: a phone of the country, unique per id so SMS caps never collide (the market's
 * example number with its last digits replaced by the id), and a card at the market's first bank.
 */
export async function insertFixtureBorrower(
  tx: Queryable,
  market: LendingMarket,
  userId: number,
  sessionId: string,
): Promise<{ phone: string; bankAccountId: number }> {
  const example = market.phone.example;
  const tail = String(userId).slice(-6).padStart(6, '0');
  const phone = example.slice(0, example.length - tail.length) + tail;
  await tx.query("insert into borrowers (id, name, phone, address, market) values ($1, $4, $2, '', $3)", [
    userId,
    phone,
    market.id,
    FIXTURE_NAME[market.wordingSet],
  ]);
  await tx.query('insert into sessions (id, borrower_id) values ($1, $2)', [sessionId, userId]);
  const [account] = await tx.query<{ id: unknown }>(
    `insert into bank_accounts (borrower_id, bank_name, bank_code, card_last4)
     select $1, name, code, $3 from banks where market = $2 order by position limit 1
     returning id`,
    [userId, market.id, String(tail).slice(-4).padStart(4, '0')],
  );
  if (!account) throw new Error(`no bank of ${market.id} to open a test account at`);
  return { phone, bankAccountId: toSafeInt(account.id) };
}
