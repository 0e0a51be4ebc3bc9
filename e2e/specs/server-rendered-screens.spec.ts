import { createHash } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, INDIAN_LAUNCH, launchUrl, test } from '../support/fixtures.ts';

/**
 * Every in-app screen arrives rendered in the HTML: with scripts turned off, the borrower already sees the screen
 * with their data (or the true reason it cannot be shown), in their market's language.
 */
interface ScreenCase {
  path: string;
  extra?: Record<string, string>;
  /** Texts the HTML must show (the Indian borrower reading English). */
  shows: string[];
}

const SCREENS: ScreenCase[] = [
  { path: '/testPreview', shows: ['Test preview'] },
  { path: '/confirm', shows: ['Confirm loan', '₹5,000.00'] },
  { path: '/loanDetail', shows: ['Loan details', 'Due on', '₹5,029.58'] },
  { path: '/order', shows: ['Loan details', '₹5,029.58'] },
  { path: '/loginFailure', shows: ['We could not sign you in'] },
  { path: '/repay', shows: ['Repay loan', '₹5,029.58'] },
  { path: '/repayDelay', shows: ['Repayment extension', 'Extension amount'] },
  { path: '/customerService', shows: ['Online service', '+91 80 4567 8901'] },
  { path: '/aboutUs', shows: ['About us'] },
  { path: '/contract', shows: ['Loan agreement', 'PROMISSORY NOTE'] },
  { path: '/agony', shows: ['INSTALMENT LOAN AGREEMENT'] },
  { path: '/PrivacyPolicy', shows: ['Privacy Notice'] },
  { path: '/complaint', shows: ['Complaints and suggestions', 'My complaints'] },
  { path: '/complaintList', shows: ['My complaints', 'In progress'] },
  { path: '/complainDetails', extra: { problemId: '999999' }, shows: ['Complaint details', 'Complaint not found'] },
  { path: '/carpmm', extra: { amount: '100' }, shows: ['Some payment details are missing'] },
  { path: '/repayChoice', shows: ['Choose how to repay', '₹5,029.58'] },
  { path: '/bindCard', shows: ['Link a bank card', 'Card number'] },
  { path: '/grievance', shows: ['Grievance redressal'] },
  { path: '/settlementCertificate', shows: ['This loan is not fully repaid yet'] },
];

test.describe('in-app screens rendered on the server, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const screen of SCREENS) {
    test(`${screen.path} is in the HTML`, async ({ page }) => {
      const response = await page.goto(launchUrl(screen.path, '1', { ...INDIAN_LAUNCH, ...screen.extra }));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      for (const text of screen.shows) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    });
  }

  test('a form opened without what it needs redirects to the screen that asks for it', async ({ page }) => {
    await page.goto(launchUrl('/complainPageNext', '1'));
    await expect(page).toHaveURL(/\/complaint\?/);
    await expect(page.getByRole('heading', { name: 'Complaints and suggestions' })).toBeVisible();
  });

  test('an unknown in-app page is the app’s own not-found screen, with a 404', async ({ page }) => {
    const response = await page.goto(launchUrl('/nothingHere', '2'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Página no encontrada')).toBeVisible();
  });

  test('the Spanish market gets its language, title and currency from the server', async ({ page, shot }) => {
    await page.goto(launchUrl('/loanDetail', '2'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Detalle del préstamo');
    await expect(page.getByText('$5,029.58').first()).toBeVisible();
    await shot('server-rendered-loan-detail-es-no-script');
  });

  test('the state travels as data the page’s policy never runs; the one inline script runs by its hash', async ({
    page,
  }) => {
    const response = await page.goto(launchUrl('/loanDetail', '1'));
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<script type="application/json" id="server-state">');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^<]*)<\/script>/g)];
    expect(inline.map((match) => match[1])).toEqual(['', ' type="application/json" id="server-state"']);
    // The early tap handler (apps/web/src/app/first-taps/capture.ts): allowed by its digest, nothing else inline is.
    const digest = createHash('sha256')
      .update(inline[0]?.[2] ?? '')
      .digest('base64');
    const scriptSrc = response?.headers()['content-security-policy']?.match(/script-src ([^;]*)/)?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${digest}'`);
  });
});

test('the browser takes over the server’s screen without asking for its data again', async ({ page, shot }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/loan-details/loan-details')) calls.push(request.url());
  });
  await page.goto(launchUrl('/loanDetail', '1', INDIAN_LAUNCH), { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Loan details' })).toBeVisible();
  expect(calls).toEqual([]);
  await page.getByRole('button', { name: 'Repay' }).click();
  await expect(page).toHaveURL(/\/repay\?/);
  await expect(page.getByText('₹5,029.58').first()).toBeVisible();
  await shot('server-rendered-then-hydrated-repay-en');
});

/**
 * A page of its own whose `/loanDetail` HTML is changed by `edit` on the way (the automatic guard on `page` would,
 * rightly, fail these tests), with the `[hydration]` reports it logs.
 */
async function pageWithEditedHtml(browser: Browser, edit: (html: string) => string) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.route(
    (url) => url.pathname === '/loanDetail',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const edited = edit(html);
      expect(edited).not.toBe(html);
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, headers, body: edited });
    },
  );
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[hydration]')) mismatches.push(message.text());
  });
  await page.goto(launchUrl('/loanDetail', '1'));
  await page.waitForFunction(() => document.documentElement.dataset.screenLive === 'true');
  return { page, mismatches };
}

