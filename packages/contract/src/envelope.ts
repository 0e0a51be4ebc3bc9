import * as z from 'zod/mini';

/**
 * Response envelopes. `/online` calls answer `{ code, success, message, data }` (code 0 = success) so the
 * shared helpers (which read `code`) and the loan screens (which read `success`) both read it.
 * The old repayment flow answers code `'00'`, the promotion calls string codes.
 */
export const ONLINE_OK = 0;

/** Failure codes of our server, the same numbers on every family that carries a numeric code. */
export const FAILURE_CODE = {
  invalidRequest: 1001,
  sessionUnknown: 1002,
  notFound: 1003,
  rateLimited: 1004,
  conflict: 1005,
  unsupportedMedia: 1006,
  payloadTooLarge: 1007,
  forbidden: 1008,
  internal: 1500,
  /** The database is unreachable for now (HTTP 503); the caller may retry. */
  unavailable: 1503,
} as const;
export type FailureCode = (typeof FAILURE_CODE)[keyof typeof FAILURE_CODE];

export const onlineFailureSchema = z.object({
  code: z.int(),
  success: z.literal(false),
  message: z.string(),
});
export type OnlineFailure = z.infer<typeof onlineFailureSchema>;

export function onlineSuccessSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.literal(ONLINE_OK), success: z.literal(true), message: z.string(), data });
}

export function onlineEnvelopeSchema<T extends z.ZodMiniType>(data: T) {
  return z.discriminatedUnion('success', [onlineSuccessSchema(data), onlineFailureSchema]);
}

/** Old repayment (`/api/v1/...`): `'00'` is success. */
export const OLD_REPAYMENT_OK = '00';
/** Promotion (`/api/v2/...`) codes as strings. */
export const PROMO_CODE = {
  ok: '0',
  templateOk: '00',
  wrongCaptcha: '101',
  alreadyRegistered: '11',
  registerWrongCaptcha: '-1',
} as const;
/** Old repayment failure codes with their own messages. */
export const OLD_REPAYMENT_CODE = {
  repeatedSubmit: '800005',
  wrongVerifyCode: '800006',
} as const;

/** Envelope of the string-coded families: success carries `data`, failure only `code` and `message`. */
export function stringCodeSuccessSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.string(), message: z.string(), data });
}
export const stringCodeFailureSchema = z.object({ code: z.string(), message: z.string() });
