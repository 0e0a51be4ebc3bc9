import { getWhatsapp } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { customerServiceOf } from '../../config/market-settings.ts';
import { registerCall } from '../../http/register-call.ts';
import { lendingLocale } from '../../plugins/locale.ts';

/** The customer-service contacts of the caller's market, as the operator set them. */
export async function customerServiceRoutes(app: FastifyInstance) {
  registerCall(app, getWhatsapp, async (_input, request) => customerServiceOf(app.db, lendingLocale(request).market));
}
