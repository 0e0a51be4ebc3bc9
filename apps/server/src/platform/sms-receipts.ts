import type { SmsProviderId } from '@loan/contract';
import type { Queryable } from '../db/database.ts';

/** What a provider's delivery receipt says of a message it took, once the carrier has answered. */
export interface SmsReceipt {
  provider: SmsProviderId;
  providerMessageId: string;
  state: 'delivered' | 'undelivered';
  /** The provider's error code and words for an undelivered message (Twilio `30003`, MSG91 `17 Blocked number`). */
  error: string;
}

/**
 * Moves a sent message to what its receipt says; answers whether a message was moved. A repeated receipt, or one for
 * a message this database never sent (another environment on the same account), changes nothing.
 */
export async function recordSmsReceipt(db: Queryable, receipt: SmsReceipt): Promise<boolean> {
  const moved = await db.query(
    `update sms_queue set state = $3, provider_error = $4, receipt_at = now()
      where provider = $1 and provider_message_id = $2 and state = 'sent'
      returning id`,
    [receipt.provider, receipt.providerMessageId, receipt.state, receipt.error.slice(0, 500)],
  );
  return moved.length > 0;
}
