import * as z from 'zod/mini';
import { defineCall } from '../call.ts';
import { CLIENT_ERROR_MESSAGE_MAX } from '../constants.ts';

/** What went wrong in the browser: a render error, an unhandled promise rejection, an answer the contract refused. */
export const CLIENT_ERROR_KINDS = ['render', 'rejection', 'contract'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/**
 * A path with every number replaced by `:n` (`/loan/5004` → `/loan/:n`): which screen, never whose order. No query,
 * no fragment.
 */
export function routePattern(pathname: string): string {
  return pathname
    .replace(/[?#].*$/, '')
    .replace(/\d+/g, ':n')
    .slice(0, 120);
}

/** Values that name a person or a session, whatever the text around them. */
const EMAIL = /[^\s@"'`<>(),;:]+@[^\s@"'`<>(),;:]+\.[A-Za-z]{2,}/g;
/** A session id, token or code after its name, however written (`sessionId=…`, `"sid": "…"`, `token: …`). */
const NAMED_SECRET = /\b(session[_-]?id|sid|token|code|userId)(["'`]?\s*[=:]\s*["'`]?)[^\s&,;"'`)]+/gi;
/** A phone written in groups (`55-1234-5678`, `+91 98123 45678`, `(55) 1234.5678`): 7 digits or more in all. */
const GROUPED_DIGITS = /\+?\(?\d[\d\s().-]{5,}\d/g;
/** An opaque id of 16+ characters mixing letters and digits (a session id, a token). */
const OPAQUE_ID = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{16,}\b/g;

/**
 * An error message without what could identify a borrower: query strings (launch parameters carry the session and
 * phone), e-mail addresses, named session ids, tokens and codes, phones written in groups, opaque ids and every run of
 * 4 or more digits (phones, ids, amounts, codes) are replaced; then cut to the maximum.
 */
export function scrubClientText(text: string): string {
  return text
    .replace(/\?[^\s"'`),]*/g, '?…')
    .replace(EMAIL, '<email>')
    .replace(NAMED_SECRET, '$1$2…')
    .replace(OPAQUE_ID, '…')
    .replace(GROUPED_DIGITS, (match) => (match.replace(/\D/g, '').length >= 7 ? '#' : match))
    .replace(/\d{4,}/g, '#')
    .slice(0, CLIENT_ERROR_MESSAGE_MAX);
}

/**
 * A reported route as the server logs it: the screen's pattern (`routePattern`), with any opaque id in a path segment
 * (a session id, a token) replaced too, whatever the browser sent.
 */
export function scrubClientRoute(route: string): string {
  return routePattern(route.replace(OPAQUE_ID, ':id'));
}

/**
 * The id one request is known by from the proxy (nginx's `$request_id`, 32 hex digits) through the server's log lines
 * to the browser: sent and answered in `X-Request-Id`, written into a server-rendered page as
 * `<meta name="request-id">`. Nothing else is believed as one.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export const clientErrorReport = defineCall({
  name: 'client-error-report',
  family: 'online',
  method: 'POST',
  path: '/client-errors',
  auth: 'public',
  summary: "An error a borrower's browser hit (no personal data; rate limited per IP); logged and counted",
  request: z.object({
    kind: z.enum(CLIENT_ERROR_KINDS),
    message: z.string().check(z.maxLength(CLIENT_ERROR_MESSAGE_MAX)),
    route: z.string().check(z.regex(/^\/[\w.:/-]{0,119}$/)),
    /** The content-hashed name of the page's entry script: which deploy the browser ran. */
    appVersion: z.string().check(z.regex(/^[\w.-]{1,80}$/)),
    /** The request id of the page the error happened on (its server log lines carry the same id). */
    pageRequestId: z.optional(z.string().check(z.regex(REQUEST_ID_PATTERN))),
  }),
  data: z.object({}),
});
