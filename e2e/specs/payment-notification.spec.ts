import { expect, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder, payVoucher, referenceIn } from '../support/repay-fixture.ts';

test('a signed payment notification for the OXXO voucher settles the loan: loan detail and receipt show it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repay', order, '2'));
  const stores = page.getByRole('region', { name: 'Pago en tienda de conveniencia' });
  const oxxo = stores.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'OXXO' }) });
  const reference = await referenceIn(oxxo, 'Copiar referencia');

  // The provider's notification, signed with the webhook secret and sent to POST /webhooks/payments.
  expect(await payVoucher(request, reference)).toMatchObject({ status: 200, due: 0 });

  await page.goto(fixtureUrl('/loanDetail', order, '2'));
  const receipts = page.getByRole('region', { name: 'Comprobantes de pago' });
  await expect(receipts.getByRole('link', { name: /Ver carta finiquito/ })).toBeVisible();
  await receipts.getByRole('link', { name: /^Pago del préstamo de \$5,029\.58, \d{4}-\d{2}-\d{2}/ }).click();
  await expect(page).toHaveURL(/\/receipt\?receiptNo=P\d+$/);
  const receipt = page.getByRole('article', { name: 'Pago del préstamo' });
  await expect(receipt.getByText('$5,029.58')).toBeVisible();
  await expect(receipt.getByRole('definition').filter({ hasText: reference })).toBeVisible();
  await expect(receipt.getByRole('definition').filter({ hasText: /^OXXO$/ })).toBeVisible();
});
