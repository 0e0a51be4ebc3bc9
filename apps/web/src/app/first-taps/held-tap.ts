/** A tap made on the server-rendered screen before it was live, held by the page's early script (`capture.ts`). */
export interface HeldTap {
  type: 'click' | 'submit';
  /** From `#root` down, the index of each element among its parent's children. */
  path: string;
  /** The tapped element's `tagName`: a path that now names another kind of element is dropped. */
  tag: string;
}

/** Plays the held taps on the live screen in `#root`. */
export type PlayHeldTaps = (container: Element) => void;

/** What the early script leaves on `window` for the app. */
export interface FirstTaps {
  /** Reads what was typed in the fields, before hydration puts the server's values back; the taps are still held. */
  keepTyped: () => void;
  /** Stops holding taps (from hydration on, the screen's own handlers take them) and answers what plays them. */
  stop: () => PlayHeldTaps;
}

declare global {
  interface Window {
    __firstTaps?: FirstTaps;
  }
}
