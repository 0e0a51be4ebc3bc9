/** A tap made on the server-rendered screen before it was live (`capture.ts`), played once it is (`replay.ts`). */
export interface HeldTap {
  type: 'click' | 'submit';
  /** From `#root` down, the index of each element among its parent's children. */
  path: string;
  /** The tapped element's `tagName`: a path that now names another kind of element is dropped. */
  tag: string;
}

/** What the early script leaves on `window` for the app. */
export interface FirstTaps {
  taps: HeldTap[];
  /** Stops holding taps: from hydration on, the screen's own handlers take them. */
  stop: () => void;
}

declare global {
  interface Window {
    __firstTaps?: FirstTaps;
  }
}
