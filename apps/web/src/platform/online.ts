import type { BorrowerCallDef } from '@loan/contract';
import type * as z from 'zod/mini';
import { currentText } from '@/i18n/wording.ts';
import {
  type CallOutcome,
  CLIENT_FAILURE,
  callPath,
  readCallAnswer,
  sendCall,
  toFormBody,
  unanswered,
  withQuery,
} from './call-request.ts';
import { ENVELOPE_READERS, FAMILY_OK_CODES, okCodesReader } from './envelope-readers.ts';
import { formClientHeaders, jsonClientHeaders } from './http.ts';
import { commonParams, getLaunchContext } from './launch-context.ts';
import { isSessionEndedCode, sessionEnded } from './session-ended.ts';
import { toast } from './toast.ts';

/**
 * The shared `/online` request helpers: every call carries the launch context's common parameters, and the answer is
 * read by its family's envelope reader. They never reject: a screen always gets a result it can branch on, and the
 * borrower always gets a toast explaining a failure.
 */

export type OnlineResult<T> = { ok: true; data: T; message: string } | { ok: false; code: string; message: string };

export interface OnlineOptions {
  /** Show a loading toast while waiting: `true` for the generic text, or the text to show. */
  loading?: boolean | string;
  /** Leave failure toasts to the screen. */
  silent?: boolean;
  /**
   * The screen's own load: its failed state says why, an ended session included. Any other call that meets an ended
   * session has it said by the toast, silent or not (platform/session-ended.ts).
   */
  screenLoad?: boolean;
}

type Params = Record<string, unknown>;

/** The headers of the borrower app: the launch context's, as the JSON client (a GET) or the form client (a POST). */
function borrowerHeaders(call: BorrowerCallDef): Record<string, string> {
  const context = getLaunchContext();
  return call.method === 'GET' ? jsonClientHeaders(context) : formClientHeaders(context);
}

export function callUrl(call: BorrowerCallDef, requestParams?: Params): string {
  // A request param that is also a common param (productId, orderId) is sent once, with the request's value: a
  // repeated query key reaches the server as an array and fails validation.
  return withQuery(callPath(call), commonParams(), requestParams ? toFormBody(requestParams) : {});
}

/** Turns a parsed body into the result a screen reads. Pure, so every branch is unit tested. */
export function interpretOnlineBody<S extends z.ZodMiniType>(
  call: BorrowerCallDef<z.ZodMiniType, S>,
  body: unknown,
): OnlineResult<z.output<S>> {
  return toOnlineResult(readCallAnswer(call, body, 200, ENVELOPE_READERS.online));
}

function toOnlineResult<T>(outcome: CallOutcome<T>): OnlineResult<T> {
  if (outcome.ok) return { ok: true, data: outcome.data, message: outcome.message };
  // Data that does not match the contract has no words for the borrower; the generic ones are shown.
  return { ok: false, code: outcome.code, message: outcome.code === CLIENT_FAILURE.schema ? '' : outcome.message };
}

/**
 * Requests are parsed with the call's contract schema before they leave, as the server parses them on arrival: a
 * screen bug shows up here, named, instead of as a vague server refusal. What is sent is the parsed value.
 */
export function checkRequest(call: BorrowerCallDef, params: unknown): { ok: true; values: Params } | { ok: false } {
  const parsed = call.request.safeParse(params ?? {});
  if (!parsed.success) {
    console.error(`[api] ${call.name}: the request does not match the contract`, parsed.error.issues);
    return { ok: false };
  }
  return { ok: true, values: parsed.data as Params };
}

/** An `/online` call, read and settled: a toast for what went wrong unless the caller shows it. */
async function run<S extends z.ZodMiniType>(
  call: BorrowerCallDef<z.ZodMiniType, S>,
  params: unknown,
  opts: OnlineOptions,
): Promise<OnlineResult<z.output<S>>> {
  const checked = checkRequest(call, params);
  if (!checked.ok) {
    if (!opts.silent) toast.fail(currentText('common.error'));
    return { ok: false, code: CLIENT_FAILURE.request, message: '' };
  }
  if (opts.loading) toast.loading(typeof opts.loading === 'string' ? opts.loading : currentText('common.loading'));
  const outcome = await sendCall(call, {
    values: checked.values,
    commonQuery: commonParams(),
    headers: borrowerHeaders(call),
  });
  if (opts.loading) toast.hide();
  if (!outcome.ok && unanswered(outcome.code)) {
    if (!opts.silent)
      toast.fail(currentText(outcome.code === CLIENT_FAILURE.busy ? 'common.busyText' : 'common.error'));
    return { ok: false, code: outcome.code, message: '' };
  }
  return settle(toOnlineResult(outcome), opts);
}

