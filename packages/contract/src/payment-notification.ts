import * as z from 'zod/mini';
import { LENDING_MARKETS } from './market.ts';

/** How far a notification's signed time may be from ours before it is refused as a replay. */
export const PAYMENT_NOTIFICATION_TOLERANCE_SECONDS = 300;
/** The header a payment provider signs its notifications in: `t=<unix seconds>,v1=<hex HMAC-SHA256>[,v1=…]`. */
export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';

const currencies = Object.values(LENDING_MARKETS).map((market) => market.currency) as [string, ...string[]];

/** A payment provider's notification that a reference this server issued was paid (`POST /webhooks/payments`). */
export const paymentNotificationSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(128)),
  /** The voucher code the borrower was shown. */
  reference: z.string().check(z.minLength(1), z.maxLength(64)),
  /** Money received, integer minor units. */
  amount: z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  currency: z.enum(currencies),
  paidAt: z.iso.datetime({ offset: true }),
  /** The channel's pay code (OXXO, UPI…). */
  channel: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/** Why a notification was recorded for reconciliation instead of being applied to a loan. */
export const UNMATCHED_REASONS = ['unknown-reference', 'wrong-currency', 'wrong-amount', 'already-paid'] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

/**
 * Why money is on the desk's unmatched list: a notification's reason, an `eventId` seen again with another body, or
 * money a provider holds that no payment took (a cancelled payment, a transfer with none open, a won dispute's rest).
 */
export const UNMATCHED_LIST_REASONS = [
  ...UNMATCHED_REASONS,
  'event-id-conflict',
  'payment-cancelled',
  'no-open-payment',
  'dispute-won-not-owed',
] as const;
export type UnmatchedListReason = (typeof UNMATCHED_LIST_REASONS)[number];

/** What the loan looked like right after the payment was applied. */
export const settlementSchema = z.object({
  orderId: z.number(),
  status: z.number(),
  due: z.number(),
  dueOn: z.string(),
  applied: z.number(),
  surplus: z.number(),
});

/** The answer: 200 for every notification we recorded, the first answer again for a repeated `eventId`. */
export const paymentNotificationAnswerSchema = z.object({
  eventId: z.string(),
  outcome: z.enum(['applied', 'unmatched']),
  duplicate: z.boolean(),
  reason: z.optional(z.enum(UNMATCHED_REASONS)),
  settlement: z.optional(settlementSchema),
});
export type PaymentNotificationAnswer = z.infer<typeof paymentNotificationAnswerSchema>;
