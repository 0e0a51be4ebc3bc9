import { describe, expect, test } from 'vitest';
import { launch, type Phone, usePhone } from '../browser.ts';

/**
 * The pages carry their CSS inline, each stylesheet beside a disabled link to its file (apps/server/src/plugins/
 * inline-styles.ts): WebKit, like Chromium (e2e/specs/server-rendered-screens.spec.ts), fetches none of those files
 * and applies each stylesheet once, from the page, also after the app's scripts have imported the screen.
 */
describe('pages with their CSS inline in WebKit', () => {
  const phone = usePhone();

  /** The stylesheet files the page fetched, and where each of its sheets comes from (`null`: a style element). */
  const stylesheets = (p: Phone) =>
    p.browser.execute(() => ({
      fetched: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.css')),
      sheets: Array.from(document.styleSheets).map((sheet) => sheet.href),
      styleElements: document.querySelectorAll('style').length,
    })) as Promise<{ fetched: string[]; sheets: (string | null)[]; styleElements: number }>;

  test('/loanDetail, once live, has fetched no stylesheet and applies each inline one once', async () => {
    const p = phone();
    await p.open(launch('/loanDetail', '2'));
    await p.get('heading', 'Pendiente de pago');
    const { fetched, sheets, styleElements } = await stylesheets(p);
    expect(fetched).toEqual([]);
    expect(styleElements).toBeGreaterThan(1);
    expect(sheets).toEqual(Array.from({ length: styleElements }, () => null));
  });

  test('a screen opened in the browser afterwards fetches and applies its own stylesheets', async () => {
    const p = phone();
    await p.open(launch('/loanDetail', '2'));
    await p.browser.execute(
      (url: string) => {
        window.history.pushState({}, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      launch('/complaint', '2'),
    );
    await p.get('heading', 'Quejas y sugerencias');
    await p.browser.waitUntil(
      async () => (await stylesheets(p)).sheets.some((href) => /\/assets\/complaint-[\w-]+\.css$/.test(href ?? '')),
      { timeout: 15_000, timeoutMsg: 'the complaint screen’s stylesheet was never applied' },
    );
    const { fetched } = await stylesheets(p);
    expect(fetched.filter((pathname) => /\/assets\/complaint-[\w-]+\.css$/.test(pathname))).toHaveLength(1);
  });

  test('the site’s home page has fetched no stylesheet and applies each inline one once', async () => {
    const p = phone();
    await p.open('/?market=MX');
    await p.sees('Solicita desde tu celular');
    const { fetched, sheets, styleElements } = await stylesheets(p);
    expect(fetched).toEqual([]);
    expect(styleElements).toBeGreaterThan(1);
    expect(sheets).toEqual(Array.from({ length: styleElements }, () => null));
  });
});
