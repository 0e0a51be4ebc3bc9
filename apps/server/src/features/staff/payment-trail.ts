import {
  COMPLAINT_PAYMENT_CANDIDATES_MAX,
  COMPLAINT_PAYMENT_DAYS_AFTER,
  COMPLAINT_PAYMENT_DAYS_BEFORE,
  type complaintPaymentsSchema,
  DAY_MS,
  type LendingMarketId,
  PAYMENT_PROVIDER_IDS,
  REPAY_REQUEST_TYPE,
  UNMATCHED_REASONS,
  type UnmatchedReason,
} from '@loan/contract';
import * as z from 'zod/mini';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { orderCurrencyIn } from '../orders/index.ts';
import { inDeskMarkets, MARKET_OF } from './desk-markets.ts';
import { isoTime, isoTimeOrNull } from './iso.ts';
import { notificationFields } from './notification-rows.ts';

type PaymentTrail = z.infer<typeof complaintPaymentsSchema>;
type Reference = PaymentTrail['references'][number];
type Notification = PaymentTrail['notifications'][number];

/** More references than a loan ever gets asked for (one per channel and amount while each lives): a bound, not a page. */
const REFERENCES_MAX = 200;

const PURPOSES: Record<number, Reference['purpose']> = {
  [REPAY_REQUEST_TYPE.repay]: 'repay',
  [REPAY_REQUEST_TYPE.delay]: 'extension',
  [REPAY_REQUEST_TYPE.coolingOff]: 'cooling-off',
};

function referenceStatus(row: Record<string, unknown>, now: number): Reference['status'] {
  if (row.paid_at !== null) return 'paid';
  if (row.retired_at !== null) return 'retired';
  return new Date(isoTime(row.expires_at)).getTime() < now ? 'expired' : 'open';
}

const unmatchedReason = (value: unknown): UnmatchedReason | null =>
  UNMATCHED_REASONS.find((reason) => reason === value) ?? null;

/**
 * What a notification is recorded under names one of the order's references: the reference row it was applied to, or
 * our reference, its CLABE or its voucher number as the payer reported it (migration 085 indexes each lookup).
 */
// `is not null` first: `null in (…)` is null, and `not null` would drop a candidate with no reference row of its own.
const NAMES_ORDER_REFERENCE = `((n.payment_reference_id is not null
     and n.payment_reference_id in (select r.id from payment_references r where r.order_id = $1))
   or n.reference in (select r.reference from payment_references r where r.order_id = $1
                      union all select r.clabe from payment_references r where r.order_id = $1 and r.clabe is not null
                      union all select r.voucher_number from payment_references r
                                 where r.order_id = $1 and r.voucher_number is not null))`;

const NOTIFICATION_COLUMNS = `n.id, n.event_id, n.reference, n.amount, n.currency, n.channel, n.paid_at, n.received_at,
  n.outcome, n.unmatched_reason`;

/**
 * The money trail of a repayment complaint's order, read only: every reference issued for it, the notifications
 * recorded against them (applied, or kept unmatched), and the unmatched ones naming no reference of ours that could be
 * the borrower's payment (the amount and currency of one of the order's references, paid around when they complained).
 * Scoped to the agent's markets like every desk read; `null` for an order outside them.
 */
export async function paymentTrail(
  db: Queryable,
  orderId: number,
  complaintReceivedAt: string,
  markets: LendingMarketId[],
): Promise<PaymentTrail | null> {
  const currency = await orderCurrencyIn(db, orderId, markets);
  if (currency === null) return null;

  const referenceRows = await db.query<Record<string, unknown>>(
    `select r.reference, r.pay_code, r.request_type, r.amount, r.created_at, r.expires_at, r.paid_at, r.retired_at,
            r.provider, r.provider_ref, coalesce(r.voucher_number, r.clabe, r.instructions->>'accountNumber') as voucher
       from payment_references r
      where r.order_id = $1
      order by r.created_at desc, r.id desc
      limit $2`,
    [orderId, REFERENCES_MAX],
  );
  const now = Date.now();
  const references: Reference[] = referenceRows.map((r) => ({
    reference: String(r.reference),
    channel: String(r.pay_code),
    voucher: r.voucher === null ? null : String(r.voucher),
    purpose: PURPOSES[toSafeInt(r.request_type)] ?? 'repay',
    amount: toSafeInt(r.amount),
    status: referenceStatus(r, now),
    issuedAt: isoTime(r.created_at),
    expiresAt: isoTime(r.expires_at),
    paidAt: isoTimeOrNull(r.paid_at),
    provider: z.enum(PAYMENT_PROVIDER_IDS).parse(r.provider),
    providerRef: r.provider_ref === null ? null : String(r.provider_ref),
  }));

  const received = new Date(complaintReceivedAt).getTime();
  const named = await db.query<Record<string, unknown>>(
    `select ${NOTIFICATION_COLUMNS} from payment_notifications n
      where ${NAMES_ORDER_REFERENCE} and ${inDeskMarkets(MARKET_OF.paymentNotification('n'), 2)}
      order by n.paid_at desc, n.id desc
      limit $3`,
    [orderId, markets, REFERENCES_MAX],
  );
  const sameAmount = await db.query<Record<string, unknown>>(
    `select ${NOTIFICATION_COLUMNS} from payment_notifications n
      where n.outcome = 'unmatched' and n.unmatched_reason = 'unknown-reference' and n.currency = $3
        and n.amount in (select r.amount from payment_references r where r.order_id = $1)
        and n.paid_at >= $4 and n.paid_at < $5
        and not ${NAMES_ORDER_REFERENCE} and ${inDeskMarkets(MARKET_OF.paymentNotification('n'), 2)}
      order by n.paid_at desc, n.id desc
      limit $6`,
    [
      orderId,
      markets,
      currency,
      new Date(received - COMPLAINT_PAYMENT_DAYS_BEFORE * DAY_MS).toISOString(),
      new Date(received + COMPLAINT_PAYMENT_DAYS_AFTER * DAY_MS).toISOString(),
      COMPLAINT_PAYMENT_CANDIDATES_MAX,
    ],
  );
  const notification = (r: Record<string, unknown>, link: Notification['link']): Notification => ({
    ...notificationFields(r),
    link,
    reason: unmatchedReason(r.unmatched_reason),
  });
  return {
    currency: currency,
    references,
    notifications: [
      ...named.map((r) => notification(r, r.outcome === 'applied' ? 'applied' : 'same-reference')),
      ...sameAmount.map((r) => notification(r, 'same-amount')),
    ],
  };
}
