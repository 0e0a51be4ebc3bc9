/** How the SMS gateway answered one delivery attempt. */
export type DeliveryResult =
  | { outcome: 'sent' }
  /** Time-out, network error or 5xx: worth another try later. */
  | { outcome: 'retry'; error: string }
  /** 4xx: the gateway refused this message; trying again would get the same answer. */
  | { outcome: 'refused'; error: string };

export interface SmsGateway {
  url: string;
  token: string;
  timeoutMs: number;
}

/** `POST {to, text, reference}` with the bearer token; the gateway has `timeoutMs` to answer. */
export async function deliverToGateway(
  gateway: SmsGateway,
  message: { id: number; to: string; text: string },
): Promise<DeliveryResult> {
  let response: Response;
  try {
    response = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.token}` },
      body: JSON.stringify({ to: message.to, text: message.text, reference: String(message.id) }),
      signal: AbortSignal.timeout(gateway.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { outcome: 'retry', error: timedOut ? `no answer in ${gateway.timeoutMs} ms` : String(error) };
  }
  // The answer's body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.ok) return { outcome: 'sent' };
  const error = `gateway answered ${response.status}`;
  return response.status >= 500 || response.status === 429
    ? { outcome: 'retry', error }
    : { outcome: 'refused', error };
}
