import type { Route } from '@playwright/test';
import { expect, launchUrl, openInBrowser, type Page, test } from '../support/fixtures.ts';

/** REQUEST_TIMEOUT_MS of packages/contract (spec: a call is given up after 60 s). */
const TIMEOUT_MS = 60_000;
/** Seconds of real time the clock may run between the request starting and the test pausing it. */
const SLACK_MS = 10_000;

/** Every shared-helper call of the in-app screens goes under /online. */
const API = '**/online/**';

const failedTitle = (page: Page) => page.getByRole('heading', { name: 'We could not load this page' });
const retryButton = (page: Page) => page.getByRole('button', { name: 'Retry' });

/** In-app screens with what only the loaded screen shows (demo borrower 1001, order 5004, English). */
const screens = [
  { name: 'loan confirm', path: '/confirm', loaded: (p: Page) => p.getByRole('heading', { name: 'Presto Cash' }) },
  { name: 'loan detail', path: '/loanDetail', loaded: (p: Page) => p.getByText('Presto Cash').first() },
  { name: 'repayment', path: '/repay', loaded: (p: Page) => p.getByRole('region', { name: 'Bank repayment' }) },
  { name: 'complaint home', path: '/complaint', loaded: (p: Page) => p.getByText('5004').first() },
  { name: 'complaint list', path: '/complaintList', loaded: (p: Page) => p.getByRole('tab', { name: /In progress/ }) },
  {
    name: 'customer service',
    path: '/customerService',
    loaded: (p: Page) => p.getByRole('link', { name: /800 123 4567/ }),
  },
] as const;

for (const screen of screens) {
  test(`${screen.name}: a dropped connection shows the retry state, and retry after reconnecting loads the screen`, async ({
    page,
    expectAccessible,
    shot,
  }) => {
    let aborted = 0;
    await page.route(API, (route) => {
      aborted += 1;
      return route.abort('internetdisconnected');
    });
    await openInBrowser(page, launchUrl(screen.path, '1'));
    await expect(failedTitle(page)).toBeVisible();
    await expect(retryButton(page)).toBeEnabled();
    await expect(screen.loaded(page)).toHaveCount(0);
    expect(aborted).toBeGreaterThan(0);
    await shot(`retry-state${screen.path.replace('/', '-')}-1`);
    await expectAccessible(`${screen.name} retry state`);

    // Still offline: retrying fails again and the retry state stays.
    const before = aborted;
    await retryButton(page).click();
    await expect.poll(() => aborted).toBeGreaterThan(before);
    await expect(failedTitle(page)).toBeVisible();

    // Reconnected: the same button loads the screen.
    await page.unroute(API);
    await retryButton(page).click();
    await expect(screen.loaded(page)).toBeVisible();
    await expect(failedTitle(page)).toHaveCount(0);
  });
}

test('a call with no answer is given up after the 60 s time-out, not before, then retry loads the screen', async ({
  page,
  shot,
}) => {
  const start = new Date('2026-03-02T10:00:00Z').getTime();
  await page.clock.install({ time: start });
  const held: Route[] = [];
  const given = { up: 0 };
  page.on('requestfailed', (request) => {
    if (request.url().includes('loan-play-detail')) given.up += 1;
  });
  await page.route('**/online/v3/installment/loan-play-detail**', (route) => {
    // No answer at all: the request stays open until the page gives up on it.
    held.push(route);
  });
  await openInBrowser(page, launchUrl('/repay', '1'));
  await expect.poll(() => held.length).toBe(1);
  // Stop the clock within a few seconds of the request starting; from here only the test moves time.
  await page.clock.pauseAt(start + SLACK_MS);

  // Just before the time-out (at most 58 s after the request began) the screen is still waiting.
  await page.clock.runFor(TIMEOUT_MS - SLACK_MS - 2_000);
  // A real second for a failure, had there been one, to reach the screen (the page's clock stays paused).
  await page.waitForTimeout(1_000);
  expect(given.up).toBe(0);
  await expect(failedTitle(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Bank repayment' })).toHaveCount(0);

  // Past it (at least 61 s after the request began): the call is abandoned and the retry state appears.
  await page.clock.runFor(SLACK_MS + 3_000);
  await expect(failedTitle(page)).toBeVisible();
  expect(given.up).toBe(1);
  await shot('retry-state-timeout-1');

  await page.unroute('**/online/v3/installment/loan-play-detail**');
  await page.clock.resume();
  await retryButton(page).click();
  await expect(page.getByRole('region', { name: 'Bank repayment' })).toBeVisible();
});

/** A small real PNG drawn by the page's canvas. */
async function drawPhoto(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = 'hsl(160 70% 45%)';
    context.fillRect(0, 0, 120, 90);
    return canvas.toDataURL('image/png');
  });
  return { name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

test('a complaint whose submit fails keeps its text and uploaded photos, and is filed once after reconnecting', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  await page.goto(launchUrl('/complainPageNext', '1', { problemType: '4' }));
  const description = page.getByLabel('Describe the problem');
  await expect(description).toBeVisible();
  const text = `The app showed my payment twice. ${Date.now()}`;
  await description.fill(text);

  const photos = [await drawPhoto(page), await drawPhoto(page)];
  await page.getByLabel('Add photo').setInputFiles(photos);
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
  await expect(page.getByText(/^Uploading/)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Upload failed')).toHaveCount(0);

  // The connection drops as the borrower submits.
  let saves = 0;
  await page.route('**/online/user-problem/problem-save**', (route) => {
    saves += 1;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => saves).toBe(1);
  await expect(page.getByRole('dialog', { name: 'Complaint sent' })).toHaveCount(0);
  await expect(description).toHaveValue(text);
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
  await expect(page).toHaveURL(/\/complainPageNext/);
  await shot('complaint-submit-failed-1');
  await expectAccessible('complaint form after a failed submit');

  // Reconnected: the same draft goes through once.
  await page.unroute('**/online/user-problem/problem-save**');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Complaint sent' })).toBeVisible();
  await expect(page).toHaveURL(/\/complaint(\?|$)/, { timeout: 5_000 });

  await page.getByRole('link', { name: /My complaints/ }).click();
  const filed = page.getByRole('link', { name: new RegExp(text.slice(-13)) });
  await expect(filed).toHaveCount(1);
  const list = await request.get('/online/user-problem/problem-list?userId=1001&sessionId=demo-1001&language=1');
  const tabs: { items: { id: number; content: string }[] }[] = (await list.json()).data.tabs;
  const matches = tabs.flatMap((t) => t.items).filter((i) => i.content === text);
  expect(matches).toHaveLength(1);

  // Both photos went with it.
  await filed.click();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
});
