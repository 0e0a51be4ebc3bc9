import { internationalPhone, type RegistrationMarket } from '@loan/contract';
import type { Queryable } from '../db/database.ts';
import { sealText } from './at-rest.ts';

export interface SmsMessage {
  /** The number in E.164 (`+525512345678`), or national digits of `market` (a borrower's stored phone). */
  phone: string;
  market: RegistrationMarket;
  /** Which flow sent it (`promotion-register`, `repayment-confirm`); kept for support and tests. */
  purpose: string;
  body: string;
}

/**
 * The one seam to a phone. `send` runs in the transaction that issues the code, so a code exists exactly when its
 * message does; it never waits for a network.
 */
export interface SmsSender {
  send(message: SmsMessage, tx: Queryable): Promise<void>;
}

/**
 * The demo provider (outside production only): messages land in the `sms_outbox` table, which stands in for the
 * borrower's phone; tests and demos read codes there (`GET /dev/sms-outbox`).
 */
export const outboxSmsSender: SmsSender = {
  async send({ phone, purpose, body }, tx) {
    await tx.query('insert into sms_outbox (phone, purpose, body) values ($1, $2, $3)', [phone, purpose, body]);
  },
};

/**
 * The real provider: the message is queued (`sms_queue`) and an SmsWorker delivers it to the HTTP gateway. The text
 * (it holds a code) waits sealed under the settings' SMS_TEXT_KEY, so the queue of a gateway outage is no list of
 * codes to whoever reads the database.
 */
export function gatewaySmsSender(textKey: string): SmsSender {
  return {
    async send({ phone, market, purpose, body }, tx) {
      await tx.query('insert into sms_queue (recipient, purpose, body) values ($1, $2, $3)', [
        phone.startsWith('+') ? phone : internationalPhone(market, phone),
        purpose,
        sealText(textKey, body),
      ]);
    },
  };
}
