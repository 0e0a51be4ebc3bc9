import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { outboxSmsSender, type SmsSender } from '../platform/sms.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/** The SMS gateway every feature sends through. Only the demo outbox exists today; a real gateway plugs in here. */
export const smsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('sms', outboxSmsSender);
});
