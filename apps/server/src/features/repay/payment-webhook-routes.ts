import {
  FAILURE_CODE,
  PAYMENT_NOTIFICATION_TOLERANCE_SECONDS,
  PAYMENT_SIGNATURE_HEADER,
  paymentNotificationSchema,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, Failure, invalid } from '../../http/failure.ts';
import { checkSignature } from '../../platform/payment-signature.ts';
import { REPAY } from './messages.ts';
import { recordPaymentNotification } from './payment-notifications.ts';
import { voidRetiredInstructions } from './providers/void-instructions.ts';

/** A notification is a few hundred bytes; nothing bigger is read. */
const NOTIFICATION_MAX_BYTES = 16 * 1024;

/**
 * `POST /webhooks/payments`: the payment provider tells us a reference was paid. It exists only while
 * PAYMENT_WEBHOOK_SECRET is set. The signature covers the exact bytes received, so this route (and only this one)
 * keeps the body raw; it is parsed after the signature is checked.
 */
export async function paymentWebhookRoutes(app: FastifyInstance) {
  const secret = app.config.PAYMENT_WEBHOOK_SECRET;
  if (!secret) return;
  const notifications = app.metrics.counter({
    name: 'payment_notifications_total',
    help: 'Payment notifications received, by outcome (applied, duplicate, unmatched, conflict)',
    labelNames: ['outcome'],
  });
  for (const outcome of ['applied', 'duplicate', 'unmatched', 'conflict']) notifications.inc({ outcome }, 0);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: NOTIFICATION_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post('/webhooks/payments', async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers[PAYMENT_SIGNATURE_HEADER];
    const check = checkSignature(
      typeof header === 'string' ? header : undefined,
      raw,
      secret,
      PAYMENT_NOTIFICATION_TOLERANCE_SECONDS,
    );
    if (check !== 'valid') {
      request.log.warn({ signature: check }, 'payment notification refused');
      const why = check === 'stale' ? 'signed time too far from now' : 'bad or missing signature';
      throw new Failure(FAILURE_CODE.sessionUnknown, `Payment notification refused: ${why}`, 401);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw invalid('Payment notification: not JSON');
    }
    const parsed = paymentNotificationSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
      throw invalid(`Payment notification: ${problems}`);
    }
    const { answer, outcome } = await recordPaymentNotification(app.db, parsed.data);
    notifications.inc({ outcome });
    // Committed: the order's instructions open at a provider (a Stripe voucher, a Razorpay QR code) are void now.
    if (outcome === 'applied') await voidRetiredInstructions(app, request.log);
    if (!answer) {
      request.log.warn({ eventId: parsed.data.eventId }, 'payment notification conflicts with its first body');
      throw conflict(REPAY.eventConflict);
    }
    request.log.info({ eventId: answer.eventId, outcome, reason: answer.reason }, 'payment notification');
    return answer;
  });
}
