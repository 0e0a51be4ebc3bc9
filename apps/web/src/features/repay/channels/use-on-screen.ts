import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element has come on screen since it mounted: `false` during server render and until the browser has
 * seen it in the viewport, then `true` for good. A browser without IntersectionObserver counts everything as seen.
 */
export function useOnScreen<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  const ref = useCallback((node: T | null) => setElement(node), []);
  useEffect(() => {
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return [ref, seen];
}
