import {
  type CallDef,
  type CallFamily,
  OLD_REPAYMENT_OK,
  ONLINE_PREFIX,
  oldRepaymentBase,
  PROMO_CODE,
  promotionBase,
} from '@loan/contract';
import type * as z from 'zod/mini';
import { env } from '@/config/env.ts';
import { toQueryString } from '@/config/paths.ts';
import { currentText } from '@/i18n/wording.ts';
import { reportClientError } from './error-report.ts';
import { type FormBody, type FormValue, HttpNotJsonError, requestForm, requestJson } from './http.ts';
import { commonParams } from './launch-context.ts';
import { isSessionEndedCode, sessionEnded } from './session-ended.ts';
import { toast } from './toast.ts';

/**
 * The shared `/online` request helpers (spec §7, §8). They never reject: a screen always gets a result it can
 * branch on, and the borrower always gets a toast explaining a failure.
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

/** Code given to failures that did not come from the server's envelope. */
export const CLIENT_FAILURE = { network: 'network', busy: 'busy', schema: 'schema', request: 'request' } as const;

/** Statuses a proxy answers with its own page when the server behind it is down, restarting or overloaded. */
const PROXY_BUSY_STATUSES = [502, 503, 504];

/** `true` for a proxy's own error page: the service is busy, not the borrower's connection. */
export function isBusyAnswer(error: unknown): boolean {
  return error instanceof HttpNotJsonError && PROXY_BUSY_STATUSES.includes(error.status);
}

/** The failure code of a call that got no answer of our server's. */
function unansweredCode(error: unknown): string {
  return isBusyAnswer(error) ? CLIENT_FAILURE.busy : CLIENT_FAILURE.network;
}

const CODE_KEYS = ['code', 'status', 'errcode', 'errCode', 'ret'] as const;
const MESSAGE_KEYS = ['message', 'msg', 'errmsg', 'errMsg'] as const;
const DATA_KEYS = ['data', 'result'] as const;

export interface Envelope {
  code: unknown;
  message: string;
  data: unknown;
}

function firstPresent(body: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) {
    if (body[key] !== undefined && body[key] !== null) return body[key];
  }
  return undefined;
}

/** Code, message and data of a body, accepting the other key names some backends use (spec §8). */
export function readEnvelope(body: unknown): Envelope {
  if (typeof body !== 'object' || body === null) return { code: undefined, message: '', data: undefined };
  const record = body as Record<string, unknown>;
  const message = firstPresent(record, MESSAGE_KEYS);
  return {
    code: firstPresent(record, CODE_KEYS),
    message: typeof message === 'string' ? message : '',
    data: firstPresent(record, DATA_KEYS),
  };
}

/** Success only when the code parses to the number 0 (`0`, `'0'`, `'00'`); a missing code is not success. */
export function isZeroCode(code: unknown): boolean {
  if (typeof code === 'number') return code === 0;
  if (typeof code === 'string' && code.trim() !== '') return Number(code) === 0;
  return false;
}

export function codeText(code: unknown): string {
  return typeof code === 'number' || typeof code === 'string' ? String(code) : '';
}

type Params = Record<string, unknown>;

