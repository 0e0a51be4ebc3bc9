import { type CallFamily, OLD_REPAYMENT_OK, ONLINE_OK, PROMO_CODE } from '@loan/contract';
import * as z from 'zod/mini';

/**
 * How each envelope family says success, failure and data. A reader turns an answer's JSON body (and HTTP status)
 * into one shape; the request core (call-request.ts) then checks the data against the call's contract.
 */

/** What an answer said, before its data is checked. */
export interface ReadAnswer {
  ok: boolean;
  code: string;
  message: string;
  data: unknown;
}

export type EnvelopeReader = (body: unknown, status: number) => ReadAnswer;

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

/**
 * Code, message and data of a body. Besides `code`, `message` and `data` it accepts the names other backends answer
 * with (`status`/`errcode`/`ret`, `msg`/`errmsg`, `result`), so an answer is never misread as empty.
 */
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

/** `/online`: `{ code, msg|message, data }`, any code that parses to 0 is success. */
const readOnline: EnvelopeReader = (body) => {
  const envelope = readEnvelope(body);
  return {
    ok: isZeroCode(envelope.code),
    code: codeText(envelope.code),
    message: envelope.message,
    data: envelope.data,
  };
};

/** The string-coded families: success is one of the family's codes, and its data at least `{}`. */
export function okCodesReader(okCodes: readonly string[]): EnvelopeReader {
  return (body) => {
    const envelope = readEnvelope(body);
    const code = codeText(envelope.code);
    return { ok: okCodes.includes(code), code, message: envelope.message, data: envelope.data ?? {} };
  };
}

/** Codes that mean success per string-coded family: `'00'` for the old repayment flow, `'0'` or `'00'` for promotions. */
export const FAMILY_OK_CODES = {
  oldRepayment: [OLD_REPAYMENT_OK],
  promotion: [PROMO_CODE.ok, PROMO_CODE.templateOk],
} as const satisfies Record<Exclude<CallFamily, 'online' | 'staff'>, readonly string[]>;

const staffSuccess = z.object({ success: z.literal(true), data: z.unknown() });
const staffFailure = z.object({ success: z.literal(false), code: z.optional(z.number()), message: z.string() });

/** The desk: `{ code, success, message, data }`, success only with `success: true` and a status below 400. */
const readStaff: EnvelopeReader = (body, status) => {
  const success = z.safeParse(staffSuccess, body);
  if (success.success && status < 400)
    return { ok: true, code: String(ONLINE_OK), message: '', data: success.data.data };
  const failure = z.safeParse(staffFailure, body);
  if (!failure.success) return { ok: false, code: '', message: '', data: undefined };
  return { ok: false, code: codeText(failure.data.code), message: failure.data.message, data: undefined };
};

/** The one reader of each envelope family. */
export const ENVELOPE_READERS: Record<CallFamily, EnvelopeReader> = {
  online: readOnline,
  oldRepayment: okCodesReader(FAMILY_OK_CODES.oldRepayment),
  promotion: okCodesReader(FAMILY_OK_CODES.promotion),
  staff: readStaff,
};
