import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface BridgeCall {
  name: string;
  payload?: unknown;
  native: boolean;
}

const screenshotDir = path.join(import.meta.dirname, '..', 'artifacts', 'screenshots');
mkdirSync(screenshotDir, { recursive: true });

export const DEMO_LAUNCH = {
  userId: '1001',
  sessionId: 'demo-1001',
  productId: '1',
  orderId: '5004',
  deviceId: 'e2e-device',
  appVersion: '1.0.0',
} as const;

/**
 * The Indian demo borrower (docs/demo.md), to spread over DEMO_LAUNCH: product 3 and order 6007, in the same
 * state as the Mexican borrower's 5004 (disbursed 60 days ago, extension offered). A borrower's market is where they
 * borrow, whatever wording the app asks for, so India is reached only through an Indian borrower.
 */
export const INDIAN_LAUNCH = { userId: '1002', sessionId: 'demo-1002', productId: '3', orderId: '6007' } as const;

/** The Indian demo order in the status of each Mexican demo order (the same figures, in rupees). */
export const INDIAN_ORDER = {
  '5001': '6002',
  '5002': '6003',
  '5003': '6004',
  '5004': '6007',
  '5005': '6005',
  '5006': '6006',
} as const;

/** A URL with the demo borrower's launch parameters and the wording set (1 = English, 2 = Spanish). */
export function launchUrl(pathname: string, language: '1' | '2', extra: Record<string, string> = {}): string {
  return `${pathname}?${new URLSearchParams({ ...DEMO_LAUNCH, language, ...extra }).toString()}`;
}

/**
 * Opens an in-app screen the way a link inside the app does: the test preview page arrives server-rendered, then the
 * router moves to `url` in the browser, which makes the screen's calls itself. For tests that fail a call with
 * `page.route` (a server-rendered first view gets its data on the server, where no route can reach it).
 */
export async function openInBrowser(page: Page, url: string): Promise<void> {
  const launch = new URL(url, 'http://app.test').searchParams;
  await page.goto(`/testPreview?${launch.toString()}`);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

export const test = base.extend<{
  hydrationGuard: undefined;
  pageErrorGuard: undefined;
  bridgeLog: () => Promise<BridgeCall[]>;
  expectAccessible: (label?: string) => Promise<void>;
  shot: (name: string) => Promise<void>;
}>({
  /**
   * A server-rendered in-app screen is on view before its script has hydrated it, when a tap still does nothing:
   * after each `goto`, `reload`, `goBack` and `goForward`, an in-app page (it carries the server's state block) is
   * waited for until it is live (apps/web/src/app/router.tsx), as a borrower's second tap would find it.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const untilLive = async <T>(navigated: Promise<T>): Promise<T> => {
      const response = await navigated;
      if (javaScriptEnabled !== false && (await page.locator('#server-state').count()) > 0)
        await page.waitForFunction(() => document.documentElement.dataset.screenLive === 'true');
      return response;
    };
    const { goto, reload, goBack, goForward } = {
      goto: page.goto.bind(page),
      reload: page.reload.bind(page),
      goBack: page.goBack.bind(page),
      goForward: page.goForward.bind(page),
    };
    page.goto = (url, options) => untilLive(goto(url, options));
    page.reload = (options) => untilLive(reload(options));
    page.goBack = (options) => untilLive(goBack(options));
    page.goForward = (options) => untilLive(goForward(options));
    await use(page);
  },
  /**
   * Every test fails when the browser's first render of a server-rendered or built page differs from the HTML it
   * hydrated (apps/web/src/app/hydrate.tsx compares them and logs each difference).
   */
  hydrationGuard: [
    async ({ page }, use) => {
      const mismatches: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('[hydration]')) mismatches.push(message.text());
      });
      await use(undefined);
      expect(mismatches, 'the browser rendered the screen differently from the server').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Every test fails on an error a page reports to itself and that reaches neither the console nor Playwright's page
   * errors, such as the browser's "ResizeObserver loop completed with undelivered notifications" (which iOS 16's
   * WebKit raises as an uncaught "Script error."), as the WebKit lanes' console record already does.
   */
  pageErrorGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      await page.exposeBinding('__reportPageError', (_source, text: string) => {
        errors.push(text);
      });
      await page.addInitScript(() => {
        const report = (window as unknown as { __reportPageError: (text: string) => void }).__reportPageError;
        window.addEventListener('error', (event) => report(`${window.location.pathname}: ${event.message}`));
      });
      await use(undefined);
      expect(errors, 'errors the page reported to itself').toEqual([]);
    },
    { auto: true },
  ],
  /** What the native side would have received (window.__bridgeLog). */
  bridgeLog: async ({ page }, use) => {
    await use(() => page.evaluate(() => (window as unknown as { __bridgeLog?: BridgeCall[] }).__bridgeLog ?? []));
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (label) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(summary, `accessibility violations${label ? ` on ${label}` : ''}`).toEqual([]);
    });
  },
  shot: async ({ page }, use, testInfo) => {
    await use(async (name) => {
      const file = path.join(screenshotDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage: false });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
});

export { expect, type Page };
