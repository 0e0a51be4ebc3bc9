/** Thrown into TanStack Query so a screen's failure branch runs; the request helper has already toasted why. */
export class CallFailedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message || `call failed with code ${code}`);
    this.name = 'CallFailedError';
  }
}
