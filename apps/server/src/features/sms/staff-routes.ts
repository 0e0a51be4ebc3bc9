import type { FastifyInstance } from 'fastify';
import { toSafeInt } from '../../db/database.ts';
import { successEnvelope } from '../../http/envelope.ts';
import { checkStaffToken } from '../complaint/index.ts';

/** The newest this many failed messages are listed. */
const FAILED_LIST_MAX = 500;

const isoTime = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/**
 * SMS the gateway never took (platform/sms-worker.ts gave up on them), newest first, so an agent can call the
 * borrower or check the gateway. The text is not kept: it held a code. scripts/staff.mjs is the client.
 */
export async function smsStaffRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => checkStaffToken(app.config.STAFF_TOKEN, request));

  app.get('/staff/sms-failed', async () => {
    const rows = await app.db.query<Record<string, unknown>>(
      `select id, recipient, purpose, attempts, last_error, created_at, finished_at
         from sms_queue where state = 'failed' order by finished_at desc, id desc limit $1`,
      [FAILED_LIST_MAX],
    );
    const messages = rows.map((r) => ({
      id: toSafeInt(r.id),
      recipient: String(r.recipient),
      purpose: String(r.purpose),
      attempts: toSafeInt(r.attempts),
      error: String(r.last_error),
      queuedAt: isoTime(r.created_at),
      failedAt: isoTime(r.finished_at),
    }));
    return successEnvelope('online', { messages });
  });
}
