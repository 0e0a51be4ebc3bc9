import { type Queryable, toSafeInt } from '../../../db/database.ts';
import { lockOrder } from '../../orders/index.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * The order and reference a provider's payment was applied to, with the order locked for the rest of the transaction
 * (a reversal or a won dispute changes what it owes); null when that payment was never applied.
 */
export async function lockAppliedPayment(
  tx: Queryable,
  provider: PaymentProvider['id'],
  paymentId: string,
): Promise<{ orderId: number; paymentReferenceId: number } | null> {
  const [paid] = await tx.query<{ payment_reference_id: unknown; order_id: unknown }>(
    `select n.payment_reference_id, r.order_id from payment_notifications n
       join payment_references r on r.id = n.payment_reference_id
      where n.event_id = $1 and n.outcome = 'applied'`,
    [`${provider}:${paymentId}`],
  );
  if (!paid) return null;
  const orderId = toSafeInt(paid.order_id);
  await lockOrder(tx, orderId);
  return { orderId, paymentReferenceId: toSafeInt(paid.payment_reference_id) };
}
