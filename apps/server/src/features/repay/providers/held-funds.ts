import { REPAYABLE_STATUSES } from '@loan/contract';
import { type Database, type Queryable, toSafeInt } from '../../../db/database.ts';
import { loadLoanState, markCooledOff } from '../../orders/index.ts';
import { retireLiveReferences, settleWhenPaid } from '../settle.ts';
import { lockAppliedPayment } from './applied-payment.ts';
import type { AppliedEvent, PaymentProvider, ProviderEffect } from './provider.ts';

/*
 * Money a provider holds that no payment of ours took, and chargebacks the lender won. Neither is ever applied by
 * guesswork: money that arrived outside any open payment (a SPEI transfer to a CLABE whose intent was cancelled, the
 * funded part of an intent given back on cancel) is listed for staff with the reference it came for; a won dispute
 * pays again, once, what its chargeback re-opened, as far as the loan still owes it, and lists the rest.
 */

type Held = Extract<ProviderEffect, { kind: 'held' }>;
type Restored = Extract<ProviderEffect, { kind: 'restored' }>;
type HeldReason = 'payment-cancelled' | 'no-open-payment' | 'dispute-won-not-owed';

/** Lists (or updates) what the provider holds for one payer; an older figure arriving late changes nothing. */
async function holdFunds(
  db: Queryable,
  row: {
    provider: PaymentProvider['id'];
    holder: string;
    reason: HeldReason;
    paymentReferenceId: number | null;
    amount: number;
    currency: string;
    asOf: Date;
  },
  now: Date,
): Promise<boolean> {
  const kept = await db.query(
    `insert into provider_held_funds (provider, holder, reason, payment_reference_id, amount, currency, as_of,
                                      received_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     on conflict (provider, holder) do update
       set amount = excluded.amount, as_of = excluded.as_of, updated_at = excluded.updated_at,
           currency = excluded.currency,
           reason = case when provider_held_funds.amount = 0 then excluded.reason else provider_held_funds.reason end,
           payment_reference_id = coalesce(provider_held_funds.payment_reference_id, excluded.payment_reference_id)
       where provider_held_funds.as_of <= excluded.as_of
     returning id`,
    [row.provider, row.holder, row.reason, row.paymentReferenceId, row.amount, row.currency, row.asOf, now],
  );
  return kept.length > 0;
}

/** A provider's report of what it holds for a payer (Stripe: a customer's cash balance after a transfer or a cancel). */
export async function recordHeldFunds(
  db: Database,
  provider: PaymentProvider['id'],
  effect: Held,
  now: Date,
): Promise<AppliedEvent> {
  const detail = { holder: effect.holder, amount: effect.amount, currency: effect.currency, cause: effect.cause };
  if (effect.cause === 'balance-changed') {
    // A transfer that funds an open intent, or staff applying the balance at the provider: only a listed figure moves.
    const moved = await db.query(
      `update provider_held_funds set amount = $3, as_of = $4, updated_at = $5
        where provider = $1 and holder = $2 and as_of <= $4 returning id`,
      [provider, effect.holder, effect.amount, effect.asOf, now],
    );
    return moved.length > 0
      ? { outcome: 'held', detail }
      : { outcome: 'ignored', detail: { ...detail, listed: false } };
  }
  // The reference it came for: the intent it was given back from, else the one whose CLABE the customer's is.
  const [ours] = await db.query<{ id: unknown }>(
    `select id from payment_references
      where provider = $1 and (provider_ref = $2 or provider_customer = $3)
      order by (provider_ref = $2) desc, id desc limit 1`,
    [provider, effect.providerRef ?? '', effect.holder],
  );
  const listed = await holdFunds(
    db,
    {
      provider,
      holder: effect.holder,
      reason: effect.cause,
      paymentReferenceId: ours ? toSafeInt(ours.id) : null,
      amount: effect.amount,
      currency: effect.currency,
      asOf: effect.asOf,
    },
    now,
  );
  return { outcome: listed ? 'held' : 'duplicate', detail };
}

