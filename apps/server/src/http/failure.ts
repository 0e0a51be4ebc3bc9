import { FAILURE_CODE, type FailureCode } from '@loan/contract';

/** A failure a handler throws on purpose; the error handler turns it into the caller's envelope family. */
export class Failure extends Error {
  constructor(
    readonly code: FailureCode | string,
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'Failure';
  }
}

export const notFound = (message: string) => new Failure(FAILURE_CODE.notFound, message, 404);
export const conflict = (message: string) => new Failure(FAILURE_CODE.conflict, message, 409);
export const invalid = (message: string) => new Failure(FAILURE_CODE.invalidRequest, message, 400);
export const forbidden = (message: string) => new Failure(FAILURE_CODE.forbidden, message, 403);
