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

/**
 * An error message without what could identify a borrower: query strings (launch parameters carry the session and
 * phone) and every run of 4 or more digits (phones, ids, amounts, codes) are replaced; then cut to the maximum.
 */
export function scrubClientText(text: string): string {
  return text
    .replace(/\?[^\s"'`),]*/g, '?…')
    .replace(/\d{4,}/g, '#')
    .slice(0, CLIENT_ERROR_MESSAGE_MAX);
}

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
  }),
  data: z.object({}),
});
