import { type RefObject, useEffect } from 'react';

/** How far below the screen's bottom edge the next page starts loading, so it is there before the borrower is. */
const AHEAD = '0px 0px 400px 0px';

/**
 * Calls `onNear` when `target` comes within reach of the screen's bottom edge while `enabled`. Every time `enabled`
 * turns true again (a page arrived) the observer starts afresh and reports at once where the target is, so a short
 * page whose end is still on screen loads the next one without waiting for a scroll. A webview without
 * IntersectionObserver does nothing here: the list's button loads the next page there.
 */
export function useNearEnd(target: RefObject<Element | null>, enabled: boolean, onNear: () => void) {
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onNear();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, onNear]);
}