function settle<T>(result: OnlineResult<T>, opts: OnlineOptions): OnlineResult<T> {
  if (!result.ok && isSessionEndedCode(result.code)) sessionEnded({ announce: !opts.screenLoad });
  else if (!result.ok && !opts.silent) toast.fail(result.message || currentText('common.error'));
  return result;
}

/**
 * The result of an `/online` answer, with the one failure path every call shares: an ended session is said once and
 * the app asked to sign in (platform/session-ended.ts); any other failure is toasted unless the caller shows it.
 */
export function settleOnlineBody<S extends z.ZodMiniType>(
  call: BorrowerCallDef<z.ZodMiniType, S>,
  body: unknown,
  opts: OnlineOptions,
): OnlineResult<z.output<S>> {
  return settle(interpretOnlineBody(call, body), opts);
}

/** A borrower call read with a GET (the helpers take only the calls of their method). */
export type OnlineGetCall<R extends z.ZodMiniType, S extends z.ZodMiniType> = BorrowerCallDef<R, S> & {
  readonly method: 'GET';
};

/** GET {base}/online{path}?{common params}&{request params}. */
export function onlineGet<R extends z.ZodMiniType, S extends z.ZodMiniType>(
  call: OnlineGetCall<R, S>,
  params?: z.input<R>,
  opts: OnlineOptions = {},
): Promise<OnlineResult<z.output<S>>> {
  return run(call, params, opts);
}

/** POST {base}/online{path}?{common params} with a form-encoded body. */
export function onlinePost<R extends z.ZodMiniType, S extends z.ZodMiniType>(
  call: BorrowerCallDef<R, S> & { readonly method: 'POST' },
  payload?: z.input<R>,
  opts: OnlineOptions = {},
): Promise<OnlineResult<z.output<S>>> {
  return run(call, payload, opts);
}

/** Result of the string-coded families: the screen decides what to show, so nothing is toasted here. */
export interface FamilyResult<T> {
  ok: boolean;
  code: string;
  message: string;
  data: T | undefined;
}

type StringCodedCall<R extends z.ZodMiniType, S extends z.ZodMiniType> = BorrowerCallDef<R, S> & {
  readonly family: keyof typeof FAMILY_OK_CODES;
};

function toFamilyResult<T>(outcome: CallOutcome<T>): FamilyResult<T> {
  if (outcome.ok) return { ok: true, code: outcome.code, message: outcome.message, data: outcome.data };
  return { ok: false, code: outcome.code, message: outcome.message, data: undefined };
}

export function interpretFamilyBody<S extends z.ZodMiniType>(
  call: BorrowerCallDef<z.ZodMiniType, S>,
  body: unknown,
  okCodes: readonly string[],
): FamilyResult<z.output<S>> {
  return toFamilyResult(readCallAnswer(call, body, 200, okCodesReader(okCodes)));
}

/**
 * Calls of the old repayment (`'00'`) and promotion (string codes) families. Never rejects; a network failure is
 * `{ ok: false, code: 'network' }`.
 */
export async function familyRequest<R extends z.ZodMiniType, S extends z.ZodMiniType>(
  call: StringCodedCall<R, S>,
  params?: z.input<R>,
  okCodes: readonly string[] = FAMILY_OK_CODES[call.family],
  opts: Pick<OnlineOptions, 'screenLoad'> = {},
): Promise<FamilyResult<z.output<S>>> {
  const checked = checkRequest(call, params);
  if (!checked.ok) return { ok: false, code: CLIENT_FAILURE.request, message: '', data: undefined };
  const outcome = await sendCall(
    call,
    { values: checked.values, commonQuery: commonParams(), headers: borrowerHeaders(call) },
    okCodesReader(okCodes),
  );
  const result = toFamilyResult(outcome);
  // The calls that act for a borrower meet an ended session the way the /online calls do.
  if (!result.ok && call.auth === 'session' && isSessionEndedCode(result.code))
    sessionEnded({ announce: !opts.screenLoad });
  return result;
}
