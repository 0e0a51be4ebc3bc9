import type { IncomingHttpHeaders } from 'node:http';
import { DAY_MS } from '@loan/contract';
import Stripe from 'stripe';
import * as z from 'zod/mini';
import {
  type CreatedInstructions,
  headerText,
  type InstructionRequest,
  type PaymentProvider,
  type ProviderEffect,
  type ProviderPayment,
  ProviderUnavailableError,
  type VerifiedEvent,
} from './provider.ts';

/*
 * Stripe for Mexico: OXXO cash vouchers (a PaymentIntent confirmed with an `oxxo` payment method; its
 * next_action.oxxo_display_details carries the voucher number, expiry and hosted voucher page) and SPEI transfers
 * (a customer-balance PaymentIntent funded by `mx_bank_transfer`; its next_action.display_bank_transfer_instructions
 * carries the CLABE). Each SPEI reference gets a Stripe customer of its own, so its CLABE names one payment, as the
 * house CLABEs did. Webhooks are verified by the SDK's own `webhooks.constructEvent` (Stripe-Signature, 5 minutes).
 */

/** How far the signed time of a webhook may be from ours (the SDK's default, stated). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends calls; undefined = Stripe's own API. */
  apiUrl?: string;
}

const metadataSchema = z.object({
  reference: z.optional(z.string()),
  payCode: z.optional(z.string()),
});

const paymentIntentSchema = z.object({
  id: z.string(),
  object: z.literal('payment_intent'),
  amount: z.number(),
  amount_received: z.optional(z.number()),
  currency: z.string(),
  status: z.string(),
  created: z.number(),
  metadata: z.optional(metadataSchema),
});

const chargeSchema = z.object({
  id: z.string(),
  object: z.literal('charge'),
  amount_refunded: z.number(),
  payment_intent: z.nullable(z.string()),
});

const disputeSchema = z.object({
  id: z.string(),
  object: z.literal('dispute'),
  amount: z.number(),
  currency: z.string(),
  payment_intent: z.nullable(z.string()),
  status: z.string(),
});

const bankTransferIntentSchema = z.object({
  id: z.string(),
  object: z.literal('payment_intent'),
  amount: z.number(),
  next_action: z.nullable(
    z.object({
      display_bank_transfer_instructions: z.optional(z.object({ amount_remaining: z.nullable(z.number()) })),
    }),
  ),
});

/** A move into or out of a customer's cash balance (Stripe's customer_cash_balance_transaction). */
const cashBalanceTransactionSchema = z.object({
  id: z.string(),
  object: z.literal('customer_cash_balance_transaction'),
  created: z.number(),
  currency: z.string(),
  customer: z.string(),
  ending_balance: z.number(),
  net_amount: z.number(),
  type: z.string(),
  unapplied_from_payment: z.optional(z.nullable(z.object({ payment_intent: z.string() }))),
});

