import {
  type PaymentNotification,
  type PaymentNotificationAnswer,
  paymentNotificationAnswerSchema,
  type UnmatchedReason,
} from '@loan/contract';
import { type Database, toSafeInt } from '../../db/database.ts';
import { type IssuedReference, issuedReference, lockOrder } from '../orders/index.ts';
import { settleReferenceIn } from './settle.ts';

/** Why a notification cannot be applied to the reference it names, or undefined when it can. */
function mismatchOf(
  notification: PaymentNotification,
  issued: IssuedReference | undefined,
): UnmatchedReason | undefined {
  if (!issued) return 'unknown-reference';
  if (notification.currency !== issued.market.currency) return 'wrong-currency';
  // A voucher is paid for exactly its amount; any other figure is for a person to look at, not for the ledger.
  if (notification.amount !== issued.amount) return 'wrong-amount';
  return undefined;
}

export type NotificationOutcome = 'applied' | 'duplicate' | 'unmatched' | 'conflict';

/** PostgreSQL's deadlock_detected: the transaction was chosen to end so the other could go on. */
const isDeadlock = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '40P01';

/** The fields a retried event repeats exactly; another value under the same eventId is a conflict. */
const sameEvent = (row: Record<string, unknown>, n: PaymentNotification) =>
  row.reference === n.reference &&
  toSafeInt(row.amount) === n.amount &&
  row.currency === n.currency &&
  row.channel === n.channel &&
  new Date(String(row.paid_at instanceof Date ? row.paid_at.toISOString() : row.paid_at)).getTime() ===
    new Date(n.paidAt).getTime();

/**
 * Records a verified notification once per `eventId`, in one transaction with the settlement it causes: applied
 * through `settleReferenceIn` (the same code as every other payment), or kept as unmatched for reconciliation. A
 * repeated `eventId` (even one arriving at the same moment on another server: the unique key makes it wait for the
 * first) records nothing and answers what the first one did; the same `eventId` with another body is a conflict,
 * recorded for staff. Events for one reference take the order's lock first, the order every settlement locks in, so
 * simultaneous ones queue instead of deadlocking; a deadlock with anything else is retried once.
 */
export async function recordPaymentNotification(
  db: Database,
  notification: PaymentNotification,
  now: Date = new Date(),
): Promise<{ answer: PaymentNotificationAnswer | null; outcome: NotificationOutcome }> {
  try {
    return await recordOnce(db, notification, now);
  } catch (error) {
    if (!isDeadlock(error)) throw error;
    return recordOnce(db, notification, now);
  }
}

function recordOnce(
  db: Database,
  notification: PaymentNotification,
  now: Date,
): Promise<{ answer: PaymentNotificationAnswer | null; outcome: NotificationOutcome }> {
  return db.transaction(async (tx) => {
    const issued = await issuedReference(tx, notification.reference);
    // Before the notification row (whose key on the reference would otherwise be held while waiting for the order).
    if (issued) await lockOrder(tx, issued.orderId);
    const reason = mismatchOf(notification, issued);
    const inserted = await tx.query<{ id: unknown }>(
      `insert into payment_notifications (event_id, reference, amount, currency, paid_at, channel, received_at, outcome,
                                          unmatched_reason, payment_reference_id, answer)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '{}')
       on conflict (event_id) do nothing returning id`,
      [
        notification.eventId,
        notification.reference,
        notification.amount,
        notification.currency,
        new Date(notification.paidAt),
        notification.channel,
        now,
        reason ? 'unmatched' : 'applied',
        reason ?? null,
        issued?.id ?? null,
      ],
    );
    const id = inserted[0]?.id;
    if (id === undefined) {
      const [first] = await tx.query<Record<string, unknown> & { answer: unknown }>(
        'select answer, reference, amount, currency, channel, paid_at from payment_notifications where event_id = $1',
        [notification.eventId],
      );
      if (!first || !sameEvent(first, notification)) {
        await tx.query(
          `insert into payment_event_conflicts (event_id, reference, amount, currency, paid_at, channel, received_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            notification.eventId,
            notification.reference,
            notification.amount,
            notification.currency,
            new Date(notification.paidAt),
            notification.channel,
            now,
          ],
        );
        return { answer: null, outcome: 'conflict' };
      }
      const answer = paymentNotificationAnswerSchema.parse(first.answer);
      return { answer: { ...answer, duplicate: true }, outcome: 'duplicate' };
    }
    let answer: PaymentNotificationAnswer;
    if (reason) {
      answer = { eventId: notification.eventId, outcome: 'unmatched', duplicate: false, reason };
    } else {
      const settled = await settleReferenceIn(tx, issued?.reference ?? notification.reference, now);
      // Another event already paid this reference: a second payment of one voucher is money to give back, so a
      // person reconciles it; it is never booked twice.
      answer = settled.alreadyRecorded
        ? { eventId: notification.eventId, outcome: 'unmatched', duplicate: false, reason: 'already-paid' }
        : {
            eventId: notification.eventId,
            outcome: 'applied',
            duplicate: false,
            settlement: {
              orderId: settled.orderId,
              status: settled.status,
              due: settled.due,
              dueOn: settled.dueOn,
              applied: settled.applied,
              surplus: settled.surplus,
            },
          };
    }
    await tx.query('update payment_notifications set outcome = $2, unmatched_reason = $3, answer = $4 where id = $1', [
      id,
      answer.outcome,
      answer.reason ?? null,
      JSON.stringify(answer),
    ]);
    return { answer, outcome: answer.outcome };
  });
}
