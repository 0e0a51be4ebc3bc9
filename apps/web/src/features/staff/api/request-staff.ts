import { STAFF_CSRF_HEADER, STAFF_ROUTES, type StaffData, type StaffRouteName } from '@loan/contract';
import * as z from 'zod/mini';
import { CallFailedError } from '@/platform/call-failed.ts';
import { CLIENT_FAILURE, sendCall, unanswered } from '@/platform/call-request.ts';
import { consoleWording } from '@/platform/console-language.ts';
import { consoleText, SERVER_LANGUAGE } from '../i18n/console-wording.ts';

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

function parseOrRefuse<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue ? `${issue.path.join('.') || 'request'}: ${issue.message}` : 'invalid request';
  throw new CallFailedError(CLIENT_FAILURE.request, message, 400);
}

/**
 * The console's one way to call the staff API, through the request core of both apps: the route's path parameters and
 * query or body parsed with its schemas, the console's language and, on every change, the CSRF header. A failure is
 * thrown as `CallFailedError` with the server's (worded) message and the HTTP status.
 */
export async function requestStaff<N extends StaffRouteName>(name: N, call: StaffCall<N> = {}): Promise<StaffData<N>> {
  const route: Route<N> = STAFF_ROUTES[name];
  const params = parseOrRefuse(route.params, call.params ?? {}) as Record<string, string | number>;
  const values = parseOrRefuse(route.request, call.request ?? {}) as Record<string, unknown>;
  // The server words its failures and the complaint types in the console's language.
  const headers: Record<string, string> = { Accept: 'application/json', language: SERVER_LANGUAGE[consoleWording()] };
  if (route.method === 'POST' && csrfToken) headers[STAFF_CSRF_HEADER] = csrfToken;

  const outcome = await sendCall(route, { params, values, form: call.form, headers });
  if (outcome.ok) return outcome.data as StaffData<N>;
  if (outcome.status === 401 && name !== 'signIn' && name !== 'session') {
    for (const listener of unauthorizedListeners) listener();
  }
  // No answer at all is the network's fault; a page that is not our server's (a proxy's) is unexpected.
  const message =
    outcome.message || consoleText(outcome.status === 0 ? 'staff.failedNetwork' : 'staff.failedUnexpected');
  throw new CallFailedError(outcome.code, message, unanswered(outcome.code) ? 0 : outcome.status);
}
