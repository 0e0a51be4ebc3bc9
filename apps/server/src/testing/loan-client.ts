import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { query } from './test-app.ts';

type Who = { userId: string; sessionId: string };

/** The offer on the confirm page (loan-detail-confirm), as the app reads it before accepting. */
export async function confirmOffer(
  app: FastifyInstance,
  who: Who,
  productId: number,
): Promise<Record<string, unknown>> {
  const response = await app.inject({
    url: `/online/v3/loan-confirm/loan-detail-confirm?${query({ ...who, productId })}`,
  });
  return response.json().data;
}

/**
 * The loan-detail-push body the app builds from the confirm response: the one place that knows which confirm fields a
 * push sends back, so a field added to the push (the key-facts version) changes here only.
 */
export function pushRequestFrom(confirm: Record<string, unknown>, productId: number): Record<string, string | number> {
  const fields: Record<string, string | number> = {
    amount: Number(confirm.amount),
    periods: Number(confirm.periods),
    termUnit: Number(confirm.termUnit),
    productId,
  };
  const keyFacts = confirm.keyFacts as { version?: string | number } | undefined;
  if (keyFacts?.version !== undefined) fields.keyFactsVersion = keyFacts.version;
  return fields;
}

export function pushLoan(
  app: FastifyInstance,
  who: Who,
  body: Record<string, string | number>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/online/v3/loan-confirm/loan-detail-push?${query(who)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: query(body),
  });
}
