import { REPAY_REQUEST_TYPE } from '@loan/contract';

export interface InstructionParams {
  requestType: 1 | 2 | 3;
  amount: number;
  payCode: string;
}

/**
 * The instruction page's own query (`requestType`, `amount` in minor units, `payCode`); the order comes from the
 * launch context. `undefined` when a value is missing or malformed, so the screen says so instead of calling.
 */
export function instructionParams(search: URLSearchParams): InstructionParams | undefined {
  const requestType = Number(search.get('requestType'));
  const amountText = search.get('amount') ?? '';
  const payCode = (search.get('payCode') ?? '').trim();
  if (
    requestType !== REPAY_REQUEST_TYPE.repay &&
    requestType !== REPAY_REQUEST_TYPE.delay &&
    requestType !== REPAY_REQUEST_TYPE.coolingOff
  ) {
    return undefined;
  }
  if (!/^\d{1,13}$/.test(amountText) || Number(amountText) < 1) return undefined;
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(payCode)) return undefined;
  return { requestType, amount: Number(amountText), payCode };
}

/** `mailto:` link for a receipt address. */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** Only web links leave the app; anything else (a `javascript:` URL from a bad configuration) is not a link. */
export function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}
