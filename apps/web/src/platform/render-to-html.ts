import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';

/**
 * The HTML of a tree once every lazily loaded part in it has rendered, for the server and the build (never the
 * browser): Preact's renderer, the one whose markup the browser's `hydrateRoot` (Preact's too) expects. The app's
 * components are written against React's types (`react` is Preact's compat layer, scripts/preact-aliases.mjs), hence
 * the cast. A render error rejects: the caller serves the page without the render.
 */
export async function renderToHtml(tree: ReactNode): Promise<string> {
  return await renderToStringAsync(tree as unknown as VNode);
}
