import { expect, launchUrl, openInBrowser, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder, payVoucher, referenceIn } from '../support/repay-fixture.ts';

test('repay through OXXO: details toggle, copy, barcode, instructions with the same reference, then settled', async ({
  page,
  context,
  request,
  expectAccessible,
  shot,
}) => {
  // A whole journey with two accessibility scans: longer than one screen's check on a shared 2-core machine.
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repay', order, '2'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar préstamo' })).toBeVisible();
  await expect(page.getByText('$5,029.58')).toBeVisible();

  // Two detail rows, then all of them, then two again.
  const details = page.getByRole('region', { name: 'Detalles' });
  await expect(details.getByRole('term')).toHaveCount(2);
  await details.getByRole('button', { name: 'Ver más detalles' }).click();
  await expect(details.getByRole('term')).toHaveCount(5);
  await expect(details.getByText('Interés moratorio')).toBeVisible();
  await details.getByRole('button', { name: 'Ver menos' }).click();
  await expect(details.getByRole('term')).toHaveCount(2);
  await expect(page.getByRole('note')).toContainText('Paga antes del');
  await shot('repay-2');
  await expectAccessible('repay');

  const stores = page.getByRole('region', { name: 'Pago en tienda de conveniencia' });
  const oxxo = stores.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'OXXO' }) });
  const reference = await referenceIn(oxxo, 'Copiar referencia');
  await expect(oxxo.getByText(reference, { exact: true })).toBeVisible();

  await oxxo.getByRole('button', { name: `Copiar referencia ${reference}` }).click();
  await expect(page.getByText('Copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  await oxxo.getByRole('button', { name: 'Ampliar el código de barras de OXXO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Código de barras' });
  await expect(dialog).toBeVisible();
  const barcode = dialog.getByRole('img', { name: `Código de barras de la referencia ${reference}` });
  await expect(barcode).toBeVisible();
  expect(await barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await shot('repay-barcode-2');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  await oxxo.getByRole('button', { name: /^OXXO/ }).click();
  await expect(page).toHaveURL(/\/carpmm\?requestType=1&payCode=OXXO$/);
  await expect(page.getByRole('heading', { name: 'Pago del préstamo en OXXO' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText('$5,029.58')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cómo pagar en OXXO' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enviar comprobante a pagos@lend-h5.example' })).toHaveAttribute(
    'href',
    'mailto:pagos@lend-h5.example',
  );
  await expect(page.getByRole('link', { name: 'Visitar el sitio' })).toHaveAttribute('href', 'https://www.oxxo.com/');
  await shot('repay-instruction-2');
  await expectAccessible('repay instruction');

  // The cashier takes the money: the order is settled and there is nothing left to repay.
  const settled = await payVoucher(request, reference);
  expect(settled).toMatchObject({ status: 200, due: 0 });
  await page.goto(fixtureUrl('/repay', order, '2'));
  await expect(page.getByRole('heading', { name: 'No tienes nada pendiente de pago' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
});

test('India: rupee amounts, English channels and instructions', async ({ page, request, shot }) => {
  const order = await freshOrder(request, { market: 'IN' });
  await page.goto(fixtureUrl('/repay', order, '1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Repay loan' })).toBeVisible();
  await expect(page.getByText('₹5,029.58')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Bank repayment' }).getByRole('img', { name: 'UPI', exact: true }),
  ).toBeVisible();
  await shot('repay-1');
  await page.getByRole('button', { name: /^CASHPOINT/ }).click();
  await expect(page.getByRole('heading', { name: 'Loan repayment at Cash at a retail point' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to pay in cash' })).toBeVisible();
  await shot('repay-instruction-1');
});

test('the instruction barcode opens enlarged and the company name can be copied', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/carpmm', order, '2').replace('?', '?requestType=1&payCode=7ELEVEN&'));
  const reference = await referenceIn(page.getByRole('main'), 'Copiar referencia');
  await page.getByRole('button', { name: `Ampliar el código de barras de ${reference}` }).click();
  await expect(page.getByRole('dialog', { name: 'Código de barras' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Copiar Lend H5 Servicios Financieros SA de CV' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Lend H5 Servicios Financieros SA de CV');
});

test('the customer-service button can be dragged, stays on screen and still opens customer service', async ({
  page,
}) => {
  await page.goto(launchUrl('/repay', '2'));
  const bubble = page.getByRole('button', { name: 'Servicio al cliente' });
  await expect(bubble).toBeVisible();
  const start = await bubble.boundingBox();
  if (!start) throw new Error('no bubble');
  const center = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  await page.mouse.move(center.x, center.y);
  await page.mouse.down();
  await page.mouse.move(center.x - 150, center.y - 200, { steps: 8 });
  await page.mouse.up();
  // It moves along its dock at the bottom of the screen, where it covers nothing.
  const moved = await bubble.boundingBox();
  expect(moved?.x).toBeCloseTo(start.x - 150, 0);
  expect(moved?.y).toBeCloseTo(start.y, 0);

  // Dragged far past the corner, it stays inside the screen and in its dock.
  const from = { x: (moved?.x ?? 0) + 26, y: (moved?.y ?? 0) + 26 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(-400, -400, { steps: 8 });
  await page.mouse.up();
  const corner = await bubble.boundingBox();
  expect(corner?.x).toBeGreaterThanOrEqual(0);
  expect(corner?.y).toBeCloseTo(start.y, 0);
  await expect(page).toHaveURL(/\/repay\?/);

  await bubble.click();
  await expect(page).toHaveURL(/\/customerService/);
  await expect(page.getByText('800 123 4567')).toBeVisible();
});

test('repay offers a retry when the call fails', async ({ page }) => {
  let fail = true;
  await page.route('**/online/v3/installment/loan-play-detail**', (route) =>
    fail ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
  );
  await openInBrowser(page, launchUrl('/repay', '2'));
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();
  fail = false;
  await retry.click();
  await expect(page.getByRole('region', { name: 'Pago en banco' })).toBeVisible();
});
