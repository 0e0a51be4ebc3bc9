import { randomInt } from 'node:crypto';
import { HOUR_MS, storedLendingMarket, VOUCHER_REFERENCE_LENGTH, VOUCHER_REFERENCE_TTL_HOURS } from '@loan/contract';
import { type Database, type Queryable, toSafeInt } from '../../db/database.ts';
import { conflict } from '../../http/failure.ts';
import { isExtendable, isRepayable, loadCoolingOff, loadLoanState } from '../orders/index.ts';
import { clabeOf } from './clabe.ts';
import { REPAY } from './messages.ts';
import { type PaymentInstructions, paymentInstructionsSchema } from './providers/provider.ts';
import { delayOffer, referenceFromBody } from './rules.ts';

export type RequestType = 1 | 2 | 3;

export interface VoucherReference {
  id: number;
  reference: string;
  expiresAt: Date;
  /** The CLABE a SPEI transfer of this reference goes to; absent for channels that take the reference itself. */
  clabe?: string;
  /** What the channel's provider made for it; absent for the house format, and until the provider has answered. */
  instructions?: PaymentInstructions;
  /** What of a bank transfer the provider holds so far (it pays nothing until the whole amount has arrived). */
  received?: number;
}

/** Who collects a reference: the house format, or a real provider that makes its instructions. */
export type ReferenceProvider = 'house' | 'stripe' | 'razorpay';

/** Stored instructions as the adapter wrote them (jsonb comes parsed from PGlite and node-postgres alike). */
export function storedInstructions(value: unknown): PaymentInstructions | undefined {
  if (value === null || value === undefined) return undefined;
  return paymentInstructionsSchema.parse(typeof value === 'string' ? JSON.parse(value) : value);
}

/** Where the server serves a reference's Code 128 barcode. */
export const barcodeUrl = (reference: string) => `/online/v3/loan-details/barcode/${reference}.svg`;

/** A random reference body: 15 digits from the CSPRNG, not starting with 0 (some store systems drop it). */
function randomBody(): string {
  let body = String(randomInt(1, 10));
  while (body.length < VOUCHER_REFERENCE_LENGTH - 1) body += String(randomInt(0, 10));
  return body;
}

/** 11 random account digits from the CSPRNG: with the channel's bank and plaza, a CLABE for one reference. */
function randomClabe(bankAndPlaza: string): string {
  let account = '';
  while (account.length < 11) account += String(randomInt(0, 10));
  return clabeOf(bankAndPlaza, account);
}

async function clabePrefixOf(tx: Queryable, payCode: string): Promise<string | null> {
  const [row] = await tx.query<{ clabe_prefix: string | null }>(
    'select clabe_prefix from repay_channels where pay_code = $1',
    [payCode],
  );
  return row?.clabe_prefix ?? null;
}

/** Gives a live reference made before its channel issued CLABEs one of its own. */
async function ensureClabe(tx: Queryable, referenceId: unknown, prefix: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const clabe = randomClabe(prefix);
    const updated = await tx.query(
      `update payment_references set clabe = $2
        where id = $1 and not exists (select 1 from payment_references where clabe = $2) returning id`,
      [referenceId, clabe],
    );
    if (updated.length > 0) return clabe;
  }
  throw new Error('could not allocate a unique CLABE');
}

/**
 * Whether a reference for this purpose and amount can still do what it says, checked under the order's lock: a
 * payment that settled, extended or cancelled the order in the meantime must not leave a fresh reference behind.
 */
async function stillPayable(
  tx: Queryable,
  key: { orderId: number; payCode: string; requestType: RequestType; amount: number },
  now: Date,
): Promise<boolean> {
  const state = await loadLoanState(tx, key.orderId, true);
  if (key.requestType === 2) {
    const [channel] = await tx.query<{ market: unknown }>('select market from repay_channels where pay_code = $1', [
      key.payCode,
    ]);
    if (!channel || !isExtendable(state)) return false;
    return key.amount === delayOffer(state, state.today, storedLendingMarket(channel.market).tax).fee;
  }
  if (key.requestType === 3) {
    const coolingOff = await loadCoolingOff(tx, key.orderId, now);
    return coolingOff.available && key.amount === coolingOff.amount;
  }
  return isRepayable(state) && key.amount <= state.due;
}

/**
 * The live reference for (order, channel, purpose, amount), made when there is none. Asking twice gives the same
 * reference until it is paid or expires; an expired one is retired and replaced. The order's advisory lock and the
 * partial unique index make simultaneous requests agree on one reference.
 */
export async function ensureReference(
  db: Database,
  key: { orderId: number; payCode: string; requestType: RequestType; amount: number; provider?: ReferenceProvider },
  now: Date = new Date(),
): Promise<VoucherReference> {
  const provider = key.provider ?? 'house';
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`payment-reference:${key.orderId}`]);
    if (!(await stillPayable(tx, key, now))) throw conflict(REPAY.amountChanged);
    // A real provider's CLABE is the provider's (its instructions); only the house format makes its own.
    const prefix = provider === 'house' ? await clabePrefixOf(tx, key.payCode) : null;
    const [live] = await tx.query<{
      id: unknown;
      reference: string;
      expires_at: Date;
      clabe: string | null;
      instructions: unknown;
      provider: string;
      provider_received: unknown;
    }>(
      `select id, reference, expires_at, clabe, instructions, provider, provider_received from payment_references
        where order_id = $1 and pay_code = $2 and request_type = $3 and amount = $4
          and paid_at is null and retired_at is null`,
      [key.orderId, key.payCode, key.requestType, key.amount],
    );
    // A reference of another provider (the market's provider changed) is retired like an expired one.
    if (live && live.provider === provider && new Date(live.expires_at).getTime() > now.getTime()) {
      const clabe = live.clabe ?? (prefix ? await ensureClabe(tx, live.id, prefix) : undefined);
      const instructions = storedInstructions(live.instructions);
      return {
        id: toSafeInt(live.id),
        reference: live.reference,
        expiresAt: new Date(live.expires_at),
        ...(clabe ? { clabe } : {}),
        ...(instructions ? { instructions } : {}),
        ...(live.provider_received === null ? {} : { received: toSafeInt(live.provider_received) }),
      };
    }
    if (live) await tx.query('update payment_references set retired_at = $2 where id = $1', [live.id, now]);
    const expiresAt = new Date(now.getTime() + VOUCHER_REFERENCE_TTL_HOURS * HOUR_MS);
    // 10^15 possible bodies (10^11 CLABE accounts): a collision is astronomically rare, and the unique constraints
    // turn it into a retry.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reference = referenceFromBody(randomBody());
      const clabe = prefix ? randomClabe(prefix) : null;
      const inserted = await tx.query<{ id: unknown }>(
        `insert into payment_references
           (reference, order_id, pay_code, request_type, amount, created_at, expires_at, clabe, provider)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning id`,
        [reference, key.orderId, key.payCode, key.requestType, key.amount, now, expiresAt, clabe, provider],
      );
      const [row] = inserted;
      if (row) return { id: toSafeInt(row.id), reference, expiresAt, ...(clabe ? { clabe } : {}) };
    }
    throw new Error('could not allocate a unique voucher reference');
  });
}
