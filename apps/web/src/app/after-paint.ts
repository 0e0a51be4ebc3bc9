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

const loader = document.querySelector<HTMLScriptElement>('script[data-entry]');
let started = false;

/**
 * Appending a module preload starts its fetch at once, which took 1–6 ms at 4× CPU slowdown (measured in Chromium):
 * the nine or so a screen names, appended in one go, made a task of 50 ms and more right after the first paint.
 */
const PRELOADS_PER_TASK = 3;

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

/** The modules the entry imports, requested a few per task, so that the entry's own request goes first. */
function preloadInTasks(hrefs: readonly string[]): void {
  for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const rest = hrefs.slice(PRELOADS_PER_TASK);
  if (rest.length > 0) setTimeout(() => preloadInTasks(rest), 0);
}

// The first frame is painted right after its animation-frame callbacks: a task queued from one runs once the screen
// is on view.
requestAnimationFrame(() => setTimeout(startScripts, 0));
setTimeout(startScripts, START_WITHOUT_A_FRAME_MS);
