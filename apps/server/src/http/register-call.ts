import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  type CallDef,
  ONLINE_PREFIX,
  oldRepaymentBase,
  onlineFailureSchema,
  onlineSuccessSchema,
  promotionBase,
  stringCodeFailureSchema,
  stringCodeSuccessSchema,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { successEnvelope } from './envelope.ts';
import { invalid } from './failure.ts';
import { COMMON } from './messages.ts';

export function callUrl(call: CallDef, provider: string): string {
  if (call.family === 'online') return ONLINE_PREFIX + call.path;
  if (call.family === 'oldRepayment') return oldRepaymentBase(provider) + call.path;
  return promotionBase(provider) + call.path;
}

function envelopes(call: CallDef) {
  if (call.family === 'online') {
    return { 200: onlineSuccessSchema(call.data), '4xx': onlineFailureSchema, '5xx': onlineFailureSchema };
  }
  return { 200: stringCodeSuccessSchema(call.data), '4xx': stringCodeFailureSchema, '5xx': stringCodeFailureSchema };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * For a POST whose contract lets `queryFields` come in the query: copies them into the body before validation, and
 * refuses a request that gives one in both places with different values (which one would it mean?).
 */
export function mergeQueryFields(fields: readonly string[], query: unknown, body: unknown): Record<string, unknown> {
  const fromQuery = record(query);
  const merged = { ...record(body) };
  for (const field of fields) {
    const inQuery = fromQuery[field];
    if (inQuery === undefined) continue;
    const inBody = merged[field];
    if (inBody !== undefined && String(inBody) !== String(inQuery)) throw invalid(COMMON.queryBodyDiffer, { field });
    merged[field] = inQuery;
  }
  return merged;
}

/** A call's own limit instead of the API-wide one (`@fastify/rate-limit` route options). */
export type RouteRateLimit = RateLimitOptions;

export type CallHandler<C extends CallDef> = (
  input: z.output<C['request']>,
  request: FastifyRequest,
) => Promise<z.input<C['data']>>;

/**
 * Declares one call of the contract as a route: its URL, method, request schema (query for GET, body for POST)
 * and envelope-wrapped response schema all come from the contract. The handler gets parsed input and returns
 * the `data` only.
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: { rateLimit?: RouteRateLimit } = {},
): void {
  const provider = app.config.PROVIDER;
  const requestSchema = call.multipart ? undefined : call.request;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: callUrl(call, provider),
    config: { family: call.family, auth: call.auth, ...options },
    ...(call.method === 'POST' && call.queryFields
      ? {
          preValidation: async (request: FastifyRequest) => {
            request.body = mergeQueryFields(call.queryFields ?? [], request.query, request.body);
          },
        }
      : {}),
    schema: {
      // A multipart call (an upload) parses its parts itself: no body key at all, which Fastify would warn of.
      ...(call.method === 'GET' ? { querystring: requestSchema } : requestSchema ? { body: requestSchema } : {}),
      response: envelopes(call),
    },
    handler: async (request, reply) => {
      const input = (call.method === 'GET' ? request.query : request.body) as z.output<C['request']>;
      // The response schema above validates the envelope and data on the way out.
      return reply.send(successEnvelope(call.family, await handler(input, request), call.successCode) as never);
    },
  });
}
