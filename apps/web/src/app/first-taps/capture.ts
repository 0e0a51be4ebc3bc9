import type { HeldTap } from './held-tap.ts';

/**
 * The server-rendered screen is on view before its scripts have arrived and hydrated it (they are requested after the
 * first paint, apps/web/src/app/after-paint.ts). This script, inlined in the page ahead of the screen's HTML (its
 * hash is in the page's CSP), keeps a tap made in that window instead of losing it: a click on a control the scripts
 * act on, or a form's submit, is held (its default prevented, so a button does not submit a form the scripts handle)
 * and `replay.ts` plays it on the live screen right after hydration. What works without the scripts is left alone:
 * a link, a `<details>` summary, a label, a field (the browser keeps what was typed), a form with its own `action`.
 *
 * The function is sent as its own source text: it must use nothing from outside its body. Plain ES2020, the oldest
 * iOS the app supports runs it as sent.
 */
export function captureFirstTaps(): void {
  const taps: HeldTap[] = [];
  const NATIVE = 'a[href],summary,label,select,textarea,input:not([type=button]):not([type=submit]):not([type=reset])';
  // From #root down, the index of each element among its parent's children: the server's markup is what the
  // browser hydrates, so the same path names the same control once the screen is live.
  const pathOf = (element: Element): string | null => {
    const steps: number[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.id === 'root') return steps.join('/');
      const parent = node.parentElement;
      if (!parent) return null;
      steps.unshift(Array.prototype.indexOf.call(parent.children, node));
    }
    return null;
  };
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const form = event.type === 'submit' ? target : target.closest('[type=submit],button:not([type])')?.closest('form');
    if (form?.hasAttribute('action')) return;
    if (event.type === 'click' && target.closest(NATIVE)) return;
    const path = pathOf(target);
    if (path === null) return;
    event.preventDefault();
    taps.push({ type: event.type === 'submit' ? 'submit' : 'click', path, tag: target.tagName });
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  window.__firstTaps = {
    taps,
    stop: () => {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
    },
  };
}

/** The page's inline script: `captureFirstTaps` run as it loads. */
export const FIRST_TAPS_SCRIPT = `(${captureFirstTaps.toString()})();`;
