import { PAYMENT_SIGNATURE_HEADER, type PaymentNotification } from '@loan/contract';
import type { APIRequestContext, Locator } from '@playwright/test';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../../apps/server/src/config/env.ts';
import { signPayload } from '../../apps/server/src/platform/payment-signature.ts';

/** A fresh borrower with one disbursed order (from the server's test-only fixture route). */
export interface RepayFixture {
  userId: string;
  sessionId: string;
  phone: string;
  orderId: string;
  productId: string;
}

/**
 * Tests that repay or extend get their own borrower and order, so they never change the demo orders other tests read,
 * and each has its own phone, so the SMS caps (1 per phone per minute) never make tests depend on each other.
 */
export async function freshOrder(
  request: APIRequestContext,
  options: { status?: 174 | 180; isDelay?: 0 | 1; market?: 'MX' | 'IN' } = {},
): Promise<RepayFixture> {
  const response = await request.post('/dev/repay/fixture', { data: options });
  if (!response.ok()) throw new Error(`fixture failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as RepayFixture;
}

/** A fresh borrower of `market` (default Mexico) with an offer of that market's first product, nothing signed yet. */
export async function freshOffer(
  request: APIRequestContext,
  market: 'MX' | 'IN' = 'MX',
): Promise<{ userId: string; sessionId: string; productId: string }> {
  const response = await request.post('/dev/loan/offer-fixture', { data: { market } });
  if (!response.ok()) throw new Error(`offer fixture failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { userId: string; sessionId: string; productId: string };
}

/** The launch URL of a screen for a fixture's borrower and order. */
export function fixtureUrl(pathname: string, fixture: RepayFixture, language: '1' | '2'): string {
  const query = new URLSearchParams({
    userId: fixture.userId,
    sessionId: fixture.sessionId,
    productId: fixture.productId,
    orderId: fixture.orderId,
    deviceId: 'e2e-device',
    appVersion: '1.0.0',
    language,
  });
  return `${pathname}?${query.toString()}`;
}

/**
 * A notification in the house format (`POST /webhooks/payments`), signed with the test server's webhook secret as the
 * provider signs it: how a payment the desk cannot match (an unknown reference, a second payment) reaches the server.
 */
export async function sendHouseNotification(request: APIRequestContext, notification: PaymentNotification) {
  const raw = Buffer.from(JSON.stringify(notification));
  const response = await request.post('/webhooks/payments', {
    headers: {
      'content-type': 'application/json',
      [PAYMENT_SIGNATURE_HEADER]: signPayload(DEV_PAYMENT_WEBHOOK_SECRET, raw),
    },
    data: raw,
  });
  if (!response.ok()) throw new Error(`notification refused: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { outcome: 'applied' | 'unmatched'; reason?: string };
}

/** A voucher of `amount` (minor units) for the fixture's order at a channel, as the plan screen asks for one. */
export async function askVoucher(
  request: APIRequestContext,
  fixture: RepayFixture,
  payCode: string,
  amount: number,
): Promise<string> {
  const who = new URLSearchParams({ userId: fixture.userId, sessionId: fixture.sessionId, language: '2' });
  const response = await request.post(`/online/v3/loan-details/generate-vcode?${who}`, {
    form: { productId: fixture.productId, orderId: fixture.orderId, amount, payCode, requestType: 1 },
  });
  const code = (await response.json()).data?.repayDetail?.vCode;
  if (typeof code !== 'string') throw new Error(`no voucher: ${response.status()}`);
  return code;
}

/** What the payment network would report once the cashier took the money for a reference. */
export async function payVoucher(request: APIRequestContext, reference: string) {
  const response = await request.post('/dev/repay/voucher-paid', { data: { reference } });
  if (!response.ok()) throw new Error(`voucher payment failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { status: number; due: number; dueOn: string };
}

/** The newest SMS code sent to a phone, from the demo outbox. */
export async function newestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/dev/sms-outbox?phone=${phone}`);
  const body = (await response.json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(body.messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/**
 * The voucher reference shown in a channel or instruction card, read from its Copy button's accessible name. A plan
 * channel asks for its code by itself once its card is on screen: the card is brought into view and its Copy awaited.
 */
export async function referenceIn(
  scope: Locator,
  copyLabel: 'Copiar referencia' | 'Copy reference' | 'Copy account number' | 'Copiar número de cuenta',
): Promise<string> {
  const button = scope.getByRole('button', { name: new RegExp(`^${copyLabel} \\d{16}$`) });
  await scope.scrollIntoViewIfNeeded();
  await button.waitFor();
  const name = (await button.getAttribute('aria-label')) ?? '';
  const reference = /\d{16}/.exec(name)?.[0];
  if (!reference) throw new Error(`no reference in "${name}"`);
  return reference;
}

/** A channel's reference asked for through the API, as the plan screen asks when the borrower opens the channel. */
export async function askReference(
  request: APIRequestContext,
  order: RepayFixture,
  ask: { payCode: string; amount: number; requestType: 1 | 2 | 3 },
): Promise<string> {
  const session = new URLSearchParams({ userId: order.userId, sessionId: order.sessionId, language: '2' });
  const response = await request.post(`/online/v3/loan-details/channel-reference?${session}`, {
    form: { productId: order.productId, orderId: order.orderId, ...ask },
  });
  const body = (await response.json()) as { data?: { channel?: { vCode?: string } } };
  const reference = body.data?.channel?.vCode;
  if (!reference) throw new Error(`no reference: ${response.status()} ${JSON.stringify(body)}`);
  return reference;
}
