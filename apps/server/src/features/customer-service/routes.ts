import { getWhatsapp } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/failure.ts';
import { registerCall } from '../../http/register-call.ts';

export async function customerServiceRoutes(app: FastifyInstance) {
  registerCall(app, getWhatsapp, async () => {
    const [row] = await app.db.query<{ value: unknown }>("select value from settings where key = 'customer_service'");
    if (!row) throw notFound('Customer service contacts are not configured');
    // jsonb arrives parsed from PGlite and from node-postgres alike; the schema guards operator edits.
    return getWhatsapp.data.parse(typeof row.value === 'string' ? JSON.parse(row.value) : row.value);
  });
}
