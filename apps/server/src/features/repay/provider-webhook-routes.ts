import { FAILURE_CODE } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { Failure, invalid } from '../../http/failure.ts';
import { receiveProviderEvent } from './providers/provider-events.ts';
import { voidRetiredInstructions } from './providers/void-instructions.ts';

/** A provider's event is a few kilobytes; nothing bigger is read. */
const PROVIDER_EVENT_MAX_BYTES = 256 * 1024;

/**
 * `POST /webhooks/stripe` and `POST /webhooks/razorpay`, each only while its provider collects in some market. The
 * signature covers the exact bytes received, so these routes keep the body raw and the provider's own library checks
 * it before anything is parsed or stored; a refused one records nothing. A verified event is stored raw, then
 * applied (see provider-events.ts), and answered 200 once stored so the provider stops retrying; a failure to store
 * answers 5xx and the provider sends it again.
 */
export async function providerWebhookRoutes(app: FastifyInstance) {
  const events = app.metrics.counter({
    name: 'payment_provider_events_total',
    help: 'Payment provider webhooks received, by provider and outcome (refused: bad signature, nothing recorded)',
    labelNames: ['provider', 'outcome'],
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: PROVIDER_EVENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  for (const id of ['stripe', 'razorpay'] as const) {
    const provider = app.paymentProviders.byId(id);
    if (!provider) continue;
    app.post(`/webhooks/${id}`, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = provider.verifyWebhook(raw, request.headers);
      if (!event) {
        events.inc({ provider: id, outcome: 'refused' });
        request.log.warn({ provider: id }, 'provider webhook refused: bad, missing or stale signature');
        throw new Failure(FAILURE_CODE.sessionUnknown, `${id} webhook refused: bad, missing or stale signature`, 401);
      }
      if (raw.length === 0) throw invalid(`${id} webhook: empty body`);
      const applied = await receiveProviderEvent(app.db, id, event, raw.toString('utf8'));
      events.inc({ provider: id, outcome: applied.outcome });
      request.log.info(
        { provider: id, eventId: event.eventId, type: event.type, outcome: applied.outcome },
        'provider webhook',
      );
      // A payment, reversal or won dispute changed what the order owes: its other instructions are void now.
      if (applied.outcome === 'applied' || applied.outcome === 'reversed' || applied.outcome === 'restored')
        await voidRetiredInstructions(app, request.log);
      return { received: true, eventId: event.eventId, outcome: applied.outcome };
    });
  }
}
