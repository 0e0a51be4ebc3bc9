import {
  channelReferenceDueSchema,
  onlineEnvelopeSchema,
  PAYMENT_SIGNATURE_HEADER,
  type RepayChannel,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { signPayload } from '../platform/payment-signature.ts';
import { query } from './test-app.ts';

type Who = { userId: string; sessionId: string };
type Ask = { orderId: string | number; productId?: string | number; requestType: 1 | 2 | 3; amount: number };

/** A channel's code, asked for as the plan screen does when the borrower opens the channel (`channel-reference`). */
export async function askReference(
  app: FastifyInstance,
  who: Who,
  ask: Ask & { payCode: string },
  language = '2',
): Promise<RepayChannel & { vCode: string }> {
  const response = await app.inject({
    method: 'POST',
    url: `/online/v3/loan-details/channel-reference?${query({ userId: who.userId, sessionId: who.sessionId, language })}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: query({ productId: 1, ...ask }),
  });
  const body = onlineEnvelopeSchema(channelReferenceDueSchema).parse(response.json());
  if (!body.success) throw new Error(`channel-reference ${ask.payCode}: ${response.statusCode} ${body.message}`);
  return body.data.channel;
}

/**
 * A plan answer (repay, extension or cooling-off) with every channel's code asked for: reading the plan makes none,
 * so tests that pay through the plan's codes ask for them first, as a borrower opening each channel would.
 */
export async function withReferences<T extends { repayList: { list: RepayChannel[] }[] }>(
  app: FastifyInstance,
  who: Who,
  plan: T,
  ask: Ask,
  language = '2',
): Promise<T> {
  const repayList = [];
  for (const group of plan.repayList) {
    const list = [];
    for (const channel of group.list)
      list.push(await askReference(app, who, { ...ask, payCode: channel.payCode }, language));
    repayList.push({ ...group, list });
  }
  return { ...plan, repayList };
}

/** A payment notification in the house format, signed with the app's webhook secret as the provider signs it. */
export function sendSignedNotification(app: FastifyInstance, body: object) {
  const raw = Buffer.from(JSON.stringify(body));
  return app.inject({
    method: 'POST',
    url: '/webhooks/payments',
    headers: {
      'content-type': 'application/json',
      [PAYMENT_SIGNATURE_HEADER]: signPayload(app.config.PAYMENT_WEBHOOK_SECRET ?? '', raw),
    },
    payload: raw,
  });
}
