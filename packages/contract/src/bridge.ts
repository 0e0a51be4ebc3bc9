/**
 * Native bridge (iOS WKWebView `window.webkit.messageHandlers[NAME].postMessage(payload)`), names fixed by the native
 * app. Names and pages here carry no zod, so the web's entry can import them; the payload schemas and where each
 * message is sent live in `bridge-sends.ts`.
 */
export const BRIDGE_MESSAGES = [
  'to',
  'toP',
  'close',
  'toHome',
  'toMine',
  'offToLogin',
  'callPhone',
  'toRate',
  'burialPoint',
  'startBank',
  'endBank',
  'dismissRepayDialog',
] as const;
export type BridgeMessage = (typeof BRIDGE_MESSAGES)[number];

/** Messages whose failures are ignored: closing the webview or ending the bank flow must never strand the borrower. */
export const BRIDGE_SILENT_MESSAGES: readonly BridgeMessage[] = ['close', 'endBank'];

/** Native pages that `to` / `toP` may open. */
export const NATIVE_PAGES = [
  'confirm',
  'confirmPeriod',
  'bindBank',
  'onlinePayInstructions',
  'error',
  'loanDetail',
  'repay',
  'repayDelay',
  'repayChoice',
  'order',
  'recommendList',
  'customerService',
  'loanAgreement',
  'privacyPolicy',
  'aboutUs',
  'complaint',
  'bindCard',
  'product',
  'citySelect',
] as const;
export type NativePage = (typeof NATIVE_PAGES)[number];

/** WKWebView's `postMessage` needs a value: a message without data posts the empty string. */
export const NO_PAYLOAD = '';
