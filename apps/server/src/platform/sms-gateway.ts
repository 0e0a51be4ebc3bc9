import { errorBody, failedStatus, networkError, type SmsAdapter } from './sms-adapter.ts';

export interface SmsGateway {
  url: string;
  token: string;
  timeoutMs: number;
}

/**
 * The generic adapter, for any provider with a plain JSON API: `POST {to, text, reference}` with the bearer token; the
 * gateway has `timeoutMs` to answer. Its message id is the answer's `id` when it gives one, else our reference.
 */
export function gatewayAdapter(gateway: SmsGateway): SmsAdapter {
  return {
    provider: 'gateway',
    async deliver(message) {
      const reference = String(message.id);
      let response: Response;
      let body: string;
      try {
        response = await fetch(gateway.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.token}` },
          body: JSON.stringify({ to: message.to, text: message.text, reference }),
          signal: AbortSignal.timeout(gateway.timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        return networkError(error, gateway.timeoutMs);
      }
      if (!response.ok) return failedStatus(response.status, `gateway answered ${response.status} ${errorBody(body)}`);
      return { outcome: 'sent', providerMessageId: gatewayMessageId(body) ?? reference };
    },
  };
}

function gatewayMessageId(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('id' in parsed)) return undefined;
    const given = parsed.id;
    return (typeof given === 'string' || typeof given === 'number') && String(given) !== '' ? String(given) : undefined;
  } catch {
    return undefined;
  }
}
