import {
  type AppPathKey,
  BRIDGE_SILENT_MESSAGES,
  type BridgeMessage,
  type BridgePayload,
  type NativePage,
  NO_PAYLOAD,
} from '@loan/contract';
import { paths, type QueryParams } from '@/config/paths.ts';

/**
 * The native bridge of the iOS WKWebView: `window.webkit.messageHandlers[name].postMessage(payload)`. Outside the
 * webview every message has a browser fallback, and every call is recorded in `window.__bridgeLog` so tests can
 * assert what the native side would have received. Where each message is sent: `BRIDGE_SENDS` in the contract,
 * rendered for the native team in docs/bridge.md.
 */

interface MessageHandler {
  postMessage(payload: unknown): void;
}

export interface BridgeLogEntry {
  name: BridgeMessage;
  payload: unknown;
  /** `true` when a native handler received it, `false` when the browser fallback ran. */
  native: boolean;
  at: number;
}

declare global {
  interface Window {
    webkit?: { messageHandlers?: Partial<Record<string, MessageHandler>> };
    __bridgeLog?: BridgeLogEntry[];
  }
}

/** Native pages that have an in-app screen, so the browser fallback of `to`/`toP` can open it. */
export const NATIVE_PAGE_PATHS: Partial<Record<NativePage, AppPathKey>> = {
  confirm: 'confirm',
  bindBank: 'bindCard',
  bindCard: 'bindCard',
  onlinePayInstructions: 'repayInstruction',
  loanDetail: 'loanDetail',
  order: 'order',
  repay: 'repay',
  repayDelay: 'repayDelay',
  repayChoice: 'repayChoice',
  customerService: 'customerService',
  loanAgreement: 'contract',
  privacyPolicy: 'privacyPolicy',
  aboutUs: 'aboutUs',
  complaint: 'complaint',
};

/** The in-app link for a `to`/`toP` payload, or `undefined` when the page only exists natively. */
export function inAppHrefFor(payload: unknown): string | undefined {
  let page: unknown = payload;
  let params: QueryParams | undefined;
  if (typeof payload === 'object' && payload !== null && 'page' in payload) {
    page = payload.page;
    const given = 'params' in payload ? payload.params : undefined;
    if (typeof given === 'object' && given !== null) params = given as QueryParams;
  }
  if (typeof page !== 'string') return undefined;
  const key = NATIVE_PAGE_PATHS[page as NativePage];
  return key ? paths[key].href(params) : undefined;
}

/** `tel:` link with only the characters a dialer accepts. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+*#]/g, '')}`;
}

/** What the browser fallbacks do; the app shell registers `navigate` (router), tests replace the others. */
export interface BridgeHost {
  navigate: (href: string) => void;
  back: () => void;
  openUrl: (url: string) => void;
}

const defaultHost: BridgeHost = {
  navigate: (href) => window.location.assign(href),
  back: () => window.history.back(),
  openUrl: (url) => {
    window.location.href = url;
  },
};
let host: BridgeHost = defaultHost;

/** Registers the in-app navigation (and, in tests, the other fallbacks). Returns the undo. */
export function setBridgeHost(next: Partial<BridgeHost>): () => void {
  const previous = host;
  host = { ...host, ...next };
  return () => {
    host = previous;
  };
}

function handlerFor(name: BridgeMessage): MessageHandler | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.webkit?.messageHandlers?.[name];
}

/** `true` inside the native webview (it exposes at least one message handler). */
export function isInWebview(): boolean {
  if (typeof window === 'undefined') return false;
  const handlers = window.webkit?.messageHandlers;
  return typeof handlers === 'object' && handlers !== null;
}

function browserFallback(name: BridgeMessage, payload: unknown): void {
  switch (name) {
    case 'to':
    case 'toP': {
      const href = inAppHrefFor(payload);
      if (href) host.navigate(href);
      return;
    }
    case 'close':
    case 'toHome':
    case 'toMine':
      // No tabs outside the native app: leaving the web app is the nearest thing.
      host.back();
      return;
    case 'callPhone':
      if (typeof payload === 'string' && payload.trim()) host.openUrl(telHref(payload));
      return;
    case 'offToLogin':
      host.navigate(paths.loginFailure.href());
      return;
    default:
      // toRate, burialPoint, startBank, endBank, dismissRepayDialog: nothing to do in a browser.
      return;
  }
}

function record(entry: BridgeLogEntry): void {
  if (typeof window === 'undefined') return;
  window.__bridgeLog ??= [];
  window.__bridgeLog.push(entry);
}

export interface CallNativeOptions {
  /** `false` when the caller already does the browser's part itself (e.g. a `tel:` link it renders). */
  fallback?: boolean;
}

/** A message without data takes no payload argument; the others take theirs, typed by the contract's schema. */
export type CallNativeArgs<N extends BridgeMessage> =
  BridgePayload<N> extends typeof NO_PAYLOAD
    ? [payload?: undefined, options?: CallNativeOptions]
    : [payload: BridgePayload<N>, options?: CallNativeOptions];

/** Sends a message to the native app, or runs its browser fallback. `close` and `endBank` swallow errors. */
export function callNative<N extends BridgeMessage>(name: N, ...[given, options = {}]: CallNativeArgs<N>): void {
  const payload = given ?? NO_PAYLOAD;
  const handler = handlerFor(name);
  record({ name, payload, native: handler !== undefined, at: Date.now() });
  try {
    if (handler) handler.postMessage(payload);
    else if (options.fallback !== false) browserFallback(name, payload);
  } catch (error) {
    if (BRIDGE_SILENT_MESSAGES.includes(name)) return;
    throw error;
  }
}