/**
 * A chargeback the lender won: under the order's lock, what it re-opened is paid again up to what the loan owes now
 * (a borrower who paid again meanwhile owes less), the surplus it took is owed back again, and what the loan no longer
 * owes is listed as held for staff. A cooling-off exit it undid stands again when nothing else was paid since. Once
 * per dispute: a repeat, or a won that arrives before its dispute (booked as closed, so the late one re-opens nothing).
 */
export async function applyWonDispute(
  db: Database,
  provider: PaymentProvider['id'],
  effect: Restored,
  now: Date,
): Promise<AppliedEvent> {
  return db.transaction(async (tx) => {
    const paid = await lockAppliedPayment(tx, provider, effect.paymentId);
    if (!paid) return { outcome: 'unmatched', detail: { why: 'a won dispute of a payment never applied', ...effect } };
    const { orderId, paymentReferenceId } = paid;
    const [reversal] = await tx.query<Record<string, unknown>>(
      `select id, reopened, surplus_reversed, restored_at, undid_cooled_off_at, undid_cooled_off_paid, repayment_id
         from payment_reversals where provider = $1 and reversal_id = $2 for update`,
      [provider, effect.reversalId],
    );
    if (!reversal) {
      await tx.query(
        `insert into payment_reversals (provider, reversal_id, reason, payment_reference_id, repayment_id, order_id,
                                        amount, reopened, surplus_reversed, restored_at, created_at, updated_at)
         values ($1, $2, 'chargeback', $3, (select id from repayments where payment_reference_id = $3), $4, $5, 0, 0,
                 $6, $6, $6)`,
        [provider, effect.reversalId, paymentReferenceId, orderId, effect.amount, now],
      );
      return {
        outcome: 'restored',
        detail: { orderId, reversalId: effect.reversalId, restored: 0, beforeDispute: true },
      };
    }
    if (reversal.restored_at) return { outcome: 'duplicate', detail: { reversalId: effect.reversalId } };
    const reopened = toSafeInt(reversal.reopened);
    const state = await loadLoanState(tx, orderId);
    const owing = REPAYABLE_STATUSES.includes(state.status) ? state.due : 0;
    const restored = Math.min(reopened, owing);
    const notOwed = reopened - restored;
    // The surplus the chargeback took (marked paid back by it) is the borrower's to be paid back again.
    const surplusBack =
      toSafeInt(reversal.surplus_reversed) > 0
        ? await tx.query(
            `update surplus_refunds set state = 'owed', refunded_at = null, refund_note = ''
              where repayment_id = $1 and state = 'refunded' and refund_note = $2 returning id`,
            [reversal.repayment_id, `${provider} chargeback ${effect.reversalId}`],
          )
        : [];
    await tx.query(
      `update payment_reversals
          set reopened = reopened - $2, restored = $2, restored_at = $3, updated_at = $3,
              surplus_reversed = case when $4 then 0 else surplus_reversed end
        where id = $1`,
      [reversal.id, restored, now, surplusBack.length > 0],
    );
    if (notOwed > 0)
      await holdFunds(
        tx,
        {
          provider,
          holder: effect.reversalId,
          reason: 'dispute-won-not-owed',
          paymentReferenceId,
          amount: notOwed,
          currency: effect.currency,
          asOf: now,
        },
        now,
      );
    if (restored > 0) await settleAgain(tx, orderId, reversal, now);
    return {
      outcome: 'restored',
      detail: { orderId, reversalId: effect.reversalId, restored, notOwed, surplusOwedAgain: surplusBack.length > 0 },
    };
  });
}

/**
 * What is due changed again: settled when nothing is left; cancelled again when the order is back to exactly what it
 * had paid when the exit the chargeback undid was paid (nothing else paid since).
 */
async function settleAgain(tx: Queryable, orderId: number, reversal: Record<string, unknown>, now: Date) {
  await retireLiveReferences(tx, orderId, now);
  const undidExit = reversal.undid_cooled_off_at ? new Date(reversal.undid_cooled_off_at as string | Date) : null;
  if (undidExit && reversal.undid_cooled_off_paid !== null) {
    const state = await loadLoanState(tx, orderId);
    if (REPAYABLE_STATUSES.includes(state.status) && state.paid === toSafeInt(reversal.undid_cooled_off_paid)) {
      await markCooledOff(tx, orderId, undidExit);
      return;
    }
  }
  await settleWhenPaid(tx, orderId, now);
}
