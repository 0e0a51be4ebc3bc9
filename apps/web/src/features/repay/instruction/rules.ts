import { REPAY_REQUEST_TYPE } from '@loan/contract';

export interface InstructionParams {
  requestType: 1 | 2 | 3;
  payCode: string;
}

/**
 * The instruction page's own query (`requestType`, `payCode`); the order comes from the launch context. An `amount`
 * in the link is not read: the server decides what is paid (what is owed, or a part the borrower chooses on this
 * screen). `undefined` when a value is missing or malformed, so the screen says so instead of calling.
 */
export function instructionParams(search: URLSearchParams): InstructionParams | undefined {
  const requestType = Number(search.get('requestType'));
  const payCode = (search.get('payCode') ?? '').trim();
  if (
    requestType !== REPAY_REQUEST_TYPE.repay &&
    requestType !== REPAY_REQUEST_TYPE.delay &&
    requestType !== REPAY_REQUEST_TYPE.coolingOff
  ) {
    return undefined;
  }
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(payCode)) return undefined;
  return { requestType, payCode };
}

/**
 * A typed amount (`1500`, `1,500.50`, `$ 1500.5`) in minor units, or `undefined` when it is not an amount. Grouping
 * commas, spaces and the currency sign are dropped; the point is the decimal mark in both markets' money. Whether
 * the amount may be paid is the server's to say.
 */
export function typedAmountMinor(typed: string): number | undefined {
  const plain = typed.replace(/[\s,$₹]/g, '');
  const match = /^(\d{1,11})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : undefined;
}

/** `mailto:` link for a receipt address. */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** Only web links leave the app; anything else (a `javascript:` URL from a bad configuration) is not a link. */
export function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}
