import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toSafeInt } from '../db/database.ts';
import { gatewaySmsSender, outboxSmsSender, type SmsSender } from '../platform/sms.ts';
import { startSmsWorker } from '../platform/sms-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

const SMS_STATES = ['queued', 'sent', 'failed'] as const;

/**
 * The SMS sender every feature uses. With SMS_GATEWAY_URL set, messages are queued and this server's worker delivers
 * them to the gateway (with the other servers sharing the queue); without it (never in production, env.ts refuses),
 * they land in the demo outbox.
 */
export const smsPlugin = fp(async (app: FastifyInstance) => {
  const { SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: token } = app.config;
  if (!url || !token) {
    app.decorate('sms', outboxSmsSender);
    return;
  }
  app.decorate('sms', gatewaySmsSender(app.config.SMS_TEXT_KEY));
  app.metrics.gauge({
    name: 'sms_messages',
    help: 'SMS for the gateway by state: queued (waiting or being retried), sent, failed (given up; staff see them)',
    labelNames: ['state'],
    collect: async (gauge) => {
      const rows = await app.db.query<{ state: string; n: unknown }>(
        'select state, count(*) as n from sms_queue group by state',
      );
      for (const state of SMS_STATES) gauge.set({ state }, toSafeInt(rows.find((r) => r.state === state)?.n ?? 0));
    },
  });
  const worker = startSmsWorker({
    db: app.db,
    gateway: { url, token, timeoutMs: app.config.SMS_GATEWAY_TIMEOUT_MS },
    pollMs: app.config.SMS_WORKER_POLL_MS,
    retryBaseMs: app.config.SMS_RETRY_BASE_MS,
    textKey: app.config.SMS_TEXT_KEY,
    log: app.log,
  });
  app.addHook('onClose', async () => worker.stop());
});