/** A customer's cash balance: what Stripe holds for it by currency, applied to no payment. */
const cashBalanceSchema = z.object({
  object: z.literal('cash_balance'),
  customer: z.string(),
  available: z.nullable(z.record(z.string(), z.number())),
});

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created: z.number(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** What a verified Stripe event means for the ledger. */
function effectOf(event: z.infer<typeof eventSchema>): ProviderEffect {
  const object = event.data.object;
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = paymentIntentSchema.parse(object);
      return {
        kind: 'paid',
        paymentId: intent.id,
        providerRef: intent.id,
        ...(intent.metadata?.reference ? { reference: intent.metadata.reference } : {}),
        amount: intent.amount_received ?? intent.amount,
        currency: intent.currency.toUpperCase(),
        paidAt: new Date(event.created * 1000),
      };
    }
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return { kind: 'failed', providerRef: paymentIntentSchema.parse(object).id };
    case 'charge.refunded': {
      const charge = chargeSchema.parse(object);
      if (!charge.payment_intent) return { kind: 'ignored', why: 'a charge without a PaymentIntent' };
      return {
        kind: 'reversed',
        reason: 'refund',
        reversalId: charge.id,
        paymentId: charge.payment_intent,
        amount: charge.amount_refunded,
      };
    }
    case 'charge.dispute.created': {
      const dispute = disputeSchema.parse(object);
      if (!dispute.payment_intent) return { kind: 'ignored', why: 'a dispute without a PaymentIntent' };
      return {
        kind: 'reversed',
        reason: 'chargeback',
        reversalId: dispute.id,
        paymentId: dispute.payment_intent,
        amount: dispute.amount,
      };
    }
    case 'charge.dispute.closed': {
      const dispute = disputeSchema.parse(object);
      if (!dispute.payment_intent) return { kind: 'ignored', why: 'a dispute without a PaymentIntent' };
      // Lost (or an inquiry closed): the chargeback stands as booked.
      if (dispute.status !== 'won') return { kind: 'ignored', why: `a dispute closed ${dispute.status}` };
      return {
        kind: 'restored',
        reversalId: dispute.id,
        paymentId: dispute.payment_intent,
        amount: dispute.amount,
        currency: dispute.currency.toUpperCase(),
      };
    }
    case 'payment_intent.partially_funded': {
      // Stripe applied a SPEI transfer of less than the amount to the intent; it captures nothing until the rest
      // arrives (then payment_intent.succeeded pays the whole amount once).
      const intent = bankTransferIntentSchema.parse(object);
      const remaining = intent.next_action?.display_bank_transfer_instructions?.amount_remaining ?? intent.amount;
      return { kind: 'funding', providerRef: intent.id, received: intent.amount - remaining, remaining };
    }
    case 'customer_cash_balance_transaction.created': {
      const move = cashBalanceTransactionSchema.parse(object);
      const unappliedFrom = move.type === 'unapplied_from_payment' ? move.unapplied_from_payment?.payment_intent : null;
      return {
        kind: 'held',
        holder: move.customer,
        ...(unappliedFrom ? { providerRef: unappliedFrom } : {}),
        amount: move.ending_balance,
        currency: move.currency.toUpperCase(),
        asOf: new Date(move.created * 1000),
        // Funds given back by a cancelled intent are held until a person decides; any other move only updates a
        // balance already listed (a transfer that funds an open intent is no one's to list).
        cause: unappliedFrom ? 'payment-cancelled' : 'balance-changed',
      };
    }
    case 'cash_balance.funds_available': {
      // A transfer left money in the customer's balance after Stripe reconciled it: no open intent took it.
      const balance = cashBalanceSchema.parse(object);
      const [currency, amount] = Object.entries(balance.available ?? {}).find(([, held]) => held > 0) ?? ['mxn', 0];
      return {
        kind: 'held',
        holder: balance.customer,
        amount,
        currency: currency.toUpperCase(),
        asOf: new Date(event.created * 1000),
        cause: 'no-open-payment',
      };
    }
    default:
      return { kind: 'ignored', why: `${event.type} changes nothing on a loan` };
  }
}

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  // No automatic retries: an instruction request is retried by the borrower, always with the same idempotency key.
  const base: Stripe.StripeConfig = { maxNetworkRetries: 0, timeout: 10_000 };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  return {
    ...base,
    host: url.hostname,
    port: url.port || undefined,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiUrl));

  async function oxxo(request: InstructionRequest): Promise<CreatedInstructions> {
    const days = Math.max(1, Math.min(7, Math.ceil((request.expiresAt.getTime() - Date.now()) / DAY_MS)));
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        allowed_payment_method_types: ['oxxo'],
        payment_method_data: {
          type: 'oxxo',
          billing_details: {
            name: request.payerName,
            ...(request.receiptEmail ? { email: request.receiptEmail } : {}),
          },
        },
        payment_method_options: { oxxo: { expires_after_days: days } },
        confirm: true,
        description: `${request.companyName} ${request.reference}`,
        metadata: { reference: request.reference, payCode: request.payCode, orderId: String(request.orderId) },
      },
      { idempotencyKey: `instructions-${request.reference}` },
    );
    const details = intent.next_action?.oxxo_display_details;
    if (!details?.number) throw new ProviderUnavailableError('stripe', `no OXXO voucher on ${intent.id}`);
    return {
      providerRef: intent.id,
      instructions: {
        reference: details.number,
        voucherNumber: details.number,
        ...(details.hosted_voucher_url ? { hostedUrl: details.hosted_voucher_url } : {}),
        ...(details.expires_after ? { expiresAt: new Date(details.expires_after * 1000).toISOString() } : {}),
      },
    };
  }

  async function spei(request: InstructionRequest): Promise<CreatedInstructions> {
    const customer = await stripe.customers.create(
      { name: request.payerName, metadata: { reference: request.reference } },
      { idempotencyKey: `customer-${request.reference}` },
    );
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        customer: customer.id,
        allowed_payment_method_types: ['customer_balance'],
        payment_method_data: { type: 'customer_balance' },
        payment_method_options: {
          customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
        },
        confirm: true,
        description: `${request.companyName} ${request.reference}`,
        metadata: { reference: request.reference, payCode: request.payCode, orderId: String(request.orderId) },
      },
      { idempotencyKey: `instructions-${request.reference}` },
    );
    const transfer = intent.next_action?.display_bank_transfer_instructions;
    const address = transfer?.financial_addresses?.find((a) => a.type === 'spei')?.spei;
    if (!transfer || !address?.clabe) throw new ProviderUnavailableError('stripe', `no SPEI CLABE on ${intent.id}`);
    return {
      providerRef: intent.id,
      providerCustomer: customer.id,
      instructions: {
        clabe: address.clabe,
        ...(address.bank_name ? { bankName: address.bank_name } : {}),
        ...(transfer.reference ? { reference: transfer.reference } : {}),
        ...(transfer.hosted_instructions_url ? { hostedUrl: transfer.hosted_instructions_url } : {}),
      },
    };
  }

  function verified(raw: Buffer | string, header: string, headers: Record<string, string>): VerifiedEvent {
    const event = eventSchema.parse(
      stripe.webhooks.constructEvent(raw, header, settings.webhookSecret, STRIPE_WEBHOOK_TOLERANCE_SECONDS),
    );
    return {
      eventId: event.id,
      type: event.type,
      effect: effectOf(event),
      verification: 'Stripe-Signature v1 (stripe.webhooks.constructEvent)',
      headers,
    };
  }

  return {
    id: 'stripe',
    async createInstructions(request) {
      try {
        return request.payCode === 'OXXO' ? await oxxo(request) : await spei(request);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw error;
        throw new ProviderUnavailableError('stripe', error instanceof Error ? error.message : String(error));
      }
    },
    async closeInstructions(providerRef) {
      const intent = await stripe.paymentIntents.retrieve(providerRef);
      // Only an intent still waiting for the money can be cancelled; a paid or cancelled one is left as it is.
      if (intent.status === 'requires_action' || intent.status === 'requires_payment_method')
        await stripe.paymentIntents.cancel(providerRef);
    },
    verifyWebhook(raw: Buffer, headers: IncomingHttpHeaders) {
      const header = headerText(headers, 'stripe-signature');
      if (!header) return null;
      try {
        return verified(raw, header, { 'stripe-signature': header });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
        throw error;
      }
    },
    parseStored(body, headers) {
      const event = eventSchema.parse(JSON.parse(body));
      return { eventId: event.id, type: event.type, effect: effectOf(event), verification: 'replay', headers };
    },
    async listSucceededPayments(since) {
      const payments: ProviderPayment[] = [];
      for await (const intent of stripe.paymentIntents.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        limit: 100,
      })) {
        if (intent.status !== 'succeeded') continue;
        payments.push({
          paymentId: intent.id,
          providerRef: intent.id,
          ...(intent.metadata?.reference ? { reference: intent.metadata.reference } : {}),
          amount: intent.amount_received,
          currency: intent.currency.toUpperCase(),
          paidAt: new Date(intent.created * 1000),
        });
      }
      return payments;
    },
  };
}
