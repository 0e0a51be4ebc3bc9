import { TOAST_INFO_MS, TOAST_MESSAGE_DEFAULT_MS, TOAST_MIN_OVERRIDE_MS } from '@loan/contract';

/** A caller-given duration counts only when it is longer than the minimum override (spec §2). */
export function effectiveDuration(
  durationMs: number | undefined,
  fallbackMs: number = TOAST_MESSAGE_DEFAULT_MS,
): number {
  return durationMs !== undefined && durationMs > TOAST_MIN_OVERRIDE_MS ? durationMs : fallbackMs;
}

type ToastModule = typeof import('antd-mobile/es/components/toast');
type AntdToast = ToastModule['default'];

/**
 * antd-mobile's Toast (with its mask and animation library) weighs more than a whole screen, and no screen needs
 * it for its first render, so it is fetched on first use. Every call goes through the same promise, so a `loading`
 * followed by `hide` still happens in that order.
 */
let toastModule: Promise<AntdToast> | undefined;
const loadToast = () => {
  toastModule ??= import('antd-mobile/es/components/toast').then((module) => module.default);
  return toastModule;
};

/**
 * Fetches the toast chunk once the page is idle after its first render, so the first toast (often the loading
 * toast of a tap) shows at once instead of after a download.
 */
export function preloadToastWhenIdle(): void {
  const preload = () => void loadToast().catch(() => (toastModule = undefined));
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1500);
}

function withToast(action: (antdToast: AntdToast) => void): void {
  loadToast()
    .then(action)
    .catch((error: unknown) => {
      // Without the toast chunk (offline), the message cannot be shown; the screen's own state still tells the story.
      toastModule = undefined;
      console.error('[toast] could not load the toast component', error);
    });
}

/** The one toast API of the app. Every call replaces the toast on screen. */
export const toast = {
  message(text: string, durationMs?: number): void {
    withToast((t) => t.show({ content: text, duration: effectiveDuration(durationMs) }));
  },
  info(text: string): void {
    withToast((t) => t.show({ content: text, duration: TOAST_INFO_MS }));
  },
  success(text: string): void {
    withToast((t) => t.show({ content: text, icon: 'success', duration: TOAST_INFO_MS }));
  },
  /** Stays until `hide()` (or the next toast); blocks taps so a request is not sent twice. */
  loading(text?: string): void {
    withToast((t) => t.show({ content: text, icon: 'loading', duration: 0, maskClickable: false }));
  },
  fail(text: string, durationMs?: number): void {
    withToast((t) => t.show({ content: text, icon: 'fail', duration: effectiveDuration(durationMs) }));
  },
  hide(): void {
    withToast((t) => t.clear());
  },
};
