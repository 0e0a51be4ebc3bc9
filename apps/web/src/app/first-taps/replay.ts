import type { PlayHeldTaps } from './held-tap.ts';

/**
 * The taps the page's early script held (`capture.ts`), handed over once: the script stops holding them, so a tap
 * from here on reaches the screen's own handlers only and is never played twice. What plays them is the early
 * script's own code, sent with the page: the app's scripts carry none of it. Nothing to play on a page without it.
 */
export function takeFirstTaps(): PlayHeldTaps {
  const held = window.__firstTaps;
  window.__firstTaps = undefined;
  return held ? held.stop() : () => {};
}

/**
 * Reads what was typed on the server's screen before hydration starts (hydration puts the server's values back), while
 * taps are still held: hydration runs in steps, and they are handed over only once the last part is live.
 */
export function keepTypedText(): void {
  window.__firstTaps?.keepTyped();
}
