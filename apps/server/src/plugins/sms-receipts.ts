import { timingSafeEqual } from 'node:crypto';
import { FAILURE_CODE } from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import twilio from 'twilio';
import { z } from 'zod';
import { Failure, invalid } from '../http/failure.ts';
import { MSG91_REPORT_PATH } from '../platform/sms-msg91.ts';
import { recordSmsReceipt, type SmsReceipt } from '../platform/sms-receipts.ts';
import { TWILIO_STATUS_PATH } from '../platform/sms-twilio.ts';

/** Twilio's StatusCallback parameters this server reads (it posts many more, all signed). */
const twilioStatusSchema = z.looseObject({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-f]{32}$/),
  MessageStatus: z.string().max(32),
  ErrorCode: z.string().max(16).optional(),
});

/** Twilio's final statuses; `queued`, `sending`, `sent`, `accepted`, `scheduled` come before them and change nothing. */
const TWILIO_FINAL = new Map<string, SmsReceipt['state']>([
  ['delivered', 'delivered'],
  ['undelivered', 'undelivered'],
  ['failed', 'undelivered'],
]);

/** MSG91's delivery report (its SMS webhook, JSON): the send's request id and the carrier's status code. */
const msg91ReportSchema = z.looseObject({
  requestId: z.string().min(1).max(64),
  status: z.union([z.string(), z.number()]).transform(String),
  desc: z.string().max(200).optional(),
  failedReason: z.string().max(200).optional(),
});

/** MSG91's report statuses: 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked number. Others are interim. */
const MSG91_UNDELIVERED = new Set(['2', '9', '16', '17', '25']);

function refused(request: FastifyRequest, provider: string): Failure {
  request.log.warn({ provider }, 'SMS receipt refused: not from the provider');
  return new Failure(FAILURE_CODE.sessionUnknown, 'SMS receipt refused: bad or missing signature', 401);
}

function parsed<T>(schema: z.ZodType<T>, body: unknown, provider: string): T {
  const result = schema.safeParse(body);
  if (!result.success)
    throw invalid(`${provider} receipt: ${result.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return result.data;
}

async function record(app: FastifyInstance, request: FastifyRequest, receipt: SmsReceipt) {
  const moved = await recordSmsReceipt(app.db, receipt);
  request.log.info({ ...receipt, moved }, 'SMS receipt');
  return {};
}

/**
 * Delivery receipts: Twilio's StatusCallback (form-encoded, signed with X-Twilio-Signature over the URL it was given
 * and the parameters, checked with the official SDK's validator) and MSG91's delivery report (JSON; MSG91 signs
 * nothing, so the URL configured on its panel carries MSG91_REPORT_TOKEN). Each exists only while its provider is set.
 */
export async function smsReceiptRoutes(
  app: FastifyInstance,
  options: { twilio?: { authToken: string; callbackBaseUrl: string }; msg91?: { reportToken: string } },
) {
  const { twilio: twilioSettings, msg91 } = options;
  if (twilioSettings)
    app.post(TWILIO_STATUS_PATH, async (request) => {
      const signature = request.headers['x-twilio-signature'];
      const url = new URL(request.url, twilioSettings.callbackBaseUrl).href;
      const params = typeof request.body === 'object' && request.body !== null ? request.body : {};
      if (
        typeof signature !== 'string' ||
        !request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ||
        !twilio.validateRequest(twilioSettings.authToken, signature, url, params)
      )
        throw refused(request, 'twilio');
      const status = parsed(twilioStatusSchema, params, 'twilio');
      const state = TWILIO_FINAL.get(status.MessageStatus);
      if (!state) return {};
      return record(app, request, {
        provider: 'twilio',
        providerMessageId: status.MessageSid,
        state,
        error: state === 'undelivered' ? `${status.MessageStatus} ${status.ErrorCode ?? ''}`.trim() : '',
      });
    });

  if (msg91) {
    const expected = Buffer.from(msg91.reportToken);
    app.post(MSG91_REPORT_PATH, async (request) => {
      const { token } = request.query as { token?: unknown };
      const given = Buffer.from(typeof token === 'string' ? token : '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused(request, 'msg91');
      const report = parsed(msg91ReportSchema, request.body, 'msg91');
      const state = report.status === '1' ? 'delivered' : MSG91_UNDELIVERED.has(report.status) ? 'undelivered' : null;
      if (!state) return {};
      return record(app, request, {
        provider: 'msg91',
        providerMessageId: report.requestId,
        state,
        error:
          state === 'undelivered' ? [report.status, report.desc, report.failedReason].filter(Boolean).join(' ') : '',
      });
    });
  }
}
