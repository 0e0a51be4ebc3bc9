import type { HeldTap } from './held-tap.ts';

/**
 * The server-rendered screen is on view before its scripts have arrived and hydrated it (they are requested after the
 * first paint, apps/web/src/app/after-paint.ts). This script, inlined in the page ahead of the stylesheets (its hash
 * is in the page's CSP), keeps a tap made in that window instead of losing it: a click on a control the scripts act
 * on, or a form's submit, is held (its default prevented, so a button does not submit a form the scripts handle) and
 * played on the live screen right after hydration (`replay.ts` hands it over). What works without the scripts is left
 * alone: a link, a `<details>` summary, a label, a field (the browser keeps what was typed), a form with an `action`.
 *
 * Playing: what was typed first (read before hydration starts, `keepTyped`, or else as the hand-over starts: hydration
 * puts the server's values back in the fields, and the screen's state holds the server's), put back in its field with
 * the event the field's `onChange` listens to, so the state has it too; then, once the screen has rendered that state,
 * each held tap, in order, on the element at its path; a tap whose element is gone or is now another kind of element
 * is dropped.
 *
 * The function is sent as its own source text: it must use nothing from outside its body. Plain ES2020, the oldest
 * iOS the app supports runs it as sent; the whole of it stays in the page's HTML, off the app's script budget.
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
    // Hydration runs in steps: a part already live must not act on the tap now and again when it is played.
    event.stopPropagation();
    taps.push({ type: event.type === 'submit' ? 'submit' : 'click', path, tag: target.tagName });
  };
  const fire = (target: Element, type: string) =>
    target.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
  // What was typed, read as the hand-over starts (hydration then puts the server's values back in the fields).
  const typedValues = () => {
    const restore: (() => void)[] = [];
    const root = document.getElementById('root');
    for (const field of root ? root.querySelectorAll('input,textarea,select') : []) {
      if (field instanceof HTMLSelectElement) {
        const value = field.value;
        if ([...field.options].some((option) => option.selected !== option.defaultSelected))
          restore.push(() => {
            field.value = value;
            fire(field, 'change');
          });
      } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        const checked = field.checked;
        if (checked !== field.defaultChecked)
          restore.push(() => {
            field.checked = checked;
            fire(field, 'change');
          });
      } else if ((field instanceof HTMLInputElement && field.type !== 'file') || field instanceof HTMLTextAreaElement) {
        const value = field.value;
        if (value !== field.defaultValue)
          restore.push(() => {
            field.value = value;
            fire(field, 'input');
          });
      }
    }
    return restore;
  };
  const play = (container: Element, restore: (() => void)[]) => {
    for (const put of restore) put();
    const held = taps.splice(0);
    const playTaps = () => {
      for (const tap of held) {
        let target: Element | null | undefined = container;
        for (const step of tap.path === '' ? [] : tap.path.split('/')) target = target?.children[Number(step)];
        if (!target || target.tagName !== tap.tag) continue;
        if (tap.type === 'submit') fire(target, 'submit');
        else if (target instanceof HTMLElement) target.click();
        else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      }
    };
    // A field put back sets the screen's state, which renders after this task's microtasks: a tap played at once would
    // reach handlers that still hold the state from before it (a submit would send empty fields). Played a task later.
    if (restore.length > 0 && held.length > 0) setTimeout(playTaps, 0);
    else playTaps();
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  let typed: (() => void)[] | null = null;
  window.__firstTaps = {
    keepTyped: () => {
      typed = typedValues();
    },
    stop: () => {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      const restore = typed ?? typedValues();
      return (container) => play(container, restore.splice(0));
    },
  };
}

/** The page's inline script: `captureFirstTaps` run as it loads. */
export const FIRST_TAPS_SCRIPT = `(${captureFirstTaps.toString()})();`;
