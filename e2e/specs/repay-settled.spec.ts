import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { askReference, fixtureUrl, freshOrder, payVoucher, type RepayFixture } from '../support/repay-fixture.ts';

// Whole journeys on a shared CI machine: a screen's first paint may take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Pays the whole loan through its first channel's reference, as the payment network would report it. */
async function repayInFull(request: APIRequestContext, order: RepayFixture, language: '1' | '2') {
  const url = fixtureUrl('/online/v3/installment/loan-play-detail', order, language);
  const body = (await (await request.get(url)).json()) as {
    data: { repayAmount: number; repayList: { list: { payCode: string }[] }[] };
  };
  const payCode = body.data.repayList[0]?.list[0]?.payCode ?? '';
  const reference = await askReference(request, order, { payCode, amount: body.data.repayAmount, requestType: 1 });
  expect(await payVoucher(request, reference)).toMatchObject({ status: 200, due: 0 });
  return body.data.repayAmount;
}

test('a repaid loan: repay, extension and instructions say there is nothing left to pay, with the last payment and its receipt', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(120_000);
  const order = await freshOrder(request);
  await repayInFull(request, order, '2');

  await page.goto(fixtureUrl('/repay', order, '2'));
  await expect(page.getByRole('heading', { name: 'No tienes nada pendiente de pago' })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Último pago' });
  await expect(payment.getByText('$5,029.58')).toBeVisible();
  await expect(payment.getByText('SPEI')).toBeVisible();
  // Not the connection error it used to be.
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await expect(page.getByText(/conexión/)).toHaveCount(0);
  await shot('repay-settled-2');
  await expectAccessible('repay settled');

  await page.goto(fixtureUrl('/repayDelay', order, '2'));
  await expect(page.getByRole('heading', { name: 'No tienes nada pendiente de pago' })).toBeVisible();
  await shot('repay-delay-settled-2');

  await page.goto(fixtureUrl('/carpmm', order, '2').replace('?', '?requestType=1&payCode=OXXO&'));
  await expect(page.getByRole('heading', { name: 'No tienes nada pendiente de pago' })).toBeVisible();
  await shot('carpmm-settled-2');
  await expectAccessible('instruction settled');

  await page.getByRole('link', { name: 'Ver el comprobante' }).click();
  await expect(page).toHaveURL(/\/receipt\?receiptNo=P\d+$/);
  await expect(page.getByText('$5,029.58').first()).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Ver la carta finiquito' }).click();
  await expect(page).toHaveURL(new RegExp(`/settlementCertificate\\?orderId=${order.orderId}$`));
});

test('India: the settled state in English', async ({ page, request, shot }) => {
  const order = await freshOrder(request, { market: 'IN' });
  await repayInFull(request, order, '1');
  await page.goto(fixtureUrl('/repay', order, '1'));
  await expect(page.getByRole('heading', { name: 'Nothing left to pay' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Last payment' }).getByText('₹5,029.58')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the receipt' })).toBeVisible();
  await shot('repay-settled-1');
  await page.goto(fixtureUrl('/carpmm', order, '1').replace('?', '?requestType=1&payCode=UPI&'));
  await expect(page.getByRole('heading', { name: 'Nothing left to pay' })).toBeVisible();
  await shot('carpmm-settled-1');
});
