import type { BridgeMessage } from '../../packages/contract/src/bridge.ts';
import { BRIDGE_PAYLOADS, type BridgeSendId, bridgeMessageOf } from '../../packages/contract/src/bridge-sends.ts';
import { expect, INDIAN_LAUNCH, launchUrl, type Page, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder } from '../support/repay-fixture.ts';

/*
 * docs/bridge.md for the native team is rendered from BRIDGE_SENDS (packages/contract/src/bridge-sends.ts). This journey
 * stands in for the iOS app: it registers WKWebView message handlers that keep what they receive across page loads,
 * opens each page the way the app would (a new webview: a fresh load), and at the end compares every message received,
 * in order, with the places of BRIDGE_SENDS it walked through; each payload must pass its contract schema.
 */

interface Received {
  name: BridgeMessage;
  payload: unknown;
}

const RECEIVED_KEY = '__nativeReceived';

async function standInForTheNativeApp(page: Page) {
  await page.addInitScript((key) => {
    const handler = (name: string) => ({
      postMessage(payload: unknown) {
        const received = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
        received.push({ name, payload });
        sessionStorage.setItem(key, JSON.stringify(received));
      },
    });
    Object.assign(window, {
      webkit: { messageHandlers: new Proxy({}, { get: (_target, name) => handler(String(name)) }) },
    });
  }, RECEIVED_KEY);
}

const received = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Received[], RECEIVED_KEY);

/** Back in the page header (in-app history first; on the webview's first page it leaves the webview). */
const back = (page: Page) => page.getByRole('button', { name: 'Back' }).click();

test('a whole journey sends the native app exactly the messages docs/bridge.md lists, in order', async ({
  page,
  request,
}) => {
  // A dozen page loads: a few seconds on a quiet machine, well over a minute on a loaded shared one.
  test.setTimeout(120_000);
  await standInForTheNativeApp(page);
  const walked: BridgeSendId[] = [];

  // Confirm a loan: the burial point of the product, then the detail replaces the confirm page.
  const borrower = (await (await request.post('/dev/loan/offer-fixture')).json()) as {
    userId: string;
    sessionId: string;
    productId: string;
  };
  await page.goto(fixtureUrl('/confirm', { ...borrower, phone: '', orderId: '' }, '1'));
  await page.getByRole('button', { name: 'Read the Key Facts Statement' }).click();
  await page.getByRole('dialog', { name: 'Key Facts Statement' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/loanDetail\?orderId=\d+&productId=1&from=confirm$/);
  // The address changes before the detail's screen has loaded; until then Back is still the confirm page's.
  await expect(page.getByRole('heading', { level: 1, name: 'Loan details' })).toBeVisible();
  walked.push('confirm.accepted');
  // Back from the new order's detail: the mine tab, where the order is listed.
  await back(page);
  walked.push('detail.backAfterConfirm');

  // The loan detail of an Indian borrower's order due (status 174, extension allowed), opened from the app: India's
  // channels (UPI) below.
  const order = await freshOrder(request, { status: 174, isDelay: 1, market: 'IN' });
  await page.goto(fixtureUrl('/loanDetail', order, '1'));
  await page.getByRole('button', { name: 'Repay', exact: true }).click();
  walked.push('detail.repay');
  // The app opens its repay page: the customer-service button, then Back dismisses the repayment dialog and closes.
  await page.goto(fixtureUrl('/repay', order, '1'));
  await page.getByRole('button', { name: 'Customer service' }).click();
  walked.push('repay.customerService');
  await back(page);
  walked.push('repay.dismiss', 'page.close');

  // The card flow: it starts once, adding a card and coming back stays inside it, Back out of it ends it.
  await page.goto(fixtureUrl('/repayChoice', order, '1'));
  await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  walked.push('bank.start');
  await page.getByRole('link', { name: /Add a card/ }).click();
  await expect(page).toHaveURL(/\/bindCard/);
  await back(page);
  await expect(page).toHaveURL(/\/repayChoice/);
  await back(page);
  walked.push('bank.end', 'repay.dismiss', 'page.close');

  // Extension: the reminder, then the app opens the extension page; a channel's instructions and back out.
  await page.goto(fixtureUrl('/loanDetail', order, '1'));
  await page.getByRole('button', { name: 'Extension', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  walked.push('detail.extension');
  await page.goto(fixtureUrl('/repayDelay', order, '1'));
  await page.getByRole('button', { name: /^UPI/ }).click();
  await expect(page).toHaveURL(/\/carpmm\?requestType=2/);
  await back(page);
  await expect(page).toHaveURL(/\/repayDelay/);
  await back(page);
  walked.push('repay.dismiss', 'page.close');

  // Complaint: choosing a type opens the form in-app; nothing reaches the app until Back closes the webview.
  await page.goto(launchUrl('/complaint', '1'));
  await page.getByRole('button', { name: 'Other' }).click();
  await expect(page).toHaveURL(/\/complainPageNext/);
  await back(page);
  await expect(page).toHaveURL(/\/complaint\?/);
  await back(page);
  walked.push('page.close');

  // Customer service: the hotline is called by the app (the tel: link itself is not followed here). India's hotline,
  // the Indian borrower's.
  await page.goto(launchUrl('/customerService', '1', INDIAN_LAUNCH));
  const hotline = page.getByRole('link', { name: /1800 123 4567/ });
  await hotline.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
  await hotline.click();
  walked.push('customerService.call');
  await back(page);
  walked.push('page.close');

  const messages = await received(page);
  expect(messages.map((m) => m.name)).toEqual(walked.map(bridgeMessageOf));
  for (const message of messages) {
    const parsed = BRIDGE_PAYLOADS[message.name].safeParse(message.payload);
    expect(parsed.success, `${message.name} payload ${JSON.stringify(message.payload)}`).toBe(true);
  }
  const payloadsOf = (name: BridgeMessage) => messages.filter((m) => m.name === name).map((m) => m.payload);
  expect(payloadsOf('burialPoint')).toEqual([{ productId: borrower.productId }]);
  expect(payloadsOf('toP')).toEqual([
    { page: 'repay', params: { orderId: order.orderId, productId: order.productId } },
    { page: 'repayDelay', params: { orderId: order.orderId, productId: order.productId } },
  ]);
  expect(payloadsOf('to')).toEqual(['customerService']);
});

for (const [language, title, action] of [
  ['1', 'Page not found', 'Go to home'],
  ['2', 'Página no encontrada', 'Ir al inicio'],
] as const) {
  test(`an unknown address offers the home tab (language=${language})`, async ({
    page,
    bridgeLog,
    expectAccessible,
    shot,
  }) => {
    await page.goto(launchUrl('/no-such-page', language));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await shot(`not-found-${language}`);
    await expectAccessible('not found');
    // Inside the webview (a handler for the one message is enough), so the browser fallback does not leave the page.
    await page.evaluate(() =>
      Object.assign(window, { webkit: { messageHandlers: { toHome: { postMessage: () => undefined } } } }),
    );
    await page.getByRole('button', { name: action }).click();
    expect(await bridgeLog()).toEqual([
      expect.objectContaining({ name: bridgeMessageOf('notFound.home'), payload: '', native: true }),
    ]);
  });
}
