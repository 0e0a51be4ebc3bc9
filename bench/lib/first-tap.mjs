import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, LAUNCH as DEMO_LAUNCH } from './lighthouse.mjs';

/**
 * How soon after its first paint a server-rendered in-app screen acts on a tap, on a slow phone: Chromium at 4× CPU
 * slowdown and Lighthouse's Slow 4G (150 ms RTT × 3.75, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up), set through CDP.
 *
 * Taps are made on a 100 ms grid from the first contentful paint, on the screen's main control. A tap's effect can
 * only be told apart from the next one's when it is the only tap of its load, so each grid point is a fresh load
 * with a single tap, and its effect (a new screen, an open dialog, a code asked for) is waited for until the screen has
 * been live for 3 s. A tap at 0 ms that has its effect ends the search; otherwise the first grid point that does is
 * found by bisection, up to the point after the screen went live (a tap on a live screen always counts). The figure is
 * the delay from first paint to that tap, as the page timed the tap (`event.timeStamp`), and the grid points before
 * it are the lost taps.
 *
 * `withoutEarlyHandler` neutralises the page's early tap handler (apps/web/src/app/first-taps) before it runs, for
 * the same measurement without it.
 */

const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
const GRID_MS = 100;
const EFFECT_AFTER_LIVE_MS = 3_000;
const LOAD_TIMEOUT_MS = 60_000;

