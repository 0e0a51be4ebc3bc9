import { whatIsUnderTheBubble } from '../support/bubble-check.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder, payVoucher, referenceIn } from '../support/repay-fixture.ts';

// Whole journeys on a shared CI machine: a screen's first paint may take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test('the customer-service button covers nothing on repay, extension and the certificate, at any scroll position', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(180_000);
  const order = await freshOrder(request);

  await page.goto(fixtureUrl('/repay', order, '2'));
  const seven = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: '7ELEVEN' }) });
  await expect(seven).toBeVisible();
  expect(await whatIsUnderTheBubble(page)).toEqual([]);
  // The last row, its barcode and Copy can be reached and tapped (a covered control fails the trial click).
  await referenceIn(seven, 'Copiar referencia');
  const copy = seven.getByRole('button', { name: /^Copiar referencia/ });
  await copy.scrollIntoViewIfNeeded();
  await copy.click({ trial: true, timeout: 3_000 });
  await seven.getByRole('button', { name: /Ampliar el código de barras/ }).click({ trial: true, timeout: 3_000 });
  await shot('repay-bottom-2');
  await expectAccessible('repay with the docked button');

  // Dragged along its dock, it still covers nothing; dragged up, it stays in the dock.
  const bubble = page.getByRole('button', { name: 'Servicio al cliente' });
  const start = await bubble.boundingBox();
  if (!start) throw new Error('no button');
  await page.mouse.move(start.x + 26, start.y + 26);
  await page.mouse.down();
  await page.mouse.move(start.x - 150, start.y - 300, { steps: 8 });
  await page.mouse.up();
  const moved = await bubble.boundingBox();
  expect(moved?.x).toBeCloseTo(start.x - 176, 0);
  expect(moved?.y).toBeCloseTo(start.y, 0);
  expect(await whatIsUnderTheBubble(page)).toEqual([]);

  await page.goto(fixtureUrl('/repayDelay', order, '2'));
  await expect(page.getByRole('heading', { level: 1, name: 'Prórroga de pago' })).toBeVisible();
  await expect(page.getByRole('img', { name: '7ELEVEN' })).toBeVisible();
  expect(await whatIsUnderTheBubble(page)).toEqual([]);
  await shot('repay-delay-bottom-2');

  // Settle the loan, then the certificate: its "Save as PDF / Print" is never under the button.
  await page.goto(fixtureUrl('/repay', order, '2'));
  const oxxo = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'OXXO' }) });
  await payVoucher(request, await referenceIn(oxxo, 'Copiar referencia'));
  await page.goto(fixtureUrl('/settlementCertificate', order, '2'));
  const print = page.getByRole('button', { name: 'Guardar como PDF / Imprimir' });
  await expect(print).toBeVisible();
  expect(await whatIsUnderTheBubble(page)).toEqual([]);
  await print.scrollIntoViewIfNeeded();
  await print.click({ trial: true, timeout: 3_000 });
  await shot('settlement-certificate-2');
  await expectAccessible('settlement certificate');
});

test('India: the docked button covers nothing on repay and the certificate', async ({ page, request, shot }) => {
  test.setTimeout(120_000);
  const order = await freshOrder(request, { market: 'IN' });
  await page.goto(fixtureUrl('/repay', order, '1'));
  await expect(page.getByRole('img', { name: 'CASHPOINT' })).toBeVisible();
  expect(await whatIsUnderTheBubble(page)).toEqual([]);
  await shot('repay-bottom-1');
  await page.goto(fixtureUrl('/repayDelay', order, '1'));
  await expect(page.getByRole('img', { name: 'CASHPOINT' })).toBeVisible();
  await shot('repay-delay-1');
  const cash = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'CASHPOINT' }) });
  await page.goto(fixtureUrl('/repay', order, '1'));
  await payVoucher(request, await referenceIn(cash, 'Copy reference'));
  await page.goto(fixtureUrl('/settlementCertificate', order, '1'));
  await expect(page.getByRole('button', { name: 'Save as PDF / Print' })).toBeVisible();
  expect(await whatIsUnderTheBubble(page)).toEqual([]);
  await shot('settlement-certificate-1');
});
