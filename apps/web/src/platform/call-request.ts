import {
  bodyOf,
  type CallDef,
  type CallFamily,
  fillPath,
  ONLINE_PREFIX,
  oldRepaymentBase,
  promotionBase,
  STAFF_API_BASE,
} from '@loan/contract';
import type * as z from 'zod/mini';
import { env } from '@/config/env.ts';
import { toQueryString } from '@/config/paths.ts';
import { ENVELOPE_READERS, type EnvelopeReader } from './envelope-readers.ts';
import { reportClientError } from './error-report.ts';
import { encodeForm, type FormBody, type FormValue, HttpNotJsonError, sendForAnswer } from './http.ts';

/**
 * The one request core of both apps: a call of the contract becomes a URL (the family's base, the path with its
 * parameters, the query), a body encoded as the call says (form, JSON or multipart), one `fetch`, and an outcome read
 * by the family's envelope reader with the data checked against the call's schema. It never rejects; the borrower
 * helpers (online.ts) and the desk's client (features/staff/api) decide what a failure shows.
 */

/** Code given to failures that did not come from the server's envelope. */
export const CLIENT_FAILURE = { network: 'network', busy: 'busy', schema: 'schema', request: 'request' } as const;

/** Statuses a proxy answers with its own page when the server behind it is down, restarting or overloaded. */
const PROXY_BUSY_STATUSES = [502, 503, 504];

/** `true` for a proxy's own error page: the service is busy, not the borrower's connection. */
export function isBusyAnswer(error: unknown): boolean {
  return error instanceof HttpNotJsonError && PROXY_BUSY_STATUSES.includes(error.status);
}

/** Where a call of a family lives, below `VITE_API_BASE`. */
export function familyBase(family: CallFamily, provider: string = env.VITE_PROVIDER): string {
  if (family === 'online') return ONLINE_PREFIX;
  if (family === 'staff') return STAFF_API_BASE;
  if (family === 'oldRepayment') return oldRepaymentBase(provider);
  return promotionBase(provider);
}

type Values = Record<string, unknown>;

function queryValue(value: unknown): FormValue {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** Request values as query / form values; objects are sent as JSON text. */
export function toFormBody(values: Values = {}): FormBody {
  const body: FormBody = {};
  for (const [key, value] of Object.entries(values)) body[key] = queryValue(value);
  return body;
}

/**
 * The URL with the queries' values, later ones replacing earlier ones of the same name: a call's own `orderId` wins
 * over the launch context's, instead of both being sent (a repeated name reaches the server as a list and fails).
 */
export function withQuery(url: string, ...queries: FormBody[]): string {
  const query = toQueryString(Object.assign({}, ...queries));
  return query ? `${url}?${query}` : url;
}

/** The call's URL without a query: `VITE_API_BASE`, the family's base, the path with its parameters filled in. */
export function callPath(call: CallDef, params?: Record<string, string | number>): string {
  // The desk is served by the server it calls; the borrower app may call an API on another host.
  const apiBase = call.family === 'staff' ? '' : env.VITE_API_BASE;
  return `${apiBase}${familyBase(call.family)}${fillPath(call, params)}`;
}

export interface CallInput {
  /** The request already parsed with the call's schema: the query of a GET, the body of a POST. */
  values?: Values;
  /** The path parameters, already parsed with the call's `params`. */
  params?: Record<string, string | number>;
  /** The body of a multipart call. */
  form?: FormData;
  /** Query values every call of this caller carries (the borrower's launch context); the call's own win. */
  commonQuery?: FormBody;
  /** The caller's headers (launch context, language, CSRF token); the core adds the JSON content type. */
  headers: Record<string, string>;
  timeoutMs?: number;
}

export type CallOutcome<T> =
  | { ok: true; status: number; code: string; message: string; data: T }
  | { ok: false; status: number; code: string; message: string };

/** `true` for the failure of a call our server never answered (offline, time-out, a proxy's page). */
export function unanswered(code: string): boolean {
  return code === CLIENT_FAILURE.network || code === CLIENT_FAILURE.busy;
}

function requestInit(call: CallDef, input: CallInput): RequestInit {
  const headers = { ...input.headers };
  if (call.method === 'GET') return { method: 'GET', headers };
  const body = bodyOf(call);
  if (body === 'multipart') return { method: 'POST', headers, body: input.form };
  if (body === 'json') {
    headers['Content-Type'] = 'application/json';
    return { method: 'POST', headers, body: JSON.stringify(input.values ?? {}) };
  }
  return { method: 'POST', headers, body: encodeForm(toFormBody(input.values)) };
}

/** The URL of a call with its query: the common query, and for a GET the request's values. */
export function callUrlWith(call: CallDef, input: Pick<CallInput, 'values' | 'params' | 'commonQuery'>): string {
  const own = call.method === 'GET' && input.values ? toFormBody(input.values) : {};
  return withQuery(callPath(call, input.params), input.commonQuery ?? {}, own);
}

/** Which fields of which call failed, by path and issue code only: never the values, which may be personal. */
function reportContractMismatch(call: CallDef, issues: readonly z.core.$ZodIssue[]): void {
  const where = issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(root)'} ${issue.code}`);
  reportClientError('contract', `${call.name}: ${where.join('; ')}`);
}

/**
 * An answer read by a reader (the family's unless given) with its data checked against the call's schema. A mismatch
 * is a failure (`schema`), logged and, for the borrower app, reported by where it is, never by its values.
 */
export function readCallAnswer<S extends z.ZodMiniType>(
  call: CallDef<z.ZodMiniType, S>,
  body: unknown,
  status: number,
  reader: EnvelopeReader = ENVELOPE_READERS[call.family],
): CallOutcome<z.output<S>> {
  const read = reader(body, status);
  if (!read.ok) return { ok: false, status, code: read.code, message: read.message };
  const parsed = call.data.safeParse(read.data);
  if (!parsed.success) {
    console.error(`[api] ${call.name}: the answer's data does not match the contract`, parsed.error.issues);
    if (call.family !== 'staff') reportContractMismatch(call, parsed.error.issues);
    return { ok: false, status, code: CLIENT_FAILURE.schema, message: read.message };
  }
  return { ok: true, status, code: read.code, message: read.message, data: parsed.data };
}

/** Sends one call and reads its answer. Never rejects: no answer is `network` (or `busy` behind a proxy's page). */
export async function sendCall<S extends z.ZodMiniType>(
  call: CallDef<z.ZodMiniType, S>,
  input: CallInput,
  reader?: EnvelopeReader,
): Promise<CallOutcome<z.output<S>>> {
  let answer: Awaited<ReturnType<typeof sendForAnswer>>;
  try {
    answer = await sendForAnswer(callUrlWith(call, input), requestInit(call, input), input.timeoutMs);
  } catch (error) {
    console.error(`[api] ${call.name}: request failed`, error);
    const status = error instanceof HttpNotJsonError ? error.status : 0;
    const code = isBusyAnswer(error) ? CLIENT_FAILURE.busy : CLIENT_FAILURE.network;
    return { ok: false, status, code, message: '' };
  }
  return readCallAnswer(call, answer.body, answer.status, reader);
}
