import { REGISTRATION_MARKET_IDS, type SmsProviderId } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { msg91Templates, providerConfigured, smsProviderFor } from '../config/sms-settings.ts';
import { toSafeInt } from '../db/database.ts';
import { queuedSmsSender, type SmsSender } from '../platform/sms.ts';
import type { SmsAdapter } from '../platform/sms-adapter.ts';
import { gatewayAdapter } from '../platform/sms-gateway.ts';
import { msg91Adapter } from '../platform/sms-msg91.ts';
import { twilioAdapter } from '../platform/sms-twilio.ts';
import { startSmsWorker } from '../platform/sms-worker.ts';
import { smsReceiptRoutes } from './sms-receipts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

const SMS_STATES = ['queued', 'sent', 'delivered', 'undelivered', 'failed'] as const;

/** The adapters whose settings are given (config/sms-settings.ts). */
function configuredAdapters(config: FastifyInstance['config']): Partial<Record<SmsProviderId, SmsAdapter>> {
  const timeoutMs = config.SMS_GATEWAY_TIMEOUT_MS;
  const adapters: Partial<Record<SmsProviderId, SmsAdapter>> = {};
  const { SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: token } = config;
  if (providerConfigured(config, 'gateway') && url && token)
    adapters.gateway = gatewayAdapter({ url, token, timeoutMs });
  const {
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    SMS_CALLBACK_BASE_URL: callbackBaseUrl,
  } = config;
  const { TWILIO_FROM: number, TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid } = config;
  if (providerConfigured(config, 'twilio') && accountSid && authToken && callbackBaseUrl)
    adapters.twilio = twilioAdapter({
      accountSid,
      authToken,
      from: number ? { number } : { messagingServiceSid: messagingServiceSid ?? '' },
      callbackBaseUrl,
      apiBase: config.TWILIO_API_BASE,
      timeoutMs,
    });
  const { MSG91_AUTH_KEY: authKey, MSG91_SENDER_ID: senderId } = config;
  if (providerConfigured(config, 'msg91') && authKey && senderId)
    adapters.msg91 = msg91Adapter({
      authKey,
      senderId,
      templates: msg91Templates(config),
      apiBase: config.MSG91_API_BASE,
      timeoutMs,
    });
  return adapters;
}

/**
 * The SMS sender every feature uses. Each message is queued for the adapter its market names (the first of the
 * market's providers whose settings are given) and this server's worker delivers it (with the other servers sharing
 * the queue); a market with none (never in production, env.ts refuses) gets the demo outbox.
 */
export const smsPlugin = fp(async (app: FastifyInstance) => {
  const config = app.config;
  const adapters = configuredAdapters(config);
  app.decorate(
    'sms',
    queuedSmsSender(config.SMS_TEXT_KEY, (market) => smsProviderFor(config, market)),
  );
  if (Object.keys(adapters).length === 0) return;
  app.metrics.gauge({
    name: 'sms_messages',
    help: 'SMS by market and state: queued (waiting or being retried), sent (taken, no receipt yet), delivered, undelivered, failed (never taken; staff see them)',
    labelNames: ['market', 'state'],
    collect: async (gauge) => {
      const rows = await app.db.query<{ market: string; state: string; n: unknown }>(
        'select market, state, count(*) as n from sms_queue group by market, state',
      );
      for (const market of REGISTRATION_MARKET_IDS)
        for (const state of SMS_STATES) {
          const n = rows.find((r) => r.market === market && r.state === state)?.n ?? 0;
          gauge.set({ market, state }, toSafeInt(n));
        }
    },
  });
  app.metrics.gauge({
    name: 'sms_oldest_queued_seconds',
    help: 'Age of the oldest SMS still waiting for its provider, by market (0 when none waits)',
    labelNames: ['market'],
    collect: async (gauge) => {
      const rows = await app.db.query<{ market: string; age: unknown }>(
        `select market, extract(epoch from now() - min(created_at))::float8 as age
           from sms_queue where state = 'queued' group by market`,
      );
      gauge.reset();
      for (const row of rows) gauge.set({ market: row.market }, Number(row.age));
    },
  });
  await app.register(smsReceiptRoutes, {
    twilio:
      adapters.twilio && config.TWILIO_AUTH_TOKEN && config.SMS_CALLBACK_BASE_URL
        ? { authToken: config.TWILIO_AUTH_TOKEN, callbackBaseUrl: config.SMS_CALLBACK_BASE_URL }
        : undefined,
    msg91: adapters.msg91 && config.MSG91_REPORT_TOKEN ? { reportToken: config.MSG91_REPORT_TOKEN } : undefined,
  });
  const worker = startSmsWorker({
    db: app.db,
    adapters,
    timeoutMs: config.SMS_GATEWAY_TIMEOUT_MS,
    pollMs: config.SMS_WORKER_POLL_MS,
    retryBaseMs: config.SMS_RETRY_BASE_MS,
    textKey: config.SMS_TEXT_KEY,
    log: app.log,
  });
  app.addHook('onClose', async () => worker.stop());
});