function queryValue(value: unknown): FormValue {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** Request values as query / form values; objects are sent as JSON text. */
export function toFormBody(params: Params = {}): FormBody {
  const body: FormBody = {};
  for (const [key, value] of Object.entries(params)) body[key] = queryValue(value);
  return body;
}

/**
 * The URL with the queries' values, later ones replacing earlier ones of the same name: a call's own `orderId` wins
 * over the launch context's, instead of both being sent (a repeated name reaches the server as a list and fails).
 */
function withQuery(url: string, ...queries: FormBody[]): string {
  const query = toQueryString(Object.assign({}, ...queries));
  return query ? `${url}?${query}` : url;
}

/** Where a call of a family lives, below `VITE_API_BASE`. */
export function familyBase(family: CallFamily, provider: string = env.VITE_PROVIDER): string {
  if (family === 'online') return ONLINE_PREFIX;
  if (family === 'oldRepayment') return oldRepaymentBase(provider);
  return promotionBase(provider);
}

export function callUrl(call: CallDef, requestParams?: Params): string {
  const url = `${env.VITE_API_BASE}${familyBase(call.family)}${call.path}`;
  // A request param that is also a common param (productId, orderId) is sent once, with the request's value: a
  // repeated query key reaches the server as an array and fails validation.
  return withQuery(url, { ...commonParams(), ...(requestParams ? toFormBody(requestParams) : {}) });
}

/** Which fields of which call failed, by path and issue code only: never the values, which may be personal. */
function reportContractMismatch(call: CallDef, issues: readonly z.core.$ZodIssue[]): void {
  const where = issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(root)'} ${issue.code}`);
  reportClientError('contract', `${call.name}: ${where.join('; ')}`);
}

/** Turns a parsed body into the result a screen reads. Pure, so every branch is unit tested. */
export function interpretOnlineBody<S extends z.ZodMiniType>(
  call: CallDef<z.ZodMiniType, S>,
  body: unknown,
): OnlineResult<z.output<S>> {
  const envelope = readEnvelope(body);
  if (!isZeroCode(envelope.code)) {
    return { ok: false, code: codeText(envelope.code), message: envelope.message };
  }
  const parsed = call.data.safeParse(envelope.data);
  if (!parsed.success) {
    console.error(`[online] ${call.name}: the answer's data does not match the contract`, parsed.error.issues);
    reportContractMismatch(call, parsed.error.issues);
    return { ok: false, code: CLIENT_FAILURE.schema, message: '' };
  }
  return { ok: true, data: parsed.data, message: envelope.message };
}

/**
 * Requests are parsed with the call's contract schema before they leave, as the server parses them on arrival: a
 * screen bug shows up here, named, instead of as a vague server refusal. What is sent is the parsed value.
 */
export function checkRequest(call: CallDef, params: unknown): { ok: true; values: Params } | { ok: false } {
  const parsed = call.request.safeParse(params ?? {});
  if (!parsed.success) {
    console.error(`[api] ${call.name}: the request does not match the contract`, parsed.error.issues);
    return { ok: false };
  }
  return { ok: true, values: parsed.data as Params };
}

async function run<S extends z.ZodMiniType>(
  call: CallDef<z.ZodMiniType, S>,
  params: unknown,
  send: (values: Params) => Promise<unknown>,
  opts: OnlineOptions,
): Promise<OnlineResult<z.output<S>>> {
  const checked = checkRequest(call, params);
  if (!checked.ok) {
    if (!opts.silent) toast.fail(currentText('common.error'));
    return { ok: false, code: CLIENT_FAILURE.request, message: '' };
  }
  if (opts.loading) toast.loading(typeof opts.loading === 'string' ? opts.loading : currentText('common.loading'));
  let body: unknown;
  try {
    body = await send(checked.values);
  } catch (error) {
    console.error(`[online] ${call.name}: request failed`, error);
    if (opts.loading) toast.hide();
    const code = unansweredCode(error);
    if (!opts.silent) toast.fail(currentText(code === CLIENT_FAILURE.busy ? 'common.busyText' : 'common.error'));
    return { ok: false, code, message: '' };
  }
  if (opts.loading) toast.hide();
  return settleOnlineBody(call, body, opts);
}

/**
 * The result of an `/online` answer, with the one failure path every call shares: an ended session is said once and
 * the app asked to sign in (platform/session-ended.ts); any other failure is toasted unless the caller shows it.
 */
export function settleOnlineBody<S extends z.ZodMiniType>(
  call: CallDef<z.ZodMiniType, S>,
  body: unknown,
  opts: OnlineOptions,
): OnlineResult<z.output<S>> {
  const result = interpretOnlineBody(call, body);
  if (!result.ok && isSessionEndedCode(result.code)) sessionEnded({ announce: !opts.screenLoad });
  else if (!result.ok && !opts.silent) toast.fail(result.message || currentText('common.error'));
  return result;
}

/** GET {base}/online{path}?{common params}&{request params}. */
export function onlineGet<R extends z.ZodMiniType, S extends z.ZodMiniType>(
  call: CallDef<R, S>,
  params?: z.input<R>,
  opts: OnlineOptions = {},
): Promise<OnlineResult<z.output<S>>> {
  return run(call, params, (values) => requestJson(callUrl(call, values), undefined, { method: 'GET' }), opts);
}

/** POST {base}/online{path}?{common params} with a form-encoded body. */
export function onlinePost<R extends z.ZodMiniType, S extends z.ZodMiniType>(
  call: CallDef<R, S>,
  payload?: z.input<R>,
  opts: OnlineOptions = {},
): Promise<OnlineResult<z.output<S>>> {
  return run(call, payload, (values) => requestForm(callUrl(call), toFormBody(values)), opts);
}

/** Result of the string-coded families: the screen decides what to show, so nothing is toasted here. */
export interface FamilyResult<T> {
  ok: boolean;
  code: string;
  message: string;
  data: T | undefined;
}

/** Codes that mean success per family (spec §7, §8). */
export const FAMILY_OK_CODES: Record<Exclude<CallFamily, 'online'>, readonly string[]> = {
  oldRepayment: [OLD_REPAYMENT_OK],
  promotion: [PROMO_CODE.ok, PROMO_CODE.templateOk],
};

export function interpretFamilyBody<S extends z.ZodMiniType>(
  call: CallDef<z.ZodMiniType, S>,
  body: unknown,
  okCodes: readonly string[],
): FamilyResult<z.output<S>> {
  const envelope = readEnvelope(body);
  const code = codeText(envelope.code);
  if (!okCodes.includes(code)) return { ok: false, code, message: envelope.message, data: undefined };
  const parsed = call.data.safeParse(envelope.data ?? {});
  if (!parsed.success) {
    console.error(`[api] ${call.name}: the answer's data does not match the contract`, parsed.error.issues);
    reportContractMismatch(call, parsed.error.issues);
    return { ok: false, code: CLIENT_FAILURE.schema, message: envelope.message, data: undefined };
  }
  return { ok: true, code, message: envelope.message, data: parsed.data };
}

/**
 * Calls of the old repayment (`'00'`) and promotion (string codes) families. Never rejects; a network failure is
 * `{ ok: false, code: 'network' }`.
 */
export async function familyRequest<R extends z.ZodMiniType, S extends z.ZodMiniType>(
  call: CallDef<R, S>,
  params?: z.input<R>,
  okCodes: readonly string[] = call.family === 'online' ? ['0'] : FAMILY_OK_CODES[call.family],
  opts: Pick<OnlineOptions, 'screenLoad'> = {},
): Promise<FamilyResult<z.output<S>>> {
  const checked = checkRequest(call, params);
  if (!checked.ok) return { ok: false, code: CLIENT_FAILURE.request, message: '', data: undefined };
  const values = toFormBody(checked.values);
  try {
    const body =
      call.method === 'GET'
        ? await requestJson(callUrl(call, values), undefined, { method: 'GET' })
        : await requestForm(callUrl(call), values);
    const result = interpretFamilyBody(call, body, okCodes);
    // The calls that act for a borrower meet an ended session the way the /online calls do.
    if (!result.ok && call.auth === 'session' && isSessionEndedCode(result.code))
      sessionEnded({ announce: !opts.screenLoad });
    return result;
  } catch (error) {
    console.error(`[api] ${call.name}: request failed`, error);
    return { ok: false, code: unansweredCode(error), message: '', data: undefined };
  }
}
