import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** Written to the console when hydration found HTML other than what the page renders (e2e tests fail on it). */
export const HYDRATION_MISMATCH = '[hydration] the built HTML differs from the page';

/**
 * Hydrates the HTML the build rendered into `container` (scripts/prerender.ts), or renders afresh where there is none
 * (the development server serves the bare HTML files). A mismatch is reported, not hidden: React repairs it by
 * rendering in the browser, which costs the visitor the head start the built HTML gave.
 */
export function mountOrHydrate(container: HTMLElement, app: ReactNode): void {
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  hydrateRoot(container, app, {
    onRecoverableError: (error) => console.error(HYDRATION_MISMATCH, error),
  });
}
