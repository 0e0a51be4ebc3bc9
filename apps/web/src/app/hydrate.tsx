import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrateInSteps } from '@/platform/hydration-steps.tsx';
import { firstAttributeDifference, partAttributeDifference, partElement } from './hydrated-attributes.ts';
import { firstDifference, withoutComments } from './markup-difference.ts';

/** Written to the console when hydration found HTML other than what the page renders (e2e tests fail on it). */
export const HYDRATION_MISMATCH = '[hydration] the browser rendered other HTML than the server sent';

const markupOf = (container: HTMLElement) => withoutComments(container.innerHTML);
/** A part hydrated on its own is compared alone: reading the whole page at every step would grow with the page. */
const markupOfPart = (part: object) => withoutComments(partElement(part)?.outerHTML ?? '');

/**
 * Hydrates the HTML the server or the build rendered into `container`, in steps (`HydrateLater` parts each in a task of
 * their own, platform/hydration-steps.tsx), and reports when the browser's first render differs from it. Preact mends
 * a differing text or element silently as it hydrates, so those show in the markup itself: compared right after the
 * (synchronous) first pass, before any effect has run, and for each later part right after its own hydration. It
 * leaves attributes as the server wrote them, so those are compared with the props of the browser's render
 * (./hydrated-attributes.ts): the first pass's, then each part's. Resolves once every part is live.
 */
export async function hydrate(
  container: HTMLElement,
  app: ReactNode,
  onMismatch?: (difference: string) => void,
): Promise<void> {
  let reported = false;
  const report = (difference: string | null) => {
    if (difference === null || reported) return;
    reported = true;
    console.error(HYDRATION_MISMATCH, difference);
    onMismatch?.(difference);
  };
  const sent = markupOf(container);
  await hydrateInSteps(
    () => {
      hydrateRoot(container, app);
      report(firstDifference(sent, markupOf(container)) ?? firstAttributeDifference(container));
    },
    {
      before: (part) => markupOfPart(part),
      after: (before, part) => report(firstDifference(before, markupOfPart(part)) ?? partAttributeDifference(part)),
    },
  );
}

/**
 * Hydrates the HTML the build rendered into `container` (scripts/prerender.mjs), or renders afresh where there is
 * none (the development server serves the bare HTML files). Resolves once it is live.
 */
export async function mountOrHydrate(container: HTMLElement, app: ReactNode): Promise<void> {
  if (container.hasChildNodes()) await hydrate(container, app);
  else createRoot(container).render(app);
}
