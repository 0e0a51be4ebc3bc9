import { expect, launchUrl, test } from '../support/fixtures.ts';

/**
 * The order a borrower chose on the complaint home is kept in this browser only. The server renders the launch's
 * order; the choice is applied once the screen is live, so the first render is the server's (the fixture fails the
 * test on a `[hydration]` report) and the chosen order is what the borrower then sees.
 */
test('an order chosen on the complaint home is the one shown after a reload', async ({ page }) => {
  await page.goto(launchUrl('/complaint', '1'));
  const selected = page.getByRole('region', { name: 'Selected order' });
  await expect(selected).toContainText(/Order number\s*5004/);
  await page.getByRole('button', { name: 'All' }).click();
  await page
    .getByRole('radio', { name: /Order number 5001/ })
    .locator('..')
    .click();
  await expect(selected.locator('.order-card').first()).toContainText(/Order number\s*5001/);

  await page.reload();
  await expect(selected.locator('.order-card')).toHaveCount(1);
  await expect(selected).toContainText(/Order number\s*5001/);
});
