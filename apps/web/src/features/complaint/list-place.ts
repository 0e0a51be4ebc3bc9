import { useEffect, useLayoutEffect, useRef } from 'react';

interface ListPlace {
  tab: number;
  scrollY: number;
}

/**
 * Where the borrower was on the complaint list, per history entry: Back from a complaint renders the list afresh, so
 * its tab and scroll are put back from here. Written only in the browser (effects and handlers), so the server,
 * which shares this module between requests, always renders the first tab.
 */
const places = new Map<string, ListPlace>();

export function listPlace(entry: string): ListPlace {
  return places.get(entry) ?? { tab: 0, scrollY: 0 };
}

export function rememberListTab(entry: string, tab: number) {
  places.set(entry, { ...listPlace(entry), tab });
}

/** Keeps the window's scroll for this entry and, once the list is on screen again, scrolls back to it. */
export function useListScroll(entry: string, listShown: boolean) {
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (!listShown || restored.current) return;
    restored.current = true;
    const { scrollY } = listPlace(entry);
    if (scrollY > 0) window.scrollTo(0, scrollY);
  }, [entry, listShown]);
  useEffect(() => {
    const remember = () => places.set(entry, { ...listPlace(entry), scrollY: window.scrollY });
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [entry]);
}
