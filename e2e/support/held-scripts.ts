import type { BrowserContext, Page } from '@playwright/test';

/**
 * A page whose app scripts are held back by the test: it is painted from its HTML (server-rendered, or built for the
 * marketing pages and the landing) and its early tap handler listens (apps/web/src/app/first-taps), but nothing has
 * hydrated it until `release`.
 */
export interface HeldScripts {
  page: Page;
  /** Lets the page's scripts through and waits until it is live. */
  release: () => Promise<void>;
}

/**
 * A page of `context` (not the fixture's `page`, whose navigations wait for the screen to be live) whose scripts, all
 * but the small after-paint module that requests them, wait for `release`.
 */
export async function pageWithScriptsHeld(context: BrowserContext): Promise<HeldScripts> {
  const page = await context.newPage();
  let letThrough = () => {};
  const released = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route(
    (url) =>
      url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !url.pathname.includes('after-paint'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return {
    page,
    release: async () => {
      letThrough();
      await page.waitForFunction(() => document.documentElement.dataset.screenLive === 'true');
    },
  };
}

/** Whether the page's scripts have made it live (platform/screen-live.ts). */
export const screenLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.screenLive);
