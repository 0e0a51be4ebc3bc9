import type { SmsProviderId } from '@loan/contract';

/** One queued message as an adapter sends it. */
export interface OutgoingSms {
  /** The queue row's id: our reference for the provider (it absorbs a repeat after a lost answer). */
  id: number;
  /** E.164. */
  to: string;
  /** The kind of message (`promotion-register`, `repayment-confirm`): which registered template MSG91 fills. */
  purpose: string;
  text: string;
  variables: Record<string, string>;
}

/** How the provider answered one delivery attempt. */
export type DeliveryResult =
  /** Taken: the provider's id of the message, which its delivery receipt names. */
  | { outcome: 'sent'; providerMessageId: string }
  /** Time-out, network error, 5xx or 429: worth another try later. */
  | { outcome: 'retry'; error: string }
  /** Any other 4xx: the provider refused this message; trying again would get the same answer. */
  | { outcome: 'refused'; error: string };

/** A carrier's sending API behind one shape; the worker needs nothing else of it. */
export interface SmsAdapter {
  provider: SmsProviderId;
  deliver(message: OutgoingSms): Promise<DeliveryResult>;
}

/** The answer to an HTTP status that is not a success: retried when the provider may answer otherwise later. */
export function failedStatus(status: number, error: string): DeliveryResult {
  return status >= 500 || status === 429 ? { outcome: 'retry', error } : { outcome: 'refused', error };
}

/** A network error or time-out of `fetch` (or the provider's SDK) in words. */
export function networkError(error: unknown, timeoutMs: number): DeliveryResult {
  const timedOut =
    error instanceof Error && (error.name === 'TimeoutError' || (error as { code?: string }).code === 'ECONNABORTED');
  return { outcome: 'retry', error: timedOut ? `no answer in ${timeoutMs} ms` : String(error) };
}

/** The start of an error body, for the operator (providers explain a refusal there); never the request's. */
export function errorBody(text: string): string {
  const compact = text.replace(/\s+/g, ' ').trim();
  return compact.length > 300 ? `${compact.slice(0, 300)}…` : compact;
}
