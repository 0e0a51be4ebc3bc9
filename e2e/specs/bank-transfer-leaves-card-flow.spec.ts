import { expect, type Page, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder } from '../support/repay-fixture.ts';

const RECEIVED = '__nativeReceived';

/** Stands in for the iOS app's message handlers, recording what reaches them across page loads. */
async function standInForTheNativeApp(page: Page) {
  await page.addInitScript((key) => {
    const handler = (name: string) => ({
      postMessage() {
        const received = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        received.push(name);
        sessionStorage.setItem(key, JSON.stringify(received));
      },
    });
    Object.assign(window, {
      webkit: { messageHandlers: new Proxy({}, { get: (_target, name) => handler(String(name)) }) },
    });
  }, RECEIVED);
}

const received = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], RECEIVED);

test('"Pay by bank transfer" ends the card flow, and the repayment dialog ends when its screens are left', async ({
  page,
  request,
}) => {
  await standInForTheNativeApp(page);
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repayChoice', order, '1'));
  await expect.poll(() => received(page)).toContain('startBank');
  await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await expect(page).toHaveURL(/\/carpmm\?requestType=1&/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Still on a repayment screen: the card flow ended, the native repayment dialog stays.
  await expect.poll(() => received(page)).toEqual(['startBank', 'endBank']);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect.poll(() => received(page)).toContain('dismissRepayDialog');
  expect((await received(page)).filter((name) => name === 'endBank')).toHaveLength(1);
});
