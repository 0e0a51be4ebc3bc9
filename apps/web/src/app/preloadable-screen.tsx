import { type ComponentType, lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import { HydrateLater } from '@/platform/hydration-steps.tsx';

/** A lazily loaded screen that can also be loaded ahead of its first render. */
export interface PreloadableScreen {
  (): ReactElement;
  preload: () => Promise<void>;
}

/**
 * `React.lazy` suspends on its first render even when its module is already here, which would make the browser
 * throw away the server's HTML for a moment. Once `preload` has run (before rendering on the server, before
 * hydrating in the browser), the screen renders at once; until then it is a lazy component showing `fallback`.
 * The wait has a boundary of its own: Preact's Suspense loses the children that change while it waits, so a screen
 * left before its chunk arrived (the borrower went back) would leave the page blank under a shared one.
 * A loaded screen is hydrated in a step after the app's frame (platform/hydration-steps.tsx); every screen renders one
 * root element (its `Page`).
 */
export function preloadableScreen(
  load: () => Promise<{ default: ComponentType }>,
  fallback: ReactNode,
): PreloadableScreen {
  let Loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  const Screen = () =>
    Loaded ? (
      <HydrateLater>
        <Loaded />
      </HydrateLater>
    ) : (
      <Suspense fallback={fallback}>
        <Lazy />
      </Suspense>
    );
  Screen.preload = async () => {
    Loaded = (await load()).default;
  };
  return Screen;
}
