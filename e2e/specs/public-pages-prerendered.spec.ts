import type { ConsoleMessage } from '@playwright/test';
import { expect, type Page, test } from '../support/fixtures.ts';
import { expectScriptsAfterPaint } from '../support/page-scripts.ts';

/**
 * The marketing pages and the promotion landing's shell are built into their HTML (apps/web/scripts/prerender.mjs):
 * a phone paints them before any script runs, and the scripts then hydrate them without React finding a difference.
 */

/** The site's wording follows its market (`?market=` picks it): India's English, Mexico's Spanish. */
const MARKET_OF_WORDING = { en: 'IN', es: 'MX' } as const;

/** Per page and language: its main heading and a heading of its content. */
const PAGES = [
  {
    path: '/',
    en: [/short-term loans from your phone/, 'How it works'],
    es: [/préstamos a corto plazo desde tu celular/, 'Cómo funciona'],
  },
  { path: '/About', en: ['About us', 'Reach us'], es: ['Quiénes somos', 'Cómo contactarnos'] },
  { path: '/User', en: ['Reviews', 'Read the reviews'], es: ['Opiniones', 'Lee las opiniones'] },
  { path: '/Policy', en: ['Privacy notice', null], es: ['Aviso de privacidad', null] },
  {
    path: '/Loan',
    en: ['Loan terms and conditions', 'Representative example'],
    es: ['Términos y condiciones del préstamo', 'Ejemplo representativo'],
  },
  { path: '/Contact', en: ['Contact us', 'Write to us'], es: ['Contacto', 'Escríbenos'] },
] as const;

const SHOTS = '/tmp/shots-public-prerender';

/** React's hydration errors in a production build, and the page's own report of them (apps/web/src/app/hydrate.tsx). */
const HYDRATION_ERROR = /\[hydration\]|Minified React error #(418|419|421|422|423|425)|did not match|hydrat/i;

function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (HYDRATION_ERROR.test(text)) errors.push(text);
  };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') keep(message.text());
  });
  page.on('pageerror', (error) => keep(error.message));
  return errors;
}

test.describe('public pages before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const [wording, market] of Object.entries(MARKET_OF_WORDING)) {
    test(`every marketing page's content is in its HTML (${wording})`, async ({ page }) => {
      test.setTimeout(60_000);
      for (const entry of PAGES) {
        const [h1, h2] = entry[wording as keyof typeof MARKET_OF_WORDING];
        const response = await page.goto(`${entry.path}?market=${market}`);
        // One inline executable script, the early tap handler, allowed by its digest: every other script of the page
        // is a file, and the HTML links none but the module that requests them once the page is painted.
        await expectScriptsAfterPaint(response, entry.path);
        await expect(page.locator('html')).toHaveAttribute('lang', wording);
        await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeAttached();
        if (h2) await expect(page.getByRole('heading', { level: 2, name: h2 })).toBeVisible();
        // Folded behind the menu button on a phone, as with the script.
        await expect(page.locator('nav.site__nav')).toBeAttached();
        await expect(page.getByRole('contentinfo')).toContainText('Lend H5 Financial Services');
        await page.screenshot({ path: `${SHOTS}/nojs-${entry.path.slice(1) || 'home'}-${wording}.png` });
      }
    });
  }

  test('the promotion landing arrives with its form shell, in the sizes of the form', async ({ page }) => {
    await expectScriptsAfterPaint(await page.goto('/promo.html#/?id=1'), 'promo.html');
    const shell = page.locator('main.promo[aria-busy="true"]');
    await expect(shell).toBeVisible();
    // The banner's place keeps the template banner's 750×400 ratio, so nothing below it moves when it arrives.
    const banner = await shell.locator('.promo__banner').boundingBox();
    expect(banner?.width).toBe(390);
    expect(Math.round(banner?.height ?? 0)).toBe(208);
    await expect(shell.locator('.promo-skeleton--input')).toHaveCount(3);
    await expect(shell.locator('.promo-skeleton--button')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/nojs-promo.png` });
  });
});

test.describe('public pages hydrate what the build rendered', () => {
  for (const [wording, market] of Object.entries(MARKET_OF_WORDING)) {
    test(`marketing pages hydrate without a mismatch and their menu works (${wording})`, async ({ page }) => {
      test.setTimeout(90_000);
      const errors = hydrationErrors(page);
      for (const entry of PAGES) {
        await page.goto(`${entry.path}?market=${market}`);
        // Once the page's chunk is in, the page hydrates (a tap during hydration is replayed by React after it).
        await page.waitForLoadState('networkidle');
        const menu = page.locator('.site__menu-button');
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        // The menu's own navigation (the market switch beside it is another).
        await expect(page.locator(`#${await menu.getAttribute('aria-controls')}`)).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/js-${entry.path.slice(1) || 'home'}-${wording}-menu.png` });
        await menu.click();
        await page.screenshot({ path: `${SHOTS}/js-${entry.path.slice(1) || 'home'}-${wording}.png` });
      }
      expect(errors).toEqual([]);
    });
  }

  test('the promotion landing hydrates its shell and fills it for each template', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = hydrationErrors(page);
    for (const [id, apply] of [
      ['1', 'Solicitar ahora'],
      ['2', 'Apply now'],
      ['3', '立即申请'],
    ] as const) {
      await page.goto(`/promo.html#/?id=${id}&app_from=e2e`);
      await expect(page.getByRole('button', { name: apply })).toBeVisible();
      await expect(page.locator('main.promo[aria-busy="true"]')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/js-promo-${id}.png` });
    }
    expect(errors).toEqual([]);
  });
});
