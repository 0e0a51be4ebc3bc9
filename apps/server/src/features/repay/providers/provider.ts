import type { IncomingHttpHeaders } from 'node:http';
import * as z from 'zod/mini';

/*
 * The one seam between repayment and whoever collects the money. A provider makes the payment instructions for one of
 * our references (a voucher, a CLABE, a UPI request, a bank account), closes them when they no longer match what is
 * due, turns its signed webhooks into effects on the ledger, and lists its successful payments for reconciliation.
 * Everything after that (applying a payment once, surplus, unmatched, reversals) is shared code that does not know
 * which provider spoke. The house format (`/webhooks/payments`) needs none of this: its instructions are ours.
 */

/** What a provider returned for the borrower, stored with the reference and shown as returned. */
export const paymentInstructionsSchema = z.object({
  /** What the borrower types or shows: OXXO's voucher number, a SPEI transfer's reference. */
  reference: z.optional(z.string()),
  /** A store voucher the cashier scans (drawn as a Code 128 barcode). */
  voucherNumber: z.optional(z.string()),
  /** The provider's hosted page for the voucher or the transfer (printable). */
  hostedUrl: z.optional(z.string()),
  /** SPEI: the CLABE to transfer to. */
  clabe: z.optional(z.string()),
  bankName: z.optional(z.string()),
  /** UPI: the `upi://pay?…` intent and the provider's QR image. */
  upiLink: z.optional(z.string()),
  upiQrImage: z.optional(z.string()),
  /** NEFT / IMPS / RTGS: the account to transfer to. */
  accountNumber: z.optional(z.string()),
  ifsc: z.optional(z.string()),
  /** When the provider stops accepting it (ISO instant). */
  expiresAt: z.optional(z.string()),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export interface InstructionRequest {
  /** Our reference: the provider keeps it (metadata, notes) and every retry of the request is keyed on it. */
  reference: string;
  orderId: number;
  payCode: string;
  /** Minor units, in the market's currency. */
  amount: number;
  currency: string;
  expiresAt: Date;
  /** The borrower's name, where the provider needs a payer (OXXO vouchers, SPEI customers). */
  payerName: string;
  /** Where the provider sends the voucher's e-mail: the lender's payments desk. */
  receiptEmail: string | null;
  /** The lender's name as the payer sees it. */
  companyName: string;
}

export interface CreatedInstructions {
  /** The provider's object: pi_…, qr_…, va_…. */
  providerRef: string;
  /** The payer the provider keeps a balance for (Stripe's cus_… behind a SPEI CLABE). */
  providerCustomer?: string;
  instructions: PaymentInstructions;
}

/** What a verified webhook means for the ledger. */
export type ProviderEffect =
  | {
      kind: 'paid';
      /** The provider's payment (pi_…, pay_…): one payment is applied once however many events name it. */
      paymentId: string;
      providerRef?: string;
      reference?: string;
      amount: number;
      currency: string;
      paidAt: Date;
    }
  | {
      kind: 'reversed';
      reason: 'refund' | 'chargeback';
      /** The refund, charge or dispute the amount belongs to: a reversal is booked once per id. */
      reversalId: string;
      paymentId: string;
      /** The total reversed under this id so far (Stripe reports a charge's refunds cumulatively). */
      amount: number;
    }
  | {
      kind: 'restored';
      /** A dispute the lender won: the money the chargeback (booked under this id) took came back. */
      reversalId: string;
      paymentId: string;
      amount: number;
      currency: string;
    }
  | {
      kind: 'funding';
      /** A bank transfer funded part of these instructions: the provider holds it until the rest arrives. */
      providerRef: string;
      received: number;
      remaining: number;
    }
  | {
      kind: 'held';
      /** What the provider now holds for a payer outside any payment (a Stripe customer's cash balance). */
      holder: string;
      /** The instructions the money was given back from, when it was (a cancelled PaymentIntent). */
      providerRef?: string;
      amount: number;
      currency: string;
      asOf: Date;
      /** Why it is there; `balance-changed` only updates a figure already listed. */
      cause: 'payment-cancelled' | 'no-open-payment' | 'balance-changed';
    }
  | { kind: 'failed'; providerRef: string }
  | { kind: 'ignored'; why: string };

/** What applying a verified event did, stored on its row. */
export type ProviderOutcome =
  | 'applied'
  | 'duplicate'
  | 'unmatched'
  | 'conflict'
  | 'reversed'
  | 'restored'
  | 'funding'
  | 'held'
  | 'failed'
  | 'ignored';

export interface AppliedEvent {
  outcome: ProviderOutcome;
  detail: Record<string, unknown>;
}

export interface VerifiedEvent {
  eventId: string;
  type: string;
  effect: ProviderEffect;
  /** How it was verified, stored with the event. */
  verification: string;
  /** The headers the check used, stored with the event. */
  headers: Record<string, string>;
}

/** A successful payment as the provider lists it, for reconciliation. */
export interface ProviderPayment {
  paymentId: string;
  providerRef?: string;
  reference?: string;
  amount: number;
  currency: string;
  paidAt: Date;
}

export interface PaymentProvider {
  id: 'stripe' | 'razorpay';
  createInstructions(request: InstructionRequest): Promise<CreatedInstructions>;
  /** Voids instructions that no longer match what is due (paid otherwise, extended, cooled off, expired). */
  closeInstructions(providerRef: string): Promise<void>;
  /** The event of a signed webhook, or null when the signature (or its time) does not hold. */
  verifyWebhook(raw: Buffer, headers: IncomingHttpHeaders): VerifiedEvent | null;
  /** Re-reads a stored, already verified body (a replay). */
  parseStored(body: string, headers: Record<string, string>): VerifiedEvent;
  listSucceededPayments(since: Date): Promise<ProviderPayment[]>;
}

/** A provider's API failed or answered something unusable: the borrower is asked to try again. */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, what: string) {
    super(`${provider}: ${what}`);
    this.name = 'ProviderUnavailableError';
  }
}

/** A header's single value as text. */
export const headerText = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};
