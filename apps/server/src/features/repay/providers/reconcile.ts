import type { LendingMarket, UnmatchedReason } from '@loan/contract';
import type { Queryable } from '../../../db/database.ts';
import { toSafeInt } from '../../../db/database.ts';
import type { PaymentProvider } from './provider.ts';

export interface ReconciliationDifference {
  kind: 'not-received' | 'not-applied' | 'amount-differs' | 'not-at-provider';
  provider: PaymentProvider['id'];
  paymentId: string;
  reference: string | null;
  providerAmount: number | null;
  appliedAmount: number | null;
  currency: string;
  paidAt: string | null;
  /** Why a `not-applied` payment was kept unmatched: a code, worded by the console in the agent's language. */
  reason: UnmatchedReason | null;
}

/**
 * Each market's provider's successful payments since `since` against the notifications recorded here (keyed
 * `<provider>:<payment id>`, as every provider payment is recorded): what the provider took that never reached the
 * ledger, what reached it unmatched, amounts that differ, and payments applied here the provider does not list. It
 * reads only: a person decides what to do with each difference.
 */
export async function reconcilePayments(
  db: Queryable,
  collectors: { market: LendingMarket; provider: PaymentProvider }[],
  since: Date,
): Promise<{
  providers: { provider: PaymentProvider['id']; market: string; payments: number }[];
  differences: ReconciliationDifference[];
}> {
  const providers: { provider: PaymentProvider['id']; market: string; payments: number }[] = [];
  const differences: ReconciliationDifference[] = [];
  for (const { market, provider } of collectors) {
    const listed = (await provider.listSucceededPayments(since)).filter((p) => p.currency === market.currency);
    providers.push({ provider: provider.id, market: market.id, payments: listed.length });
    const recorded = await db.query<{
      event_id: string;
      reference: string;
      amount: unknown;
      currency: string;
      paid_at: Date | string;
      outcome: string;
      unmatched_reason: UnmatchedReason | null;
    }>(
      `select event_id, reference, amount, currency, paid_at, outcome, unmatched_reason from payment_notifications
        where event_id like $1 and currency = $2 and (received_at >= $3 or paid_at >= $3)`,
      [`${provider.id}:%`, market.currency, since],
    );
    const here = new Map(recorded.map((row) => [row.event_id.slice(provider.id.length + 1), row]));
    for (const payment of listed) {
      const row = here.get(payment.paymentId);
      here.delete(payment.paymentId);
      const base = {
        provider: provider.id,
        paymentId: payment.paymentId,
        reference: row?.reference ?? payment.reference ?? null,
        providerAmount: payment.amount,
        currency: payment.currency,
        paidAt: payment.paidAt.toISOString(),
      };
      if (!row) {
        differences.push({
          ...base,
          kind: 'not-received',
          appliedAmount: null,
          reason: null,
        });
      } else if (row.outcome !== 'applied') {
        differences.push({ ...base, kind: 'not-applied', appliedAmount: null, reason: row.unmatched_reason });
      } else if (toSafeInt(row.amount) !== payment.amount) {
        differences.push({
          ...base,
          kind: 'amount-differs',
          appliedAmount: toSafeInt(row.amount),
          reason: null,
        });
      }
    }
    for (const [paymentId, row] of here) {
      if (row.outcome !== 'applied') continue;
      differences.push({
        kind: 'not-at-provider',
        provider: provider.id,
        paymentId,
        reference: row.reference,
        providerAmount: null,
        appliedAmount: toSafeInt(row.amount),
        currency: row.currency,
        paidAt: new Date(row.paid_at).toISOString(),
        reason: null,
      });
    }
  }
  return { providers, differences };
}
