import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { closeRetiredInstructions } from './instructions.ts';

/**
 * Run after any change to what an order owes has committed (a payment by any path, an extension, a cooling-off exit,
 * a reversal): the providers are told that the order's other open instructions are void. Never inside the
 * transaction (a slow provider would hold the order's lock) and never able to undo it: a provider that fails is
 * logged and counted, and its instructions stay queued for the next settlement or the reconciliation to retry.
 */
export async function voidRetiredInstructions(app: FastifyInstance, log: FastifyBaseLogger): Promise<void> {
  const failures = app.metrics.counter({
    name: 'payment_provider_instruction_close_failures_total',
    help: 'Provider instructions (PaymentIntent, QR code, virtual account) that could not be cancelled, by provider',
    labelNames: ['provider'],
  });
  try {
    await closeRetiredInstructions(app.db, app.paymentProviders.byId, (error, failed) => {
      failures.inc({ provider: failed.provider });
      log.warn({ err: error, ...failed }, 'could not cancel provider instructions; retried on the next pass');
    });
  } catch (error) {
    failures.inc({ provider: 'all' });
    log.warn({ err: error }, 'could not list provider instructions to cancel; retried on the next pass');
  }
}
