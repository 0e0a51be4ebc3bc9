import type { Queryable } from '../db/database.ts';

export interface SmsMessage {
  phone: string;
  /** Which flow sent it (`promotion-register`, `repayment-confirm`); kept for support and tests. */
  purpose: string;
  body: string;
}

/** The one seam to an SMS gateway. `tx` lets a sender record the message in the transaction that issued the code. */
export interface SmsSender {
  send(message: SmsMessage, tx: Queryable): Promise<void>;
}

/**
 * The demo provider: messages land in the `sms_outbox` table, in the same transaction as the code they carry, so a
 * code exists exactly when its message does. A real gateway implements `SmsSender` and is chosen in app.ts.
 */
export const outboxSmsSender: SmsSender = {
  async send({ phone, purpose, body }, tx) {
    await tx.query('insert into sms_outbox (phone, purpose, body) values ($1, $2, $3)', [phone, purpose, body]);
  },
};
