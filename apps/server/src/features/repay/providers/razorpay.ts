import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import Razorpay from 'razorpay';
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
 * Razorpay for India: UPI through a single-use, fixed-amount UPI QR code (its `image_url` and the `upi://pay` intent
 * in `image_content`) and NEFT / IMPS / RTGS through a virtual account (its bank-account receiver: account number and
 * IFSC). The official `razorpay` package verifies webhooks (`validateWebhookSignature`: HMAC-SHA256 of the raw body
 * with the webhook secret, in X-Razorpay-Signature). Its API client cannot be pointed anywhere but
 * https://api.razorpay.com (the host is fixed in its constructor), so the calls go through this small client of the
 * documented HTTP API (`/v1/payments/qr_codes`, `/v1/virtual_accounts`, `/v1/payments`, Basic auth with the key id and
 * secret), whose base URL tests point at their fake.
 */

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
}

const notesSchema = z.optional(
  z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).check(z.describe('Razorpay sends [] for none')),
);

const paymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  created_at: z.number(),
  notes: notesSchema,
});

const entity = <T extends z.ZodMiniType>(schema: T) => z.object({ entity: schema });

const eventSchema = z.object({
  event: z.string(),
  created_at: z.number(),
  payload: z.object({
    payment: z.optional(entity(paymentSchema)),
    qr_code: z.optional(entity(z.object({ id: z.string() }))),
    virtual_account: z.optional(entity(z.object({ id: z.string() }))),
    refund: z.optional(entity(z.object({ id: z.string(), payment_id: z.string(), amount: z.number() }))),
    dispute: z.optional(
      entity(z.object({ id: z.string(), payment_id: z.string(), amount: z.number(), currency: z.string() })),
    ),
  }),
});

const qrCodeSchema = z.object({
  id: z.string(),
  image_url: z.string(),
  image_content: z.optional(z.string()),
  close_by: z.optional(z.nullable(z.number())),
});

const virtualAccountSchema = z.object({
  id: z.string(),
  close_by: z.optional(z.nullable(z.number())),
  receivers: z.array(
    z.object({
      entity: z.string(),
      account_number: z.optional(z.string()),
      ifsc: z.optional(z.string()),
      bank_name: z.optional(z.string()),
    }),
  ),
});

const paymentListSchema = z.object({ items: z.array(paymentSchema) });

const referenceIn = (notes: unknown): string | undefined => {
  if (notes === null || typeof notes !== 'object' || Array.isArray(notes)) return undefined;
  const value = (notes as Record<string, unknown>).reference;
  return typeof value === 'string' ? value : undefined;
};

function effectOf(event: z.infer<typeof eventSchema>): ProviderEffect {
  const { payload } = event;
  const payment = payload.payment?.entity;
  const paid = (providerRef: string | undefined): ProviderEffect => {
    if (!payment) return { kind: 'ignored', why: `${event.event} without a payment` };
    const reference = referenceIn(payment.notes);
    // A captured payment that names neither our reference nor our QR code or account is applied by the event that
    // does (qr_code.credited, virtual_account.credited), which names the same payment.
    if (!providerRef && !reference) return { kind: 'ignored', why: 'a payment naming none of our references' };
    return {
      kind: 'paid',
      paymentId: payment.id,
      ...(providerRef ? { providerRef } : {}),
      ...(reference ? { reference } : {}),
      amount: payment.amount,
      currency: payment.currency.toUpperCase(),
      paidAt: new Date(payment.created_at * 1000),
    };
  };
  switch (event.event) {
    case 'payment.captured':
      return paid(undefined);
    case 'qr_code.credited':
      return paid(payload.qr_code?.entity.id);
    case 'virtual_account.credited':
      return paid(payload.virtual_account?.entity.id);
    case 'refund.processed': {
      const refund = payload.refund?.entity;
      if (!refund) return { kind: 'ignored', why: 'refund.processed without a refund' };
      return {
        kind: 'reversed',
        reason: 'refund',
        reversalId: refund.id,
        paymentId: refund.payment_id,
        amount: refund.amount,
      };
    }
    case 'payment.dispute.created': {
      const dispute = payload.dispute?.entity;
      if (!dispute) return { kind: 'ignored', why: 'payment.dispute.created without a dispute' };
      return {
        kind: 'reversed',
        reason: 'chargeback',
        reversalId: dispute.id,
        paymentId: dispute.payment_id,
        amount: dispute.amount,
      };
    }
    case 'payment.dispute.won': {
      const dispute = payload.dispute?.entity;
      if (!dispute) return { kind: 'ignored', why: 'payment.dispute.won without a dispute' };
      return {
        kind: 'restored',
        reversalId: dispute.id,
        paymentId: dispute.payment_id,
        amount: dispute.amount,
        currency: dispute.currency.toUpperCase(),
      };
    }
    default:
      // payment.dispute.lost and .closed: the chargeback stands as booked.
      return { kind: 'ignored', why: `${event.event} changes nothing on a loan` };
  }
}

