import { FAILURE_CODE, type FailureCode } from '@loan/contract';
import type { Message, MessageValues } from './wording.ts';

/**
 * A failure a handler throws on purpose. It carries the message and its values, not text: the error handler words it
 * once, in the caller's locale, and turns it into the caller's envelope family
 * (docs/decisions/0022-markets-mexico-and-india-a-fact-of-the-borrower.md, "How a failure is worded").
 */
export class Failure extends Error {
  /** Legacy callers still pass text already worded; it is sent as is. */
  readonly wording: Message | null;
  constructor(
    readonly code: FailureCode | string,
    message: Message | string,
    readonly httpStatus: number,
    readonly values: MessageValues = {},
  ) {
    super(typeof message === 'string' ? message : message.key);
    this.name = 'Failure';
    this.wording = typeof message === 'string' ? null : message;
  }

  /** The message key (`repay.nothingDue`), or null for text worded by the thrower. */
  get key(): string | null {
    return this.wording?.key ?? null;
  }
}

export const notFound = (message: Message | string, values?: MessageValues) =>
  new Failure(FAILURE_CODE.notFound, message, 404, values);
export const conflict = (message: Message | string, values?: MessageValues) =>
  new Failure(FAILURE_CODE.conflict, message, 409, values);
export const invalid = (message: Message | string, values?: MessageValues) =>
  new Failure(FAILURE_CODE.invalidRequest, message, 400, values);
export const forbidden = (message: Message | string, values?: MessageValues) =>
  new Failure(FAILURE_CODE.forbidden, message, 403, values);
