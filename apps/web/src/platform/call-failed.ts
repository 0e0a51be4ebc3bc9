import { FAILURE_CODE } from '@loan/contract';
import type * as z from 'zod/mini';
import { CLIENT_FAILURE, isBusyAnswer } from './call-request.ts';
import { HttpNotJsonError, HttpTimeoutError } from './http.ts';
import { type FamilyResult, type OnlineGetCall, type OnlineResult, onlineGet } from './online.ts';

/**
 * Why a call failed, as the borrower needs to know it: each kind gets its own words and its own way out.
 * - `sessionExpired`: the session is unknown or over; only signing in again in the app helps.
 * - `notFound`: what was asked for does not exist (or is not the borrower's); trying again will not change that.
 * - `refused`: the server answered and said no; its message says why.
 * - `busy`: a proxy in front of the server answered that it could not reach it (502, 503, 504 with its own page): the
 *   service is busy or restarting, and trying again in a moment works.
 * - `network`: no answer arrived (offline, time-out, a page that is not the server's); trying again may work.
 */
export type FailureKind = 'sessionExpired' | 'notFound' | 'refused' | 'busy' | 'network';

const SESSION_EXPIRED = String(FAILURE_CODE.sessionUnknown);
const NOT_FOUND = String(FAILURE_CODE.notFound);

/** The kind of failure an answer's code stands for (the codes of every envelope family read the same here). */
export function failureKindOfCode(code: string): FailureKind {
  if (code === CLIENT_FAILURE.network) return 'network';
  if (code === CLIENT_FAILURE.busy) return 'busy';
  if (code === SESSION_EXPIRED) return 'sessionExpired';
  if (code === NOT_FOUND) return 'notFound';
  return 'refused';
}

/**
 * The one error a failed call raises, in both apps, so TanStack Query runs the screen's failure branch and the screen
 * can tell the borrower (or the agent) the true reason. The request helper has usually toasted already;
 * `serverMessage` keeps the server's words for screens that also show them.
 */
export class CallFailedError extends Error {
  readonly kind: FailureKind;
  constructor(
    readonly code: string,
    readonly serverMessage: string,
    /** The answer's HTTP status, 0 when no answer of our server's came (the desk signs out on 401). */
    readonly status = 0,
  ) {
    super(serverMessage || `call failed with code ${code}`);
    this.name = 'CallFailedError';
    this.kind = failureKindOfCode(code);
  }
}

/** The data of a successful call, or the call's failure thrown; takes every request helper's result. */
export function dataOrThrow<T>(result: OnlineResult<T> | FamilyResult<T>): T {
  // A family result that succeeded always carries its parsed data (`{}` at least).
  if (result.ok) return result.data as T;
  throw new CallFailedError(result.code, result.message);
}

/**
 * A screen's own data, read with an `/online` GET. A failure is thrown for the screen's failed state, which names its
 * true reason and the way out; a toast on top of it would only say the same thing twice.
 */
export async function loadScreenData<R extends z.ZodMiniType, S extends z.ZodMiniType>(
  call: OnlineGetCall<R, S>,
  params?: z.input<R>,
): Promise<z.output<S>> {
  return dataOrThrow(await onlineGet(call, params, { silent: true, screenLoad: true }));
}

/** The kind of any error a query or mutation ended with; errors that are not a failed call count as refused. */
export function failureKindOf(error: unknown): FailureKind {
  if (error instanceof CallFailedError) return error.kind;
  if (isBusyAnswer(error)) return 'busy';
  // A chunk that could not be downloaded, or a request that got no answer.
  if (error instanceof TypeError || error instanceof HttpTimeoutError || error instanceof HttpNotJsonError)
    return 'network';
  return 'refused';
}

/** The server's message of a failed call, or '' when it gave none (a network failure). */
export function serverMessageOf(error: unknown): string {
  return error instanceof CallFailedError ? error.serverMessage : '';
}