export function razorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call<T>(schema: z.ZodMiniType<T>, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, settings.apiUrl), {
        method,
        headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError('razorpay', `${path}: ${error instanceof Error ? error.message : error}`);
    }
    const text = await response.text();
    if (!response.ok)
      throw new ProviderUnavailableError('razorpay', `${path}: ${response.status} ${text.slice(0, 200)}`);
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new ProviderUnavailableError('razorpay', `${path}: unexpected answer`);
    return parsed.data;
  }

  async function upi(request: InstructionRequest): Promise<CreatedInstructions> {
    const qr = await call(qrCodeSchema, 'POST', '/v1/payments/qr_codes', {
      type: 'upi_qr',
      name: request.companyName.slice(0, 40),
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: request.amount,
      description: `Loan ${request.orderId} reference ${request.reference}`,
      close_by: Math.floor(request.expiresAt.getTime() / 1000),
      notes: { reference: request.reference, payCode: request.payCode },
    });
    return {
      providerRef: qr.id,
      instructions: {
        reference: request.reference,
        upiQrImage: qr.image_url,
        ...(qr.image_content?.startsWith('upi://pay?') ? { upiLink: qr.image_content } : {}),
        ...(qr.close_by ? { expiresAt: new Date(qr.close_by * 1000).toISOString() } : {}),
      },
    };
  }

  async function bankTransfer(request: InstructionRequest): Promise<CreatedInstructions> {
    const account = await call(virtualAccountSchema, 'POST', '/v1/virtual_accounts', {
      receivers: { types: ['bank_account'] },
      description: `Loan ${request.orderId} reference ${request.reference}`,
      amount_expected: request.amount,
      close_by: Math.floor(request.expiresAt.getTime() / 1000),
      notes: { reference: request.reference, payCode: request.payCode },
    });
    const receiver = account.receivers.find((r) => r.entity === 'bank_account');
    if (!receiver?.account_number || !receiver.ifsc)
      throw new ProviderUnavailableError('razorpay', `no bank account on ${account.id}`);
    return {
      providerRef: account.id,
      instructions: {
        // What the borrower transfers to, as a house NEFT reference is its account number.
        reference: receiver.account_number,
        accountNumber: receiver.account_number,
        ifsc: receiver.ifsc,
        ...(receiver.bank_name ? { bankName: receiver.bank_name } : {}),
        ...(account.close_by ? { expiresAt: new Date(account.close_by * 1000).toISOString() } : {}),
      },
    };
  }

  const parse = (body: string, verification: string, headers: Record<string, string>, eventId: string) => {
    const event = eventSchema.parse(JSON.parse(body));
    return { eventId, type: event.event, effect: effectOf(event), verification, headers } satisfies VerifiedEvent;
  };

  return {
    id: 'razorpay',
    createInstructions: (request) => (request.payCode === 'UPI' ? upi(request) : bankTransfer(request)),
    async closeInstructions(providerRef) {
      const path = providerRef.startsWith('qr_')
        ? `/v1/payments/qr_codes/${encodeURIComponent(providerRef)}/close`
        : `/v1/virtual_accounts/${encodeURIComponent(providerRef)}/close`;
      await call(z.object({ id: z.string() }), 'POST', path);
    },
    verifyWebhook(raw: Buffer, headers: IncomingHttpHeaders) {
      const signature = headerText(headers, 'x-razorpay-signature');
      if (!signature) return null;
      const body = raw.toString('utf8');
      if (!Razorpay.validateWebhookSignature(body, signature, settings.webhookSecret)) return null;
      // Razorpay names each event in X-Razorpay-Event-Id (its retries repeat it); the body's hash stands in without it.
      const eventId =
        headerText(headers, 'x-razorpay-event-id') ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`;
      const kept: Record<string, string> = { 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId };
      return parse(body, 'X-Razorpay-Signature HMAC-SHA256 (razorpay.validateWebhookSignature)', kept, eventId);
    },
    parseStored(body, headers) {
      return parse(body, 'replay', headers, headers['x-razorpay-event-id'] ?? '');
    },
    async listSucceededPayments(since) {
      const payments: ProviderPayment[] = [];
      for (let skip = 0; ; skip += 100) {
        const from = Math.floor(since.getTime() / 1000);
        const page = await call(paymentListSchema, 'GET', `/v1/payments?from=${from}&count=100&skip=${skip}`);
        for (const payment of page.items) {
          if (payment.status !== 'captured') continue;
          const reference = referenceIn(payment.notes);
          payments.push({
            paymentId: payment.id,
            ...(reference ? { reference } : {}),
            amount: payment.amount,
            currency: payment.currency.toUpperCase(),
            paidAt: new Date(payment.created_at * 1000),
          });
        }
        if (page.items.length < 100) return payments;
      }
    },
  };
}