/** The screens, the control each one's borrower taps first, and what that tap does. */
export const FIRST_TAP_SCREENS = [
  {
    page: '/loanDetail',
    path: `/loanDetail?${DEMO_LAUNCH}`,
    control: '.detail-actions button',
    effect: () => window.location.pathname === '/repay',
  },
  {
    page: '/repay',
    // A fresh borrower and order per load (the server's development fixture): each load's cards ask for their codes
    // as a borrower's first visit does, instead of finding the previous load's codes already made.
    path: async (base) => {
      const response = await fetch(`${base}/dev/repay/fixture`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(`repay fixture: ${response.status} ${await response.text()}`);
      const order = await response.json();
      const launch = new URLSearchParams(DEMO_LAUNCH);
      for (const key of ['userId', 'sessionId', 'productId', 'orderId']) launch.set(key, String(order[key]));
      return `/repay?${launch}`;
    },
    // The borrower opens a channel's instructions (its codes are asked for on their own once the cards are on screen).
    control: '.channel__pick',
    effect: () => window.location.pathname !== '/repay',
  },
  {
    page: '/confirm',
    path: `/confirm?${DEMO_LAUNCH}`,
    control: '.key-facts-panel__open',
    effect: () => document.querySelector('dialog[open], [role="dialog"]') !== null,
  },
  {
    page: '/complaint',
    path: `/complaint?${DEMO_LAUNCH}`,
    control: '.type-list__item',
    effect: () =>
      window.location.pathname !== '/complaint' ||
      document.querySelector('.type-list__item[aria-expanded="true"]') !== null,
  },
];

/**
 * Runs in the page before its own scripts: times the first paint, the first tap and the screen going live, each once
 * per load, in the tab's session storage as wall-clock instants, so a tap that opens another document keeps them.
 */
function recordTimings(withoutEarlyHandler) {
  const once = (name, at) => {
    const key = `bench.${name}`;
    if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, String(performance.timeOrigin + at));
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') once('firstPaint', entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  window.addEventListener(
    'click',
    (event) => {
      if (event.isTrusted) once('tap', event.timeStamp);
    },
    true,
  );
  // On the document: its element does not exist yet when this runs.
  new MutationObserver(() => {
    if (document.documentElement.dataset.screenLive === 'true') once('live', performance.now());
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-screen-live'] });
  if (withoutEarlyHandler)
    Object.defineProperty(window, '__firstTaps', {
      configurable: true,
      get: () => undefined,
      set: (held) => held?.stop(),
    });
}

/** One load of `screen` with one tap `offsetMs` after its first paint: when the tap was made and whether it counted. */
async function probe(browser, base, screen, offsetMs, withoutEarlyHandler) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recordTimings, withoutEarlyHandler);
    const path = typeof screen.path === 'function' ? await screen.path(base) : screen.path;
    await page.goto(`${base}${path}`, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction((name) => sessionStorage.getItem(name) !== null, 'bench.firstPaint', {
      timeout: LOAD_TIMEOUT_MS,
      polling: 10,
    });
    const box = await page.evaluate(
      async ({ control, offsetMs }) => {
        const firstPaint = Number(sessionStorage.getItem('bench.firstPaint'));
        const wait = firstPaint + offsetMs - (performance.timeOrigin + performance.now());
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const element = document.querySelector(control);
        element?.scrollIntoView({ block: 'center' });
        const rect = element?.getBoundingClientRect();
        return rect && { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
      },
      { control: screen.control, offsetMs },
    );
    if (!box) throw new Error(`${screen.page}: no ${screen.control} on the painted screen`);
    await page.touchscreen.tap(box.x, box.y);
    await page.waitForFunction((name) => sessionStorage.getItem(name) !== null, 'bench.live', {
      timeout: LOAD_TIMEOUT_MS,
    });
    const counted = await page
      .waitForFunction(screen.effect, null, { timeout: EFFECT_AFTER_LIVE_MS, polling: 50 })
      .then(() => true)
      .catch(() => false);
    const timings = await page.evaluate(
      (names) => Object.fromEntries(names.map((name) => [name, Number(sessionStorage.getItem(`bench.${name}`))])),
      ['firstPaint', 'tap', 'live'],
    );
    return {
      offsetMs,
      counted,
      tapMs: Math.round(timings.tap - timings.firstPaint),
      liveMs: Math.round(timings.live - timings.firstPaint),
    };
  } finally {
    await context.close();
  }
}

async function firstTapOf(browser, base, screen, withoutEarlyHandler, log) {
  const probes = [];
  const at = async (offsetMs) => {
    const result = await probe(browser, base, screen, offsetMs, withoutEarlyHandler);
    log(
      `  ${screen.page}${withoutEarlyHandler ? ' (no early handler)' : ''}: tap at +${result.tapMs} ms ${result.counted ? 'counted' : 'lost'} (live at +${result.liveMs} ms)`,
    );
    probes.push(result);
    return result;
  };
  const first = await at(0);
  let found = first;
  if (!first.counted) {
    let lost = 0;
    let counted = Math.ceil(first.liveMs / GRID_MS) + 1;
    found = await at(counted * GRID_MS);
    while (counted - lost > 1) {
      const middle = Math.floor((lost + counted) / 2);
      const result = await at(middle * GRID_MS);
      if (result.counted) {
        counted = middle;
        found = result;
      } else lost = middle;
    }
  }
  return {
    page: screen.page,
    earlyHandler: !withoutEarlyHandler,
    firstCountedTapMs: found.counted ? found.tapMs : null,
    lostTaps: found.counted ? Math.round(found.offsetMs / GRID_MS) : null,
    liveMs: first.liveMs,
    loads: probes.length,
  };
}

/**
 * The first-tap delay and lost taps of each screen, with the page's early tap handler and, with `compare`, without it
 * (the Lighthouse table needs only the first; `--only=first-tap` measures both).
 */
export async function measureFirstTap({ base, log, compare = true, pages = null }) {
  const screens = pages ? FIRST_TAP_SCREENS.filter((screen) => pages.includes(screen.page)) : FIRST_TAP_SCREENS;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const rows = [];
    for (const withoutEarlyHandler of compare ? [false, true] : [false])
      for (const screen of screens) {
        try {
          rows.push(await firstTapOf(browser, base, screen, withoutEarlyHandler, log));
        } catch (error) {
          // One screen that cannot be measured (its control gone) is reported; the others' figures are kept.
          log(`  ${screen.page}: not measured: ${error.message}`);
          rows.push({
            page: screen.page,
            earlyHandler: !withoutEarlyHandler,
            firstCountedTapMs: null,
            lostTaps: null,
            liveMs: null,
            loads: 0,
            error: error.message,
          });
        }
      }
    return { chromium: `Chromium ${browser.version()}`, cpuSlowdown: CPU_SLOWDOWN, gridMs: GRID_MS, rows };
  } finally {
    await browser.close();
  }
}
