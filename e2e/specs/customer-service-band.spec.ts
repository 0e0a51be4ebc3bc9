import { expect, launchUrl, type Page, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder } from '../support/repay-fixture.ts';

/** The dock's band as drawn: its background and top border, and the room kept for it at the end of the page. */
async function band(page: Page) {
  return page.evaluate(() => {
    const dock = document.querySelector('.cs-dock');
    const space = document.querySelector('.cs-dock-space');
    if (!dock || !space) throw new Error('no customer-service dock');
    const style = getComputedStyle(dock);
    return {
      background: style.backgroundColor,
      border: style.borderTopStyle,
      space: space.getBoundingClientRect().height,
      scrolls: document.documentElement.scrollHeight > window.innerHeight,
    };
  });
}

for (const language of ['1', '2'] as const) {
  test(`a screen that ends above the button keeps no band for it (language=${language})`, async ({ page, shot }) => {
    await page.goto(launchUrl('/receipt', language, { receiptNo: 'P1' }));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => band(page))
      .toEqual({ background: 'rgba(0, 0, 0, 0)', border: 'none', space: 0, scrolls: false });
    await shot(`receipt-no-band-${language}`);
  });

  test(`a screen that scrolls under the button keeps its band (language=${language})`, async ({ page, request }) => {
    const order = await freshOrder(request);
    await page.goto(fixtureUrl('/repay', order, language));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const docked = await band(page);
    expect(docked.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(docked.border).toBe('solid');
    expect(docked.space).toBeGreaterThanOrEqual(56);
  });
}

test('moving from the loan to its repayment settles the band without a resize loop', async ({ page, request }) => {
  // A loop would be reported to the page as an error, which fails the test (the fixtures' page error guard).
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/loanDetail', order, '2'));
  await page.locator('.detail-actions').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/repay\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await band(page)).space).toBeGreaterThanOrEqual(56);
  // The band's update waits for the next frame; two more frames, and any loop would have been reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
});
