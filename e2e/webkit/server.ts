import { ORIGIN } from './lanes.ts';

/** A fresh borrower with one disbursed order (the server's test-only fixture), so a journey never changes demo data. */
export interface Order {
  userId: string;
  sessionId: string;
  phone: string;
  orderId: string;
  productId: string;
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${ORIGIN}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const post = <T>(path: string, body: unknown) =>
  call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export const freshOrder = () => post<Order>('/dev/repay/fixture', {});

/** The launch URL of a screen for a fixture's borrower and order. */
export function orderUrl(pathname: string, order: Order, language: '1' | '2'): string {
  const query = new URLSearchParams({
    userId: order.userId,
    sessionId: order.sessionId,
    productId: order.productId,
    orderId: order.orderId,
    deviceId: 'webkit-device',
    appVersion: '1.0.0',
    language,
  });
  return `${pathname}?${query.toString()}`;
}

/** The newest SMS to a phone from the demo outbox (optionally of one purpose). */
export async function newestSms(phone: string, purpose?: string): Promise<string> {
  const outbox = await call<{ messages: { purpose?: string; body: string }[] }>(
    `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
  );
  const message = outbox.messages.find((m) => purpose === undefined || m.purpose === purpose);
  if (!message) throw new Error(`no SMS to ${phone}`);
  return message.body;
}

export const sixDigits = (text: string): string => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in "${text}"`);
  return code;
};

/** The answer of a picture code, by the sid of its image (test-only hook). */
export const captchaAnswer = async (sid: string) => (await call<{ answer: string }>(`/dev/captcha?sid=${sid}`)).answer;
