import type { LendingMarket } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';

export interface ContactMessage {
  market: LendingMarket;
  name: string;
  email: string;
  /** E.164, so the desk can call back whatever way the visitor typed it. */
  phone: string;
  message: string;
  sourcePage: string;
}

/** Keeps a contact-form message for the support desk; the desk's list reads `contact_messages`. */
export async function storeContactMessage(db: Queryable, input: ContactMessage): Promise<number> {
  const [row] = await db.query<{ id: unknown }>(
    `insert into contact_messages (market, name, email, phone, message, source_page)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [input.market.id, input.name, input.email, input.phone, input.message, input.sourcePage],
  );
  return Number(row?.id);
}
