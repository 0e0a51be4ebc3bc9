/**
 * Which imported files a build writes into the code as data URLs (Vite's `build.assetsInlineLimit`), the same for the
 * browser build and the prerender's, or the prerendered HTML would name another `src` than the hydrating page. The
 * banner's pictures stay files: one under the default 4 KB limit was written into the site's script and, twice (`src`
 * and `srcset`), into every prerendered page's HTML, about 8 KB gzip of each for a slide not on view.
 * @param {string} file
 * @returns {boolean | undefined}
 */
export const assetsInlineLimit = (file) => (file.endsWith('.webp') ? false : undefined);
