import { TOAST_INFO_MS, TOAST_MESSAGE_DEFAULT_MS, TOAST_MIN_OVERRIDE_MS } from '@loan/contract';
import './toast.css';

/**
 * A caller-given duration counts only when it is longer than the minimum override, so a stray short duration never
 * flashes a message.
 */
export function effectiveDuration(
  durationMs: number | undefined,
  fallbackMs: number = TOAST_MESSAGE_DEFAULT_MS,
): number {
  return durationMs !== undefined && durationMs > TOAST_MIN_OVERRIDE_MS ? durationMs : fallbackMs;
}

export type ToastIcon = 'success' | 'fail' | 'loading';

/**
 * Where a toast must live to be seen and heard: inside the topmost open modal dialog when there is one. A modal
 * dialog sits in the browser's top layer, above anything else on the page, and makes the rest of the page inert, so
 * a toast outside it would show behind it and not be announced.
 */
export function toastHost(doc: Document = document): HTMLElement {
  const open = Array.from(doc.querySelectorAll<HTMLDialogElement>('dialog[open]'));
  for (let index = open.length - 1; index >= 0; index -= 1) {
    const dialog = open[index];
    if (dialog && isModal(dialog)) return dialog;
  }
  return doc.body;
}

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    // A browser without `:modal` (older WebViews): every dialog of the app is opened as a modal.
    return true;
  }
}

interface Shown {
  region: HTMLElement;
  mask: HTMLElement;
  timer: number | undefined;
}

let shown: Shown | undefined;

/**
 * The one live region of the app (`role="status"`, polite): created once, then moved into whatever host the next
 * toast needs. The text is set a moment after the region is in place, so screen readers announce it as a change.
 */
function regionIn(host: HTMLElement): Shown {
  if (!shown) {
    const region = document.createElement('div');
    region.className = 'toast';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-atomic', 'true');
    const mask = document.createElement('div');
    mask.className = 'toast-mask';
    shown = { region, mask, timer: undefined };
  }
  if (shown.region.parentElement !== host) host.append(shown.mask, shown.region);
  return shown;
}

function clearTimer(): void {
  if (shown?.timer !== undefined) window.clearTimeout(shown.timer);
  if (shown) shown.timer = undefined;
}

function render(region: HTMLElement, text: string, icon: ToastIcon | undefined): void {
  region.replaceChildren();
  if (icon) {
    const mark = document.createElement('span');
    mark.className = `toast__icon toast__icon--${icon}`;
    mark.setAttribute('aria-hidden', 'true');
    region.append(mark);
  }
  if (text) {
    const words = document.createElement('span');
    words.className = 'toast__text';
    words.textContent = text;
    region.append(words);
  }
}

interface ShowOptions {
  icon?: ToastIcon;
  /** 0 keeps the toast until `hide()` or the next toast. */
  durationMs: number;
  /** Blocks taps on the page while shown, so a request is not sent twice. */
  blocking?: boolean;
}

function show(text: string, { icon, durationMs, blocking = false }: ShowOptions): void {
  if (typeof document === 'undefined') return;
  clearTimer();
  const current = regionIn(toastHost());
  const { region, mask } = current;
  region.replaceChildren();
  region.dataset.visible = 'true';
  mask.dataset.visible = String(blocking);
  // Empty first, filled on the next task: a live region announces changes, not content it was inserted with.
  current.timer = window.setTimeout(() => {
    render(region, text, icon);
    current.timer = durationMs > 0 ? window.setTimeout(hide, durationMs) : undefined;
  }, 30);
}

/**
 * Moves a toast on screen to where it can be seen now: a dialog that opens after the toast was raised (the SMS entry
 * opening on "code sent") would cover it, and one that closes would take it along.
 */
export function relocateToast(): void {
  const current = shown;
  if (current?.region.dataset.visible !== 'true') return;
  const host = toastHost();
  if (current.region.parentElement !== host) host.append(current.mask, current.region);
}

function hide(): void {
  clearTimer();
  if (!shown) return;
  shown.region.replaceChildren();
  shown.region.dataset.visible = 'false';
  shown.mask.dataset.visible = 'false';
}

/** The one toast API of the app. Every call replaces the toast on screen. */
export const toast = {
  message(text: string, durationMs?: number): void {
    show(text, { durationMs: effectiveDuration(durationMs) });
  },
  info(text: string): void {
    show(text, { durationMs: TOAST_INFO_MS });
  },
  success(text: string): void {
    show(text, { icon: 'success', durationMs: TOAST_INFO_MS });
  },
  /** Stays until `hide()` (or the next toast); blocks taps so a request is not sent twice. */
  loading(text?: string): void {
    show(text ?? '', { icon: 'loading', durationMs: 0, blocking: true });
  },
  fail(text: string, durationMs?: number): void {
    show(text, { icon: 'fail', durationMs: effectiveDuration(durationMs) });
  },
  hide,
};
