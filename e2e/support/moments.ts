import type { Page } from '@playwright/test';

/**
 * What to watch for: an element matching `selector` in the document, the page's path matching `pathname`, or `text`
 * in the page's text.
 */
export type Watched = { selector: string } | { pathname: string } | { text: string };

interface Recorder {
  watched: Record<string, Watched>;
  at: Record<string, number>;
}

/**
 * Records in the page, on its own clock (`performance.now()` from the document's start), the first moment each watched
 * thing is there, as the document changes. A test that checks how long something lasted reads these: the moment an
 * `expect` notices a change lags it by up to a second of polling, more on a loaded machine, and that lag counted in a
 * measured duration made the check pass or fail by luck. The first-contentful-paint moment is recorded as `painted`.
 *
 * Watches the current document and, when `acrossNavigations`, each one loaded after it (a reload).
 */
export async function recordMoments(
  page: Page,
  watched: Record<string, Watched>,
  { acrossNavigations = false } = {},
): Promise<() => Promise<Record<string, number | undefined>>> {
  const install = (watch: Record<string, Watched>) => {
    const recorder: Recorder = { watched: watch, at: {} };
    (window as unknown as { __moments?: Recorder }).__moments = recorder;
    const check = () => {
      for (const [name, what] of Object.entries(recorder.watched)) {
        if (recorder.at[name] !== undefined) continue;
        const there =
          'selector' in what
            ? document.querySelector(what.selector) !== null
            : 'pathname' in what
              ? new RegExp(what.pathname).test(location.pathname)
              : (document.body?.textContent ?? '').includes(what.text);
        if (there) recorder.at[name] = performance.now();
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    check();
  };
  if (acrossNavigations) await page.addInitScript(install, watched);
  await page.evaluate(install, watched);
  return () =>
    page.evaluate(() => {
      const recorder = (window as unknown as { __moments?: Recorder }).__moments;
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return { ...recorder?.at, painted };
    });
}
