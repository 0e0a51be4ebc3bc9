import type { HeldTap } from './held-tap.ts';

/**
 * The taps the page's early script held (`capture.ts`), handed over once: the script stops holding them, so a tap
 * from here on reaches the screen's own handlers only and is never played twice. Empty on a page without the script.
 */
export function takeFirstTaps(): HeldTap[] {
  const held = window.__firstTaps;
  if (!held) return [];
  held.stop();
  window.__firstTaps = undefined;
  return held.taps.splice(0);
}

function elementAt(container: Element, path: string): Element | null {
  let node: Element | null = container;
  for (const step of path === '' ? [] : path.split('/')) node = node?.children[Number(step)] ?? null;
  return node;
}

const fire = (target: Element, type: string) => target.dispatchEvent(new Event(type, { bubbles: true }));

/**
 * Preact keeps a field's typed value through hydration, but the screen's state still holds the server's: the next
 * render would put the server's value back. Each field whose value differs from its markup tells the screen so, with
 * the event the screen's `onChange` listens to.
 */
function announceTypedValues(container: Element): void {
  for (const field of container.querySelectorAll('input,textarea,select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) fire(field, 'change');
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) fire(field, 'change');
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) fire(field, 'input');
    }
  }
}

/**
 * Right after hydration: what was typed reaches the screen's state, then each held tap is played, in order, on the
 * element at its path. A tap whose element is gone (or is now another kind of element) is dropped.
 */
export function replayFirstTaps(container: Element, taps: readonly HeldTap[]): void {
  announceTypedValues(container);
  for (const tap of taps) {
    const target = elementAt(container, tap.path);
    if (!target || target.tagName !== tap.tag) continue;
    if (tap.type === 'submit') target.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    else if (target instanceof HTMLElement) target.click();
    else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }
}
