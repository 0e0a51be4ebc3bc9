import { expect, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder } from '../support/repay-fixture.ts';

test('NEFT / IMPS: no barcode to scan; the account number and the IFSC each have a Copy', async ({
  page,
  context,
  request,
  shot,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // NEFT is India's channel: an Indian borrower's order.
  const order = await freshOrder(request, { market: 'IN' });
  await page.goto(fixtureUrl('/carpmm', order, '1').replace('?', '?requestType=1&payCode=NEFT&'));
  await expect(page.getByRole('heading', { name: 'Loan repayment at NEFT / IMPS' })).toBeVisible();
  await expect(page.getByRole('img', { name: /barcode/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /barcode/i })).toHaveCount(0);

  const account = page.getByRole('button', { name: /^Copy account number \d{16}$/ });
  const number = /\d{16}/.exec((await account.getAttribute('aria-label')) ?? '')?.[0] ?? '';
  await expect(page.getByRole('definition').filter({ has: account })).toContainText(number.slice(0, 4));
  await account.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

  await page.getByRole('button', { name: 'Copy IFSC LEND0000001' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('LEND0000001');
  await shot('carpmm-neft-1');
});
