import { TOAST_INFO_MS, TOAST_MESSAGE_DEFAULT_MS } from '@loan/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectiveDuration, relocateToast, toast, toastHost } from './toast.ts';

describe('effectiveDuration', () => {
  it('uses the default when no duration is given', () => {
    expect(effectiveDuration(undefined)).toBe(TOAST_MESSAGE_DEFAULT_MS);
  });

  it('ignores a duration of 300 ms or less', () => {
    expect(effectiveDuration(300)).toBe(TOAST_MESSAGE_DEFAULT_MS);
    expect(effectiveDuration(0)).toBe(TOAST_MESSAGE_DEFAULT_MS);
  });

  it('keeps a duration longer than 300 ms', () => {
    expect(effectiveDuration(301)).toBe(301);
    expect(effectiveDuration(1000)).toBe(1000);
  });
});

const status = () => document.querySelector<HTMLElement>('[role="status"]');
/** The toast's words: the text is set a moment after the live region is placed, so it is announced. */
const shownText = () => status()?.textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers();
  toast.hide();
  document.body.replaceChildren();
});
afterEach(() => vi.useRealTimers());

describe('toast', () => {
  it('speaks through one polite live region, filled after it is in place, and clears after 3 s by default', () => {
    toast.message('Hola');
    expect(status()).not.toBeNull();
    expect(shownText()).toBe('');
    vi.advanceTimersByTime(50);
    expect(shownText()).toBe('Hola');
    expect(status()?.getAttribute('aria-atomic')).toBe('true');
    vi.advanceTimersByTime(TOAST_MESSAGE_DEFAULT_MS - 100);
    expect(shownText()).toBe('Hola');
    vi.advanceTimersByTime(100);
    expect(shownText()).toBe('');
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
  });

  it('shows success for 2 s with a hidden icon, and each toast replaces the last', () => {
    toast.fail('Nope');
    vi.advanceTimersByTime(50);
    toast.success('Listo');
    vi.advanceTimersByTime(50);
    expect(shownText()).toBe('Listo');
    expect(status()?.querySelector('.toast__icon--success')?.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(TOAST_INFO_MS);
    expect(shownText()).toBe('');
  });

  it('keeps the loading toast, blocking taps, until hidden', () => {
    toast.loading('Cargando');
    vi.advanceTimersByTime(60_000);
    expect(shownText()).toBe('Cargando');
    expect(document.querySelector<HTMLElement>('.toast-mask')?.dataset.visible).toBe('true');
    toast.hide();
    expect(shownText()).toBe('');
    expect(document.querySelector<HTMLElement>('.toast-mask')?.dataset.visible).toBe('false');
  });

  it('a hide before the text arrives leaves nothing on screen', () => {
    toast.loading('Cargando');
    toast.hide();
    vi.advanceTimersByTime(100);
    expect(shownText()).toBe('');
  });
});

describe('toastHost', () => {
  it('is the page without an open modal dialog', () => {
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    expect(toastHost()).toBe(document.body);
  });

  it('is the topmost open modal dialog, so the toast shows above it and is announced', () => {
    const lower = document.createElement('dialog');
    const upper = document.createElement('dialog');
    document.body.append(lower, upper);
    lower.setAttribute('open', '');
    upper.setAttribute('open', '');
    // happy-dom does not track the top layer; the real check is `:modal` (covered in the browser by e2e).
    vi.spyOn(lower, 'matches').mockReturnValue(true);
    vi.spyOn(upper, 'matches').mockReturnValue(true);
    expect(toastHost()).toBe(upper);
    toast.message('Código incorrecto');
    vi.advanceTimersByTime(50);
    expect(upper.querySelector('[role="status"]')?.textContent).toBe('Código incorrecto');
  });

  it('skips a dialog opened without being modal', () => {
    const plain = document.createElement('dialog');
    document.body.append(plain);
    plain.setAttribute('open', '');
    vi.spyOn(plain, 'matches').mockReturnValue(false);
    expect(toastHost()).toBe(document.body);
  });
});

describe('relocateToast', () => {
  it('moves a toast on screen into a dialog opened after it, and back out when it closes', () => {
    toast.message('Código enviado');
    vi.advanceTimersByTime(50);
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    dialog.setAttribute('open', '');
    vi.spyOn(dialog, 'matches').mockReturnValue(true);
    relocateToast();
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Código enviado');
    dialog.removeAttribute('open');
    relocateToast();
    expect(status()?.parentElement).toBe(document.body);
  });
});
