import type { Database } from '../../../db/database.ts';
import type { VoucherReference } from '../references.ts';
import { storedInstructions } from '../references.ts';
import type { InstructionRequest, PaymentProvider } from './provider.ts';

/**
 * A reference with its provider's instructions: asked of the provider once, after the reference's row is committed
 * (no transaction is held open across the provider's call), keyed on our reference so a repeated ask makes nothing
 * new at Stripe (idempotency key) and is kept once here (the first answer stored wins). A failed call leaves the
 * reference without instructions; the borrower's next ask tries again.
 */
export async function withProviderInstructions(
  db: Database,
  provider: PaymentProvider,
  live: VoucherReference,
  request: Omit<InstructionRequest, 'reference' | 'expiresAt'>,
): Promise<VoucherReference> {
  if (live.instructions) return live;
  const created = await provider.createInstructions({
    ...request,
    reference: live.reference,
    expiresAt: live.expiresAt,
  });
  const { instructions } = created;
  const [stored] = await db.query<{ instructions: unknown; clabe: string | null }>(
    `update payment_references
        set provider_ref = coalesce(provider_ref, $2), instructions = coalesce(instructions, $3),
            voucher_number = coalesce(voucher_number, $4), clabe = coalesce(clabe, $5),
            provider_customer = coalesce(provider_customer, $6)
      where id = $1 returning instructions, clabe`,
    [
      live.id,
      created.providerRef,
      JSON.stringify(instructions),
      instructions.voucherNumber ?? null,
      instructions.clabe ?? null,
      created.providerCustomer ?? null,
    ],
  );
  const kept = storedInstructions(stored?.instructions) ?? instructions;
  const clabe = stored?.clabe ?? kept.clabe;
  return { ...live, instructions: kept, ...(clabe ? { clabe } : {}) };
}

/**
 * Tells each provider that the instructions of references retired or paid another way since (settled, extended,
 * cooled off, expired and replaced) are void, so a stale voucher or QR code cannot take money for a debt that changed.
 * A reference the provider itself was paid through is marked closed when its payment arrives. Best effort: one that
 * fails is tried again on the next pass (after the failing ones' neighbours, so one stuck reference holds up nothing);
 * money a provider takes anyway is still recorded (surplus).
 */
export async function closeRetiredInstructions(
  db: Database,
  providerById: (id: string) => PaymentProvider | undefined,
  log: (error: unknown, failed: { provider: string; providerRef: string }) => void,
): Promise<number> {
  const rows = await db.query<{ id: unknown; provider: string; provider_ref: string }>(
    `select id, provider, provider_ref from payment_references
      where provider_ref is not null and provider_closed_at is null and (retired_at is not null or paid_at is not null)
      order by coalesce(retired_at, paid_at) limit 20`,
  );
  let closed = 0;
  for (const row of rows) {
    const provider = providerById(row.provider);
    if (!provider) continue;
    try {
      await provider.closeInstructions(row.provider_ref);
      await db.query('update payment_references set provider_closed_at = now() where id = $1', [row.id]);
      closed += 1;
    } catch (error) {
      log(error, { provider: row.provider, providerRef: row.provider_ref });
    }
  }
  return closed;
}
