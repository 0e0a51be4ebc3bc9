import { expect, launchUrl, type Page, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 90_000 });

const items = (page: Page) => page.getByRole('tabpanel').getByRole('link');

test('Back from a complaint returns to the list on the same tab at the same scroll', async ({ page, shot }) => {
  const made = await page.request.post('/dev/complaint-list-borrower?count=45');
  expect(made.ok()).toBe(true);
  const { userId, sessionId }: { userId: string; sessionId: string } = await made.json();
  await page.goto(launchUrl('/complaintList', '1', { userId, sessionId, orderId: '' }));
  // Every page loaded, then the second tab, scrolled to its end.
  await items(page).last().scrollIntoViewIfNeeded();
  await expect(items(page)).toHaveCount(30);
  await items(page).last().scrollIntoViewIfNeeded();
  await expect(items(page)).toHaveCount(34);
  await page.getByRole('tab', { name: 'Replied (11)' }).click();
  await expect(items(page)).toHaveCount(11);
  await items(page).last().scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const opened = items(page).nth(8);
  const openedText = await opened.innerText();
  await opened.click();
  await expect(page).toHaveURL(/\/complainDetails\?problemId=\d+/);

  await page.goBack();
  await expect(page).toHaveURL(/\/complaintList/);
  await expect(page.getByRole('tab', { name: 'Replied (11)' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => items(page).nth(8).innerText()).toBe(openedText);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await shot('complaint-list-back-same-place-1');
});

test('after a complaint is sent, Back leaves the complaint screens instead of showing the same home again', async ({
  page,
}) => {
  await page.goto(launchUrl('/complaintList', '1'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(launchUrl('/complaint', '1'));
  await page.getByRole('button', { name: 'All' }).click();
  await page.getByRole('radio', { name: /5004/ }).click();
  await page.getByRole('button', { name: 'Collection' }).click();
  await page.getByRole('button', { name: 'Rude or threatening language' }).click();
  await expect(page).toHaveURL(/\/complainPageNext\?/);
  await page.getByLabel('Describe the problem').fill('The agent called me at night.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Complaint sent' })).toBeVisible();
  await expect(page).toHaveURL(/\/complaint(\?|$)/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints and suggestions' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/complaintList/);
});
