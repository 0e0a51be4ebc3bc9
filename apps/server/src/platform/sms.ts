import { internationalPhone, type RegistrationMarket, type SmsProviderId } from '@loan/contract';
import type { Queryable } from '../db/database.ts';
import { sealText } from './at-rest.ts';

/** A text and the values it was worded with: what a registered template (MSG91, DLT) is filled with instead. */
export interface SmsText {
  text: string;
  /** The wording's `{name}` values (`code`, `amount`, `app`): the registered template's variables of the same names. */
  variables: Record<string, string>;
}

export interface SmsMessage extends SmsText {
  /** The number in E.164 (`+525512345678`), or national digits of `market` (a borrower's stored phone). */
  phone: string;
  market: RegistrationMarket;
  /** Which flow sent it (`promotion-register`, `repayment-confirm`): the kind of message, one registered template each. */
  purpose: string;
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
  async send({ phone, purpose, text }, tx) {
    await tx.query('insert into sms_outbox (phone, purpose, body) values ($1, $2, $3)', [phone, purpose, text]);
  },
};

/**
 * The real providers: the message is queued (`sms_queue`) for the adapter its market names (`providerFor`), and an
 * SmsWorker delivers it. The text and the template's values (they hold a code) wait sealed under the settings'
 * SMS_TEXT_KEY, so the queue of an outage is no list of codes to whoever reads the database. A market no configured
 * adapter serves (outside production only: config/env.ts refuses it there) gets the demo outbox.
 */
export function queuedSmsSender(
  textKey: string,
  providerFor: (market: RegistrationMarket) => SmsProviderId | undefined,
): SmsSender {
  return {
    async send(message, tx) {
      const { phone, market, purpose, text, variables } = message;
      const provider = providerFor(market);
      if (provider === undefined) return outboxSmsSender.send(message, tx);
      await tx.query(
        'insert into sms_queue (recipient, market, provider, purpose, body, variables) values ($1, $2, $3, $4, $5, $6)',
        [
          phone.startsWith('+') ? phone : internationalPhone(market, phone),
          market.id,
          provider,
          purpose,
          sealText(textKey, text),
          sealText(textKey, JSON.stringify(variables)),
        ],
      );
    },
  };
}
