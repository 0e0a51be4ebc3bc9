import type { OnlineResult } from './online.ts';

/**
 * Thrown into TanStack Query so a screen's failure branch runs. The request helper has already toasted the reason;
 * `serverMessage` keeps the server's words for screens that also show them (e.g. the contract).
 */
export class CallFailedError extends Error {
  constructor(
    readonly code: string,
    readonly serverMessage: string,
  ) {
    super(serverMessage || `call failed with code ${code}`);
    this.name = 'CallFailedError';
  }
}

/** The data of a successful call, or the failure thrown. */
export function dataOrThrow<T>(result: OnlineResult<T>): T {
  if (!result.ok) throw new CallFailedError(result.code, result.message);
  return result.data;
}

/** The server's message of a failed query, or '' when it gave none (a network failure). */
export function serverMessageOf(error: unknown): string {
  return error instanceof CallFailedError ? error.serverMessage : '';
}
