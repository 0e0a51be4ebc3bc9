import { expect as baseExpect, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder, payVoucher, referenceIn } from '../support/repay-fixture.ts';

// Whole journeys on a shared CI machine: a screen's first paint may take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test("the instructions ignore a link's amount: the server's is what is owed, a part is chosen on screen (es)", async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(60_000);
  const order = await freshOrder(request);
  // `?amount=100` once issued a reference for $1.00.
  await page.goto(fixtureUrl('/carpmm', order, '2').replace('?', '?requestType=1&amount=100&payCode=OXXO&'));
  const main = page.getByRole('main');
  await expect(main.getByText('Monto total')).toBeVisible();
  await expect(main.getByText('$5,029.58')).toBeVisible();
  await expect(main.getByText('$1.00')).toHaveCount(0);
  const whole = await referenceIn(main, 'Copiar referencia');

  await main.getByRole('button', { name: 'Pagar otro monto' }).click();
  const field = main.getByRole('textbox', { name: 'Monto a pagar ahora' });
  await expect(main.getByText('Desde $100.00 hasta los $5,029.58 que debes')).toBeVisible();
  // Below the minimum: the server refuses it, in its words, beside the field that keeps what was typed.
  await field.fill('50');
  await main.getByRole('button', { name: 'Usar este monto' }).click();
  await expect(main.getByRole('alert')).toHaveText('Lo mínimo que puedes pagar a la vez es $100.00.');
  // Said once: beside the field, not in a toast too.
  await expect(page.getByText('Lo mínimo que puedes pagar a la vez es $100.00.')).toHaveCount(1);
  await expect(field).toHaveValue('50');
  await expect(main.getByText('$5,029.58').first()).toBeVisible();
  await field.fill('6000');
  await main.getByRole('button', { name: 'Usar este monto' }).click();
  await expect(main.getByRole('alert')).toHaveText('Debes $5,029.58 de este préstamo: un pago no puede ser mayor.');
  await shot('carpmm-partial-refused-2');
  await expectAccessible('instructions with a refused part');

  await field.fill('1,500.50');
  await main.getByRole('button', { name: 'Usar este monto' }).click();
  await expect(main.locator('.instruction__amount')).toHaveText('$1,500.50');
  await expect(main.locator('.instruction__label')).toHaveText('Monto a pagar ahora');
  const part = await referenceIn(main, 'Copiar referencia');
  expect(part).not.toBe(whole);
  await shot('carpmm-partial-chosen-2');

  // Paid at the store, that reference takes exactly the part chosen.
  const paid = await payVoucher(request, part);
  expect(paid.due).toBe(502_958 - 150_050);
});

test('India: the instructions show what is owed in rupees and offer a part from the minimum (en)', async ({
  page,
  request,
  shot,
}) => {
  const order = await freshOrder(request, { market: 'IN' });
  await page.goto(fixtureUrl('/carpmm', order, '1').replace('?', '?requestType=1&amount=1&payCode=CASHPOINT&'));
  const main = page.getByRole('main');
  await expect(main.getByText('Total amount')).toBeVisible();
  await expect(main.locator('.instruction__amount')).toHaveText('₹5,029.58');
  await main.getByRole('button', { name: 'Pay a different amount' }).click();
  await expect(main.getByText('From ₹100.00 up to the ₹5,029.58 you owe')).toBeVisible();
  await shot('carpmm-partial-open-1');
});
