import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { firstAttributeDifference } from './hydrated-attributes.ts';
import { firstDifference, withoutComments } from './markup-difference.ts';

/** Written to the console when hydration found HTML other than what the page renders (e2e tests fail on it). */
export const HYDRATION_MISMATCH = '[hydration] the browser rendered other HTML than the server sent';

const markupOf = (container: HTMLElement) => withoutComments(container.innerHTML);

/**
 * Hydrates the HTML the server or the build rendered into `container`, and reports when the browser's first render
 * differs from it, right after the (synchronous) hydration and before any effect has run. Preact mends a differing
 * text or element silently as it hydrates, so those show in the markup itself; it leaves attributes as the server
 * wrote them, so those are compared with the props of the browser's render (./hydrated-attributes.ts).
 */
export function hydrate(container: HTMLElement, app: ReactNode, onMismatch?: (difference: string) => void): void {
  const sent = markupOf(container);
  hydrateRoot(container, app);
  const difference = firstDifference(sent, markupOf(container)) ?? firstAttributeDifference(container);
  if (difference === null) return;
  console.error(HYDRATION_MISMATCH, difference);
  onMismatch?.(difference);
}

/**
 * Hydrates the HTML the build rendered into `container` (scripts/prerender.mjs), or renders afresh where there is
 * none (the development server serves the bare HTML files).
 */
export function mountOrHydrate(container: HTMLElement, app: ReactNode): void {
  if (container.hasChildNodes()) hydrate(container, app);
  else createRoot(container).render(app);
}
