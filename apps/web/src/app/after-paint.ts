/**
 * The page's own scripts, requested once its HTML is on screen: an in-app screen the server rendered, a marketing page
 * or the promotion landing the build did. The page's entry and the modules it preloads are written on this script's
 * element (`data-entry`, `data-preload`; `scriptsAfterFirstPaint` in the contract, used by the server and by
 * apps/web/scripts/prerender.mjs) instead of linked from the HTML: on a slow connection they would compete with the
 * stylesheets and the first picture for the first paint, which needs nothing but the HTML and its CSS. A self-hosted
 * module, so the CSP allows no inline script but the early tap handler's.
 */

/** A page that draws no frame (opened hidden) starts its scripts after this long anyway. */
const START_WITHOUT_A_FRAME_MS = 3000;
/** A page whose first frames show no content to the paint timing API (none should) starts them this long after one. */
const START_WITHOUT_CONTENT_MS = 500;

const loader = document.querySelector<HTMLScriptElement>('script[data-entry]');
let started = false;

/**
 * Appending a module script or a module preload starts its fetch at once, 6–11 ms of the main thread each at 4× CPU
 * slowdown (measured in Chromium): the nine or so a screen names, appended in one go, made a task of 50 ms and more
 * right after the first paint, and three in a task still 30–45 ms. So the entry goes first, then one preload per task.
 */
function startScripts(): void {
  const entry = loader?.dataset.entry;
  if (started || !entry) return;
  started = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
  preloadInTasks((loader?.dataset.preload ?? '').split(' ').filter(Boolean));
}

/** The modules the entry imports, requested one per task after the entry's own request. */
function preloadInTasks(hrefs: readonly string[]): void {
  const [href, ...rest] = hrefs;
  if (href === undefined) return;
  setTimeout(() => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    preloadInTasks(rest);
  }, 0);
}

/**
 * The scripts start in the task after the browser reports the first contentful paint: that is when the screen is on
 * view (the paint is presented), which can be a frame or more after the main thread painted it. Started from the
 * frame itself, they were sometimes requested before it was presented, and Lighthouse's simulation then counts them as
 * requests the first paint waited for (an FCP estimate 0.3–1 s later than the page's own). An engine without paint
 * timing starts them in the task after the first frame.
 */
function startAfterFirstContentfulPaint(): void {
  const paintTiming =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (paintTiming) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(startScripts, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(() => setTimeout(startScripts, paintTiming ? START_WITHOUT_CONTENT_MS : 0));
  setTimeout(startScripts, START_WITHOUT_A_FRAME_MS);
}

startAfterFirstContentfulPaint();
