import { expect, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOffer, payVoucher, referenceIn } from '../support/repay-fixture.ts';

/*
 * A fresh borrower confirms product 1 after reading its carátula, the lender pays it out, and within the
 * cooling-off period the loan detail offers "Cancel this loan" for the principal plus one day's interest
 * (5,000.00 + 0.33). Paying that at a store closes the loan as cancelled, and the button is gone.
 */
test('confirm a loan, cancel it in the cooling-off period through a store voucher, see it closed', async ({
  page,
  request,
  shot,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  const borrower = (await (await request.post('/dev/loan/offer-fixture')).json()) as {
    userId: string;
    sessionId: string;
    productId: string;
  };
  const launch = { ...borrower, phone: '', orderId: '' };
  await page.goto(fixtureUrl('/confirm', launch, '2'));
  const apply = page.getByRole('button', { name: 'Solicitar' });
  await expect(apply).toBeDisabled();
  await page.getByRole('button', { name: 'Leer la carátula del crédito' }).click();
  const statement = page.getByRole('dialog', { name: 'Carátula del crédito' });
  await statement.getByRole('button', { name: 'Cerrar' }).click();
  await apply.click();
  await expect(page).toHaveURL(/\/loanDetail\?orderId=\d+&productId=1&from=confirm$/);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  await expect(page.getByRole('heading', { name: 'En revisión' })).toBeVisible();
  // Under review nothing has been paid out: there is nothing to cancel yet.
  await expect(page.getByRole('button', { name: 'Cancelar este préstamo' })).toHaveCount(0);

  // The lender pays the loan out (its back office; a test-only route here).
  expect((await request.post('/dev/loan/disburse', { data: { orderId: Number(orderId) } })).ok()).toBe(true);
  const order = { ...launch, orderId };
  await page.goto(fixtureUrl('/loanDetail', order, '2'));
  const region = page.getByRole('region', { name: 'Periodo de reflexión' });
  await expect(region).toContainText('$5,000.33');
  await shot('loan-detail-cooling-off-2');
  await expectAccessible('loan detail in cooling-off');

  await region.getByRole('button', { name: 'Cancelar este préstamo' }).click();
  await expect(page).toHaveURL(/\/repay\?.*requestType=3/);
  await expect(page.getByText('$5,000.33').first()).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Cancelación en periodo de reflexión');
  const stores = page.getByRole('region', { name: 'Pago en tienda de conveniencia' });
  const oxxo = stores.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'OXXO' }) });
  const reference = await referenceIn(oxxo, 'Copiar referencia');
  await oxxo.getByRole('button', { name: /^OXXO/ }).click();
  await expect(page).toHaveURL(/\/carpmm\?requestType=3&payCode=OXXO$/);
  await expect(page.getByRole('heading', { name: 'Cancelación del préstamo en OXXO' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await shot('cooling-off-voucher-2');

  expect(await payVoucher(request, reference)).toMatchObject({ status: 200, due: 0 });
  await page.goto(fixtureUrl('/loanDetail', order, '2'));
  await expect(page.getByRole('heading', { name: 'Préstamo cancelado' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar este préstamo' })).toHaveCount(0);
  await shot('loan-detail-cancelled-2');
});

test('India: the cooling-off exit in rupees', async ({ page, request, shot }) => {
  const borrower = await freshOffer(request, 'IN');
  const launch = { ...borrower, phone: '', orderId: '' };
  await page.goto(fixtureUrl('/confirm', launch, '1'));
  await page.getByRole('button', { name: 'Read the Key Facts Statement' }).click();
  await page.getByRole('dialog', { name: 'Key Facts Statement' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/loanDetail\?orderId=\d+/);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  await request.post('/dev/loan/disburse', { data: { orderId: Number(orderId) } });
  await page.goto(fixtureUrl('/loanDetail', { ...launch, orderId }, '1'));
  const region = page.getByRole('region', { name: 'Cooling-off period' });
  await expect(region).toContainText('₹5,000.33');
  await expect(region.getByRole('button', { name: 'Cancel this loan' })).toBeVisible();
  await shot('loan-detail-cooling-off-1');
});
