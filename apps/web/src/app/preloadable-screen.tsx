import { type ComponentType, lazy, type ReactElement } from 'react';

/** A lazily loaded screen that can also be loaded ahead of its first render. */
export interface PreloadableScreen {
  (): ReactElement;
  preload: () => Promise<void>;
}

/**
 * `React.lazy` suspends on its first render even when its module is already here, which would make the browser
 * throw away the server's HTML for a moment. Once `preload` has run (before rendering on the server, before
 * hydrating in the browser), the screen renders at once; until then it is an ordinary lazy component.
 */
export function preloadableScreen(load: () => Promise<{ default: ComponentType }>): PreloadableScreen {
  let Loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  const Screen = () => (Loaded ? <Loaded /> : <Lazy />);
  Screen.preload = async () => {
    Loaded = (await load()).default;
  };
  return Screen;
}
