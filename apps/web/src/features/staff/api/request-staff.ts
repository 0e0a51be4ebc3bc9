import {
  bodyOf,
  STAFF_CSRF_HEADER,
  STAFF_ROUTES,
  type StaffData,
  type StaffRouteName,
  staffPath,
} from '@loan/contract';
import * as z from 'zod/mini';
import { HttpNotJsonError, sendForAnswer } from '@/platform/http.ts';
import { SERVER_LANGUAGE, staffLanguage, staffText } from '../i18n/staff-wording.ts';

type Route<N extends StaffRouteName> = (typeof STAFF_ROUTES)[N];
export type StaffParams<N extends StaffRouteName> = z.input<Route<N>['params']>;
export type StaffInput<N extends StaffRouteName> = z.input<Route<N>['request']>;

export interface StaffCall<N extends StaffRouteName> {
  params?: StaffParams<N>;
  /** Query of a GET, JSON body of a POST: parsed with the route's schema before it is sent. */
  request?: StaffInput<N>;
  /** The multipart body of an upload route. */
  form?: FormData;
}

/** A staff call that did not succeed: `status` 0 when no answer came (network, not JSON). */
export class StaffCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'StaffCallError';
  }
}

const failureSchema = z.object({ success: z.literal(false), code: z.optional(z.number()), message: z.string() });
const successSchema = z.object({ success: z.literal(true), data: z.unknown() });

/** The session's CSRF token, sent back on every change; kept in memory only (a reload asks the session again). */
let csrfToken: string | undefined;
export function rememberCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

const unauthorizedListeners = new Set<() => void>();
/** Called when a call answers 401: the session ended (idle, signed out elsewhere, disabled). */
export function onStaffUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** `a=1&b=x` from a parsed query, leaving out what is unset. */
export function staffQueryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  return search.toString();
}

function parseOrRefuse<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new StaffCallError(400, issue ? `${issue.path.join('.') || 'request'}: ${issue.message}` : 'invalid request');
}

/**
 * The console's one way to call the staff API, driven by the contract's route table: the path from `staffPath`, the
 * query or body parsed with the route's request schema, the CSRF header on every change, and the answer's `data`
 * parsed with the route's schema. A failure is thrown as `StaffCallError` with the server's (worded) message.
 */
export async function requestStaff<N extends StaffRouteName>(name: N, call: StaffCall<N> = {}): Promise<StaffData<N>> {
  const route: Route<N> = STAFF_ROUTES[name];
  const params = parseOrRefuse(route.params, call.params ?? {}) as Record<string, string | number>;
  let url = staffPath(name, params);
  // The server words its failures and the complaint types in the console's language.
  const headers: Record<string, string> = { Accept: 'application/json', language: SERVER_LANGUAGE[staffLanguage()] };
  const init: RequestInit = { method: route.method, headers, credentials: 'same-origin' };
  if (route.method === 'GET') {
    const query = staffQueryString(parseOrRefuse(route.request, call.request ?? {}) as Record<string, unknown>);
    if (query) url += `?${query}`;
  } else {
    if (csrfToken) headers[STAFF_CSRF_HEADER] = csrfToken;
    if (bodyOf(route) === 'multipart') {
      init.body = call.form;
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(parseOrRefuse(route.request, call.request ?? {}));
    }
  }

  let answer: Awaited<ReturnType<typeof sendForAnswer>>;
  try {
    answer = await sendForAnswer(url, init);
  } catch (error) {
    throw new StaffCallError(0, staffText(error instanceof HttpNotJsonError ? 'failedUnexpected' : 'failedNetwork'));
  }
  const success = z.safeParse(successSchema, answer.body);
  if (success.success && answer.status < 400) {
    const data = z.safeParse(route.data, success.data.data);
    if (!data.success) throw new StaffCallError(answer.status, staffText('failedUnexpected'));
    return data.data as StaffData<N>;
  }
  if (answer.status === 401 && name !== 'signIn' && name !== 'session') {
    for (const listener of unauthorizedListeners) listener();
  }
  const failure = z.safeParse(failureSchema, answer.body);
  const message = failure.success ? failure.data.message : staffText('failedUnexpected');
  throw new StaffCallError(answer.status, message, failure.success ? failure.data.code : undefined);
}
