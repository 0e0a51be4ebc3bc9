import type { FastifyInstance } from 'fastify';
import { repayDevRoutes } from './dev-routes.ts';
import { oldRepaymentRoutes } from './old-repayment-routes.ts';
import { paymentWebhookRoutes } from './payment-webhook-routes.ts';
import { providerWebhookRoutes } from './provider-webhook-routes.ts';
import { repayRoutes } from './routes.ts';

/** Repayment: what is due, channels with voucher references and barcodes, extensions, the old card flow, the payment provider's notifications, staff refunds of surplus. */
export async function repayPlugin(app: FastifyInstance) {
  await app.register(repayRoutes);
  await app.register(oldRepaymentRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(providerWebhookRoutes);
  if (app.config.NODE_ENV !== 'production') await app.register(repayDevRoutes);
}
