import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  bodyOf,
  type CallAccess,
  type CallDef,
  type CallParamsParsed,
  ONLINE_PREFIX,
  oldRepaymentBase,
  onlineFailureSchema,
  onlineSuccessSchema,
  promotionBase,
  STAFF_API_BASE,
  stringCodeFailureSchema,
  stringCodeSuccessSchema,
} from '@loan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { successEnvelope } from './envelope.ts';
import { invalid } from './failure.ts';
import { COMMON } from './messages.ts';

/** The route's URL in the router's words (`:id` path parameters kept). */
export function callUrl(call: CallDef, provider: string): string {
  if (call.family === 'online') return ONLINE_PREFIX + call.path;
  if (call.family === 'staff') return STAFF_API_BASE + call.path;
  if (call.family === 'oldRepayment') return oldRepaymentBase(provider) + call.path;
  return promotionBase(provider) + call.path;
}

function envelopes(call: CallDef) {
  // Bytes (an image) are no envelope: nothing to validate on the way out.
  if (call.binary) return undefined;
  if (call.family === 'online' || call.family === 'staff') {
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

/**
 * What a call's access needs checked on each request beyond the borrower's session (which plugins/session.ts checks
 * for `auth: 'session'`): the desk's agents, roles, CSRF and token scopes (features/staff/auth.ts provides it).
 */
export type AccessCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: CallAccess;
    /** A staff call of the console only: a personal API token is refused. */
    sessionOnly?: boolean;
  }
  interface FastifyInstance {
    /** Decorated by the staff plugin; a staff call registered where it is missing fails at start-up. */
    staffAccessCheck?: AccessCheck;
  }
}

/** What a handler answers: the envelope's `data`, or for a `binary` call the reply that sent the bytes. */
export type CallAnswer<C extends CallDef> = C extends { readonly binary: true } ? FastifyReply : z.input<C['data']>;

export interface CallContext<C extends CallDef> {
  /** The path parameters, parsed with the call's `params`. */
  params: CallParamsParsed<C>;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDef> = (
  input: z.output<C['request']>,
  request: FastifyRequest,
  context: CallContext<C>,
) => Promise<CallAnswer<C>>;

function accessCheck(app: FastifyInstance, call: CallDef): AccessCheck | undefined {
  if (call.family !== 'staff') return undefined;
  const check = app.staffAccessCheck;
  if (!check) throw new Error(`${call.name}: a staff call registered outside the staff plugin would go unchecked`);
  return check;
}

/**
 * Declares one call of the contract as a route, for either app: its URL, method, path parameters, request schema
 * (query for GET, body for POST) and envelope-wrapped response schema all come from the contract, and so does who may
 * call it (`auth`, `sessionOnly`). The handler gets parsed input and returns the `data` only.
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: { rateLimit?: RouteRateLimit } = {},
): void {
  const provider = app.config.PROVIDER;
  const requestSchema = bodyOf(call) === 'multipart' ? undefined : call.request;
  const response = envelopes(call);
  const check = accessCheck(app, call);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: callUrl(call, provider),
    config: {
      family: call.family,
      auth: call.auth,
      ...(call.family === 'staff' && call.sessionOnly ? { sessionOnly: true } : {}),
      ...options,
    },
    ...(check ? { onRequest: check } : {}),
    ...(call.family !== 'staff' && call.method === 'POST' && call.queryFields
      ? {
          preValidation: async (request: FastifyRequest) => {
            request.body = mergeQueryFields(call.queryFields ?? [], request.query, request.body);
          },
        }
      : {}),
    schema: {
      ...(call.params && call.path.includes(':') ? { params: call.params } : {}),
      // A multipart call (an upload) parses its parts itself: no body key at all, which Fastify would warn of.
      ...(call.method === 'GET' ? { querystring: requestSchema } : requestSchema ? { body: requestSchema } : {}),
      ...(response ? { response } : {}),
    },
    handler: async (request, reply) => {
      const input = (call.method === 'GET' ? request.query : request.body) as z.output<C['request']>;
      const params = request.params as CallParamsParsed<C>;
      const answer = await handler(input, request, { params, reply });
      if (call.binary) return answer;
      // The response schema above validates the envelope and data on the way out.
      const successCode = call.family === 'staff' ? undefined : call.successCode;
      return reply.send(successEnvelope(call.family, answer, successCode) as never);
    },
  });
}
