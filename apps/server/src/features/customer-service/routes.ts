import { getWhatsapp } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { customerServiceCache } from '../../config/market-settings.ts';
import { registerCall } from '../../http/register-call.ts';
import { lendingLocale } from '../../plugins/locale.ts';

/** The customer-service contacts of the caller's market, as the operator set them (kept SETTINGS_CACHE_MS). */
export async function customerServiceRoutes(app: FastifyInstance) {
  const contactsOf = customerServiceCache(app.db, app.config.SETTINGS_CACHE_MS);
  registerCall(app, getWhatsapp, async (_input, request) => contactsOf(lendingLocale(request).market));
}
