import { z } from 'zod';
import { type BridgeMessage, NATIVE_PAGES, NO_PAYLOAD } from './bridge.ts';

/*
 * The one source of what the web sends the native app: `docs/bridge.md` is rendered from it (`bridge-doc.ts`, held to
 * it by a test) and the end-to-end journey compares what a native stand-in receives with `BRIDGE_SENDS`.
 */

const noPayload = z.literal(NO_PAYLOAD);

/** What the native handler of each message receives. */
export const BRIDGE_PAYLOADS = {
  to: z.enum(NATIVE_PAGES),
  toP: z.object({ page: z.enum(NATIVE_PAGES), params: z.record(z.string(), z.string()) }),
  close: noPayload,
  toHome: noPayload,
  toMine: noPayload,
  offToLogin: noPayload,
  callPhone: z.string().min(1),
  toRate: noPayload,
  burialPoint: z.object({ productId: z.string().min(1) }),
  startBank: noPayload,
  endBank: noPayload,
  dismissRepayDialog: noPayload,
} as const satisfies Record<BridgeMessage, z.ZodType>;
export type BridgePayload<N extends BridgeMessage> = z.infer<(typeof BRIDGE_PAYLOADS)[N]>;

/** The payload as the native team reads it, and what the message asks of the app. */
export const BRIDGE_MESSAGE_DOCS: Record<BridgeMessage, { payload: string; asks: string }> = {
  to: { payload: 'a native page name, e.g. `"customerService"`', asks: 'open that native page' },
  toP: {
    payload: '`{ page, params }`: a native page name and its string parameters',
    asks: 'open that native page with the parameters',
  },
  close: { payload: 'none (`""`)', asks: 'close the webview' },
  toHome: { payload: 'none (`""`)', asks: 'show the home tab' },
  toMine: { payload: 'none (`""`)', asks: 'show the mine tab' },
  offToLogin: { payload: 'none (`""`)', asks: 'log the borrower out and open the login' },
  callPhone: { payload: 'the number as shown, e.g. `"800 123 4567"`', asks: 'call that number' },
  toRate: { payload: 'none (`""`)', asks: 'open the store rating prompt' },
  burialPoint: { payload: '`{ productId }`', asks: 'record the analytics event (burial point) of the product' },
  startBank: { payload: 'none (`""`)', asks: 'the bank-card flow starts' },
  endBank: { payload: 'none (`""`)', asks: 'the bank-card flow ends' },
  dismissRepayDialog: { payload: 'none (`""`)', asks: 'dismiss the native repayment dialog' },
};

/** One place a message is sent: `id` names it for the journey test, the rest is what docs/bridge.md says. */
export interface BridgeSend {
  id: string;
  message: BridgeMessage;
  screen: string;
  when: string;
  /** The payload sent at this place (`BRIDGE_MESSAGE_DOCS` gives its shape). */
  payload: string;
}

/** Every place the web app sends a message, in journey order. */
export const BRIDGE_SENDS = [
  {
    id: 'confirm.accepted',
    message: 'burialPoint',
    screen: 'Loan confirm `/confirm`',
    when: 'Apply succeeded (the loan is confirmed), before the page is replaced by the loan detail',
    payload: '`{ productId }` of the confirmed product',
  },
  {
    id: 'detail.backAfterConfirm',
    message: 'toMine',
    screen: 'Loan detail `/loanDetail?from=confirm`',
    when: 'Back on the detail the confirm page was replaced by: the new order is in the mine tab',
    payload: 'none',
  },
  {
    id: 'detail.repay',
    message: 'toP',
    screen: 'Loan detail `/loanDetail`, `/order`',
    when: 'Repay (statuses 174, 180)',
    payload: '`{ page: "repay", params: { orderId, productId } }`',
  },
  {
    id: 'detail.coolingOffExit',
    message: 'toP',
    screen: 'Loan detail',
    when: 'Cancel the loan (within the cooling-off period)',
    payload: '`{ page: "repay", params: { orderId, productId, requestType: "3" } }`',
  },
  {
    id: 'detail.extension',
    message: 'toP',
    screen: 'Loan detail',
    when: 'Continue in the extension reminder (Extension shown when `isDelay` is 1)',
    payload: '`{ page: "repayDelay", params: { orderId, productId } }`',
  },
  {
    id: 'detail.borrowAgain',
    message: 'toP',
    screen: 'Loan detail',
    when: 'Borrow again (status 200)',
    payload: '`{ page: "confirm", params: { productId } }`',
  },
  {
    id: 'detail.rate',
    message: 'toRate',
    screen: 'Loan detail',
    when: 'A rating of 4 or 5 stars was stored',
    payload: 'none',
  },
  {
    id: 'repay.customerService',
    message: 'to',
    screen: 'Repay `/repay`, extension `/repayDelay`',
    when: 'The floating customer-service button is tapped',
    payload: '`"customerService"`',
  },
  {
    id: 'bank.start',
    message: 'startBank',
    screen: 'Card flow `/repayChoice`, `/bindCard`',
    when: 'The card flow opens (its first screen is shown; moving between its two screens is not a new start)',
    payload: 'none',
  },
  {
    id: 'bank.end',
    message: 'endBank',
    screen: 'Card flow',
    when:
      'Once, when the card flow is left: the card repayment completes, Back leaves it (in-app or closing the ' +
      'webview, sent before `close`) or another screen opens',
    payload: 'none',
  },
  {
    id: 'repay.dismiss',
    message: 'dismissRepayDialog',
    screen: 'Repayment screens: `/repay`, `/repayDelay`, `/carpmm`, card flow',
    when:
      'Once, when the repayment screens are left: a card repayment completes, Back closes the webview (sent ' +
      'before `close`, after `endBank`) or another screen opens',
    payload: 'none',
  },
  {
    id: 'page.close',
    message: 'close',
    screen: 'Every in-app screen',
    when: 'Back on the first page of the webview (further back is in-app history)',
    payload: 'none',
  },
  {
    id: 'customerService.call',
    message: 'callPhone',
    screen: 'Customer service `/customerService`',
    when: 'The hotline or telephone is tapped',
    payload: 'the number as shown',
  },
  {
    id: 'loginFailure.login',
    message: 'offToLogin',
    screen: 'Joint-login failure `/loginFailure`',
    when: 'Sign in again',
    payload: 'none',
  },
  {
    id: 'session.expired',
    message: 'offToLogin',
    screen: 'Any screen whose load failed because the session ended',
    when: 'At once when the failure shows, and again from its Sign in again',
    payload: 'none',
  },
  {
    id: 'notFound.home',
    message: 'toHome',
    screen: 'Unknown route',
    when: 'Go to home (the page the app asked for does not exist)',
    payload: 'none',
  },
] as const satisfies readonly BridgeSend[];
export type BridgeSendId = (typeof BRIDGE_SENDS)[number]['id'];

/** The message sent at a place of `BRIDGE_SENDS`. */
export function bridgeMessageOf(id: BridgeSendId): BridgeMessage {
  const send = BRIDGE_SENDS.find((s) => s.id === id);
  if (!send) throw new Error(`unknown bridge send ${id}`);
  return send.message;
}
