import { toSafeInt } from '../../db/database.ts';
import { isoTime } from './iso.ts';

/** What every desk list shows of a payment notification row (`paymentNotificationFields` in the contract). */
export function notificationFields(r: Record<string, unknown>) {
  return {
    id: toSafeInt(r.id),
    eventId: String(r.event_id),
    reference: String(r.reference),
    amount: toSafeInt(r.amount),
    currency: String(r.currency),
    channel: String(r.channel),
    paidAt: isoTime(r.paid_at),
    receivedAt: isoTime(r.received_at),
  };
}
