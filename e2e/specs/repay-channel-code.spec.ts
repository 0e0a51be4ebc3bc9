import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder, referenceIn } from '../support/repay-fixture.ts';

// Whole journeys on a shared CI machine: a screen's first paint may take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const CHANNEL_REFERENCE = '**/online/v3/loan-details/channel-reference**';

/** The pay codes of every channel-reference request the page sends, in order. */
function countAsks(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (call) => {
    if (!call.url().includes('/channel-reference')) return;
    const body = call.postData() ?? '';
    const payCode = new URLSearchParams(body).get('payCode') ?? /"payCode":"([^"]+)"/.exec(body)?.[1] ?? body;
    asked.push(payCode);
  });
  return asked;
}

test('a channel’s code comes without a tap when its card is on screen, never for a card below the fold (es)', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(60_000);
  // A short phone: the last channel starts below the fold.
  await page.setViewportSize({ width: 360, height: 560 });
  const order = await freshOrder(request);
  const asked = countAsks(page);
  const html = (await (await page.goto(fixtureUrl('/repay', order, '2')))?.text()) ?? '';
  // The server renders each card's skeleton and asks nothing: the asks start in the browser.
  expect(html).toContain('Obteniendo la referencia de OXXO');
  expect(html).not.toContain('Copiar referencia');

  const cards = page.getByRole('listitem');
  const seven = cards.filter({ has: page.getByRole('img', { name: '7ELEVEN' }) });
  const spei = cards.filter({ has: page.getByRole('img', { name: 'SPEI' }) });
  await expect(spei.getByRole('button', { name: /^Copiar CLABE \d{18}$/ })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]')).toContainText('Referencia de SPEI lista');
  await shot('repay-codes-on-screen-2');
  await expectAccessible('repay with the codes of the channels on screen');

  // Only the cards on screen were asked for, once each; the ones below the fold wait until scrolled to.
  await page.waitForTimeout(500);
  const onScreen = await cards.evaluateAll((items) =>
    items
      .filter((item) => item.getBoundingClientRect().top < window.innerHeight)
      .map((item) => item.querySelector('img')?.getAttribute('alt')),
  );
  expect(onScreen).toEqual(['SPEI']);
  expect(asked).toEqual(['SPEI']);
  await seven.scrollIntoViewIfNeeded();
  const reference = await referenceIn(seven, 'Copiar referencia');
  expect(asked).toContain('7ELEVEN');
  expect(new Set(asked).size).toBe(asked.length);
  await expect(page.locator('[aria-live="polite"]')).toContainText('Referencia de 7ELEVEN lista');
  await expect(page.locator('[aria-live="polite"]')).toHaveCount(1);

  // The plan read again (server-rendered) lists the codes asked for and asks again for none.
  const again = countAsks(page);
  const reread = (await (await page.goto(fixtureUrl('/repay', order, '2')))?.text()) ?? '';
  expect(reread).toContain(`aria-label="Copiar referencia ${reference}"`);
  await expect(seven.getByRole('button', { name: `Copiar referencia ${reference}` })).toBeVisible();
  await seven.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(again).toEqual([]);
});

test('a channel that fails keeps its reason and a Retry in place while another shows its code; focus stays (es)', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(60_000);
  const order = await freshOrder(request);
  await page.route(CHANNEL_REFERENCE, async (route) => {
    if ((route.request().postData() ?? '').includes('OXXO')) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto(fixtureUrl('/repay', order, '2'));
  const cards = page.getByRole('listitem');
  const oxxo = cards.filter({ has: page.getByRole('img', { name: 'OXXO' }) });
  const spei = cards.filter({ has: page.getByRole('img', { name: 'SPEI' }) });
  await expect(oxxo.getByRole('alert')).toContainText('Revisa tu conexión e inténtalo de nuevo.');
  await expect(spei.getByRole('button', { name: /^Copiar CLABE \d{18}$/ })).toBeVisible();
  await expect(spei.getByRole('alert')).toHaveCount(0);
  await oxxo.scrollIntoViewIfNeeded();
  await shot('repay-code-failed-2');
  await expectAccessible('repay with one code that could not be got');

  // The Retry stays where it was, busy, while the code comes; the focus then goes to the code's Copy, not elsewhere.
  await page.unroute(CHANNEL_REFERENCE);
  await oxxo.getByRole('button', { name: 'Reintentar' }).focus();
  await page.keyboard.press('Enter');
  const reference = await referenceIn(oxxo, 'Copiar referencia');
  await expect(oxxo.getByRole('button', { name: `Copiar referencia ${reference}` })).toBeFocused();
  await expect(oxxo.getByRole('button', { name: 'Ampliar el código de barras de OXXO' })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]')).toContainText('Referencia de OXXO lista');
  await shot('repay-code-retried-2');
});

test('a code arriving does not move the focus the borrower had (en)', async ({ page, request }) => {
  test.setTimeout(60_000);
  const order = await freshOrder(request, { market: 'IN' });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CHANNEL_REFERENCE, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(fixtureUrl('/repay', order, '1'));
  const neft = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'NEFT' }) });
  await expect(neft.locator('[aria-busy="true"]')).toHaveCount(1);
  const pick = neft.getByRole('button', { name: /Bank transfer by NEFT or IMPS/ });
  await pick.focus();
  release();
  await referenceIn(neft, 'Copy account number');
  await expect(pick).toBeFocused();
  await expect(page.locator('[aria-live="polite"]')).toContainText('NEFT code ready');
});

test('India: the channel codes of the repay and the extension screens (en)', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(60_000);
  const order = await freshOrder(request, { market: 'IN' });
  await page.goto(fixtureUrl('/repay', order, '1'));
  const neft = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'NEFT' }) });
  const reference = await referenceIn(neft, 'Copy account number');
  // The house format's details on the card too: the lender's IFSC, and the UPI request as a QR code and a link.
  await expect(neft.getByRole('button', { name: /^Copy IFSC [A-Z]{4}0[A-Z0-9]{6}$/ })).toBeVisible();
  const upi = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'UPI', exact: true }) });
  await upi.scrollIntoViewIfNeeded();
  await expect(upi.getByRole('img', { name: /^QR code to pay \S+@\S+ by UPI$/ })).toBeVisible();
  await expect(upi.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', /^upi:\/\/pay\?/);
  await shot('repay-codes-1');
  await expectAccessible('repay with its codes (India)');

  // The extension fee is another amount: its own code, asked on its own screen.
  await page.goto(fixtureUrl('/repayDelay', order, '1'));
  const cash = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'CASHPOINT' }) });
  const fee = await referenceIn(cash, 'Copy reference');
  expect(fee).not.toBe(reference);
  await expect(cash.getByRole('button', { name: 'Enlarge the CASHPOINT barcode' })).toBeVisible();
  await shot('repay-delay-codes-1');
  await expectAccessible('extension with its codes (India)');
});
