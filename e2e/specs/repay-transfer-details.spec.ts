import { expect as baseExpect, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder } from '../support/repay-fixture.ts';

// Whole journeys on a shared CI machine: a screen's first paint may take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The CLABE check digit (weights 3, 7, 1 modulo 10), computed here independently of the app. */
function clabeIsValid(clabe: string): boolean {
  if (!/^\d{18}$/.test(clabe)) return false;
  const weights = [3, 7, 1];
  const sum = [...clabe.slice(0, 17)].reduce((acc, d, i) => acc + ((Number(d) * (weights[i % 3] ?? 1)) % 10), 0);
  return (10 - (sum % 10)) % 10 === Number(clabe[17]);
}

test('SPEI: an 18-digit CLABE to transfer to, shown in groups, copied as digits; the reference goes in the concept', async ({
  page,
  context,
  request,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repay', order, '2'));
  const spei = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'SPEI' }) });
  const copyClabe = spei.getByRole('button', { name: /^Copiar CLABE \d{18}$/ });
  const clabe = /\d{18}/.exec((await copyClabe.getAttribute('aria-label')) ?? '')?.[0] ?? '';
  expect(clabeIsValid(clabe)).toBe(true);
  // Shown in groups of 4 for reading.
  await expect(spei.getByText(clabe.slice(0, 4), { exact: true })).toBeVisible();
  await shot('repay-spei-2');

  await spei.getByRole('button', { name: /^SPEI/ }).click();
  await expect(page).toHaveURL(/\/carpmm\?requestType=1&payCode=SPEI$/);
  await expect(page.getByText('CLABE', { exact: true })).toBeVisible();
  await expect(page.getByText(/Usa como cuenta de destino la CLABE de 18 dígitos/)).toBeVisible();
  await expect(page.getByText(/referencia de pago como cuenta CLABE/)).toHaveCount(0);
  // A transfer is not scanned at a till: no barcode.
  await expect(page.getByRole('button', { name: /Ampliar el código de barras/ })).toHaveCount(0);
  await page.getByRole('button', { name: `Copiar CLABE ${clabe}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clabe);
  await shot('carpmm-spei-2');
  await expectAccessible('SPEI instructions');
});

test('UPI: a upi://pay link and its QR code with payee, amount and reference', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  const order = await freshOrder(request, { market: 'IN' });
  await page.goto(fixtureUrl('/carpmm', order, '1').replace('?', '?requestType=1&payCode=UPI&'));
  const pay = page.getByRole('link', { name: 'Pay with a UPI app' });
  await expect(pay).toBeVisible();
  const link = (await pay.getAttribute('href')) ?? '';
  const params = new URL(link.replace('upi://pay', 'https://upi.invalid/pay')).searchParams;
  const reference = /\d{16}/.exec(
    (await page.getByRole('button', { name: /^Copy reference \d{16}$/ }).getAttribute('aria-label')) ?? '',
  )?.[0];
  expect(link.startsWith('upi://pay?')).toBe(true);
  expect(Object.fromEntries(params)).toMatchObject({ pa: 'lendh5@upi', am: '5029.58', cu: 'INR', tr: reference });
  const qr = page.getByRole('img', { name: 'QR code to pay lendh5@upi by UPI' });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(180);
  await expect(page.getByText('lendh5@upi', { exact: true })).toBeVisible();
  await shot('carpmm-upi-1');
  await expectAccessible('UPI instructions');
});

test('store references are shown in groups of 4 (Mexico store, India)', async ({ page, request, shot }) => {
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/carpmm', order, '2').replace('?', '?requestType=1&payCode=OXXO&'));
  await expect(page.getByRole('button', { name: /^Copiar referencia \d{16}$/ })).toBeVisible();
  await shot('carpmm-store-2');
  const indian = await freshOrder(request, { market: 'IN' });
  await page.goto(fixtureUrl('/repay', indian, '1'));
  await expect(page.getByRole('img', { name: 'UPI', exact: true })).toBeVisible();
  await shot('repay-upi-1');
});
