import { expect, launchUrl, type Page, test } from '../support/fixtures.ts';

/** 45 complaints, an hour apart, newest first: numbers 1–45; every fourth (11) answered, 34 in progress. */
async function borrowerWith45(page: Page) {
  const made = await page.request.post('/dev/complaint-list-borrower?count=45');
  expect(made.ok()).toBe(true);
  const { userId, sessionId }: { userId: string; sessionId: string } = await made.json();
  return { userId, sessionId, orderId: '' };
}

// Two journeys of three pages each with axe checks: about 20 s each on a quiet machine, up to 50 s on a busy one.
test.describe.configure({ timeout: 90_000 });

const items = (page: Page) => page.getByRole('tabpanel').getByRole('link');
const listRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/user-problem/problem-list')) urls.push(request.url());
  });
  return urls;
};

test('the list loads the next pages as the borrower scrolls, to its end', async ({ page, shot, expectAccessible }) => {
  const borrower = await borrowerWith45(page);
  const requests = listRequests(page);
  await page.goto(launchUrl('/complaintList', '1', borrower));

  // The first page only: 15 of its 20 complaints are in progress, and more are to come.
  await expect(page.getByRole('tab', { name: 'In progress (15+)' })).toHaveAttribute('aria-selected', 'true');
  await expect(items(page)).toHaveCount(15);
  await expect(items(page).first()).toContainText('Complaint number 1');
  await expect(page.getByRole('button', { name: 'Show more complaints' })).toBeVisible();
  // The first page came with the server-rendered HTML: the browser has asked for nothing yet.
  expect(requests).toHaveLength(0);
  await shot('complaint-list-first-page-1');
  await expectAccessible('complaint list, first page with more to come');

  // Scrolling near the end loads the next page, then the last one.
  await items(page).last().scrollIntoViewIfNeeded();
  await expect(items(page)).toHaveCount(30);
  await items(page).last().scrollIntoViewIfNeeded();
  await expect(page.getByRole('status')).toHaveText('That is all your complaints.');
  await expect(items(page)).toHaveCount(34);
  await expect(page.getByRole('button', { name: 'Show more complaints' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'In progress (34)' })).toBeVisible();
  expect(requests).toHaveLength(2);
  expect(requests.every((url) => new URL(url).searchParams.has('cursor'))).toBe(true);
  const numbers = (await items(page).allInnerTexts()).map((text) => Number(/number (\d+)/.exec(text)?.[1]));
  expect(numbers).toEqual(Array.from({ length: 45 }, (_, i) => i + 1).filter((n) => n % 4 !== 0));
  await page.getByRole('status').scrollIntoViewIfNeeded();
  await shot('complaint-list-end-1');
  await expectAccessible('complaint list at its end');

  await page.getByRole('tab', { name: 'Replied (11)' }).click();
  await expect(items(page)).toHaveCount(11);
});

test('a page that fails to load keeps the complaints above and is retried on its own; the button loads without scrolling', async ({
  page,
  shot,
  expectAccessible,
}) => {
  // A webview without IntersectionObserver: only the button loads more.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
  const borrower = await borrowerWith45(page);
  let failNext = true;
  await page.route('**/user-problem/problem-list?*', (route) => {
    if (failNext && new URL(route.request().url()).searchParams.has('cursor')) {
      failNext = false;
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  const requests = listRequests(page);
  await page.goto(launchUrl('/complaintList', '2', borrower));
  await expect(page.getByRole('tab', { name: 'En proceso (15+)' })).toBeVisible();
  await items(page).last().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  // The first page came with the HTML; nothing more loads by scrolling without IntersectionObserver.
  expect(requests, 'nothing loads by scrolling without IntersectionObserver').toHaveLength(0);

  const more = page.getByRole('button', { name: 'Ver más quejas' });
  await more.scrollIntoViewIfNeeded();
  await shot('complaint-list-more-button-2');
  await more.focus();
  await page.keyboard.press('Enter');
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('No pudimos cargar las siguientes quejas. Las de arriba siguen aquí.');
  await expect(items(page)).toHaveCount(15);
  await failure.scrollIntoViewIfNeeded();
  await shot('complaint-list-more-failed-2');
  await expectAccessible('complaint list, a page failed');

  await failure.getByRole('button', { name: 'Reintentar' }).click();
  await expect(items(page)).toHaveCount(30);
  await expect(failure).toHaveCount(0);
  await page.getByRole('button', { name: 'Ver más quejas' }).click();
  await expect(page.getByRole('status')).toHaveText('Esas son todas tus quejas.');
  await expect(items(page)).toHaveCount(34);
  await expect(page.getByRole('tab', { name: 'Respondidas (11)' })).toBeVisible();
  await page.getByRole('status').scrollIntoViewIfNeeded();
  await shot('complaint-list-end-2');
  // The first page came with the HTML; then the failed second page, its retry, and the third page.
  expect(requests).toHaveLength(3);
});
