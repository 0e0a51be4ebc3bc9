import { addDays } from '@loan/contract';
import { expect, openInBrowser, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder, payVoucher, referenceIn } from '../support/repay-fixture.ts';

test('extend a loan by 7 days through a store: fee, new date, instructions with requestType=2, due date moved', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(60_000);
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repayDelay', order, '2'));
  await expect(page.getByRole('heading', { level: 1, name: 'Prórroga de pago' })).toBeVisible();
  const top = page.getByRole('region', { name: 'Prorroga tu fecha de pago 7 días' });
  await expect(top.getByText('$609.00')).toBeVisible();
  await expect(top.getByText('Puedes aplazar tu pago hasta 7 días.')).toBeVisible();
  await expect(top.getByText('Presto Cash')).toBeVisible();

  const plan = page.getByRole('region', { name: 'Plan de pagos' }).getByRole('listitem');
  await expect(plan).toHaveCount(2);
  const currentDue = /\d{4}-\d{2}-\d{2}/.exec((await plan.nth(0).textContent()) ?? '')?.[0] ?? '';
  const newDue = addDays(currentDue, 7);
  await expect(top.getByText(newDue)).toBeVisible();
  await expect(plan.nth(1)).toContainText(newDue);
  await shot('repay-delay-2');
  await expectAccessible('repay delay');

  const oxxo = page
    .getByRole('region', { name: 'Pago en tienda de conveniencia' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: 'OXXO' }) });
  const reference = await referenceIn(oxxo, 'Copiar referencia');
  await oxxo.getByRole('button', { name: /^OXXO/ }).click();
  await expect(page).toHaveURL(/\/carpmm\?requestType=2&payCode=OXXO$/);
  await expect(page.getByRole('heading', { name: 'Comisión de prórroga en OXXO' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText('$609.00')).toBeVisible();
  await shot('repay-delay-instruction-2');

  const extended = await payVoucher(request, reference);
  expect(extended).toMatchObject({ status: 174, dueOn: newDue });
  // Reopened once extended: the extension is done, with its new due date, not a page that could not load.
  await page.goto(fixtureUrl('/repayDelay', order, '2'));
  const done = page.getByRole('region', { name: 'Tu prórroga está lista' });
  await expect(done).toContainText(`Nueva fecha de pago${newDue}`);
  await expect(done.getByText('No tienes que pagar nada más por la prórroga.', { exact: false })).toBeVisible();
  await expect(page.getByText('No pudimos cargar esta página')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await shot('repay-delay-done-2');
  await expectAccessible('extension already paid');
  await done.getByRole('link', { name: 'Volver a mi préstamo' }).click();
  await expect(page).toHaveURL(/\/loanDetail\?/);
  await page.goto(fixtureUrl('/repay', order, '2'));
  await expect(page.getByText(`Paga antes del ${newDue}`)).toBeVisible();
});

test('extension page of an Indian borrower in English with rupees', async ({
  page,
  request,
  shot,
  expectAccessible,
}) => {
  const order = await freshOrder(request, { market: 'IN' });
  await page.goto(fixtureUrl('/repayDelay', order, '1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment extension' })).toBeVisible();
  // The fee (525.00) plus India's GST of 18% on it.
  await expect(page.getByText('₹619.50').first()).toBeVisible();
  await expect(page.getByText('You can defer your repayment for up to 7 days.')).toBeVisible();
  await shot('repay-delay-1');
  await expectAccessible('repay delay (English)');
});

test('a loan that cannot be extended says so and offers a retry', async ({ page, request }) => {
  const order = await freshOrder(request, { isDelay: 0 });
  await page.goto(fixtureUrl('/repayDelay', order, '2'));
  // On the screen itself, and only there: no toast repeats it.
  await expect(page.getByRole('main').getByText('Este préstamo no admite prórroga.')).toBeVisible();
  await expect(page.getByText('Este préstamo no admite prórroga.')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
});

test('a proxy that cannot reach the service says it is busy, not that the page could not load, and Retry works', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  const order = await freshOrder(request, { market: 'IN' });
  const detail = '**/online/v3/installment/loan-play-delay-detail**';
  // What nginx answers while every server behind it is restarting: its own HTML page.
  await page.route(detail, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' }),
  );
  await openInBrowser(page, fixtureUrl('/repayDelay', order, '1'));
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'The service is busy' })).toBeVisible();
  await expect(alert.getByText('We could not reach it just now. Please try again in a moment.')).toBeVisible();
  await expect(page.getByText('We could not load this page')).toHaveCount(0);
  await expect(page.getByText('Check your connection', { exact: false })).toHaveCount(0);
  await shot('repay-delay-busy-1');
  await expectAccessible('service busy');
  await page.unroute(detail);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('₹619.50').first()).toBeVisible();
});