test('a server render the browser does not reproduce is reported, and the browser’s render is what shows', async ({
  browser,
}) => {
  const { page, mismatches } = await pageWithEditedHtml(browser, (html) => html.replace('Due on', 'Due by'));
  expect(mismatches).toHaveLength(1);
  expect(mismatches[0]).toContain('Due by');
  await expect(page.getByText(/^Due on /)).toBeVisible();
  await page.close();
});

test('an attribute the browser does not render is reported, though hydration leaves it as the server sent it', async ({
  browser,
}) => {
  // The server's Repay arrives disabled; the browser renders it enabled. Preact does not patch attributes as it
  // hydrates, so the markup after hydration equals the server's: only the comparison with the render's props sees it.
  const repay = '<div class="detail-actions"><button type="button"';
  const { page, mismatches } = await pageWithEditedHtml(browser, (html) => html.replace(repay, `${repay} disabled`));
  expect(mismatches).toHaveLength(1);
  expect(mismatches[0]).toContain('<button> disabled: server "", browser (none) at');
  expect(mismatches[0]).toContain('div > button');
  await expect(page.getByRole('button', { name: 'Repay' })).toBeDisabled();
  await page.close();
});

test('the screen’s CSS comes inside its HTML, allowed by its hashes; its scripts are not linked from it', async ({
  page,
}) => {
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) stylesheetRequests.push(request.url());
  });
  // A style element the policy refused would be reported here (and have no sheet).
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  const response = await page.goto(launchUrl('/loanDetail', '1'));
  const html = (await response?.text()) ?? '';
  // One script element with a source: the small module that starts the others after the first frame.
  const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((match) => match[1]);
  expect(sources).toEqual([expect.stringMatching(/^\/assets\/after-paint-[\w-]+\.js$/)]);
  expect(html).not.toContain('rel="modulepreload"');
  // The shell's and the screen's stylesheets, each inline with a disabled link to its file, which is never fetched.
  const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
  expect(styles.length).toBeGreaterThan(1);
  expect(links).toHaveLength(styles.length);
  for (const link of links) expect(link).toMatch(/ href="\/assets\/[\w-]+\.css" disabled>$/);
  const hashes = styles.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy.match(/style-src-elem ([^;]*)/)?.[1]).toBe(["'self'", ...hashes].join(' '));
  await page.waitForFunction(() => document.documentElement.dataset.screenLive === 'true');
  await page.waitForLoadState('networkidle');
  // Live, and still no stylesheet fetched or applied from its file: the app's import of the screen skipped its CSS.
  expect(stylesheetRequests).toEqual([]);
  const sheets = await page.evaluate(() => Array.from(document.styleSheets).map((sheet) => sheet.href));
  expect(sheets).toEqual(styles.map(() => null));
  expect(refused).toEqual([]);

  // A screen opened in the browser afterwards fetches and applies the stylesheets the page did not carry.
  await page.getByRole('button', { name: 'Repay' }).click();
  await expect(page).toHaveURL(/\/repay\?/);
  await expect(page.getByRole('heading', { name: 'Repay loan' })).toBeVisible();
  await expect.poll(() => stylesheetRequests.some((url) => /\/assets\/repay-[\w-]+\.css$/.test(url))).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.styleSheets).some((sheet) => /\/repay-[\w-]+\.css$/.test(sheet.href ?? '')),
      ),
    )
    .toBe(true);
});

test('the screen’s own scripts are requested beside the app entry, not once it has run', async ({ context }) => {
  // The entry is held until the screen's chunk has been requested: a chunk the entry itself imports would never be.
  const ENTRY = /\/assets\/app-[\w-]+\.js$/;
  const SCREEN_CHUNK = /\/assets\/loan-detail-[\w-]+\.js$/;
  const page = await context.newPage();
  let chunkRequested = () => {};
  const chunkSeen = new Promise<true>((resolve) => {
    chunkRequested = () => resolve(true);
  });
  page.on('request', (request) => {
    if (SCREEN_CHUNK.test(new URL(request.url()).pathname)) chunkRequested();
  });
  let entryHeldUntilChunk: boolean | undefined;
  await page.route(
    (url) => ENTRY.test(url.pathname),
    async (route) => {
      const gaveUp = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000));
      entryHeldUntilChunk = await Promise.race([chunkSeen, gaveUp]);
      await route.continue();
    },
  );
  const response = await page.goto(launchUrl('/loanDetail', '1'));
  const html = (await response?.text()) ?? '';
  expect(html.match(/data-entry="([^"]+)"/)?.[1], 'the loader starts the app entry').toMatch(ENTRY);
  const preloaded = (html.match(/data-preload="([^"]+)"/)?.[1] ?? '').split(' ');
  expect(
    preloaded.some((href) => SCREEN_CHUNK.test(href)),
    'the loader preloads the screen’s chunk',
  ).toBe(true);
  await expect.poll(() => entryHeldUntilChunk, { timeout: 10_000 }).toBe(true);
  await page.waitForFunction(() => document.documentElement.dataset.screenLive === 'true');
});
