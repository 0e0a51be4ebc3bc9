import { expect, test } from '../support/fixtures.ts';
import { recordMoments } from '../support/moments.ts';
import { fixtureUrl, freshOrder, newestSmsCode } from '../support/repay-fixture.ts';

test('repay with a card: no card chosen, short code, wrong code, then the code from the SMS settles the loan', async ({
  page,
  request,
  bridgeLog,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(60_000);
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repayChoice', order, '2'));
  await expect(page.getByRole('heading', { level: 1, name: 'Elegir forma de pago' })).toBeVisible();
  await expect(page.getByText('$5,029.58')).toBeVisible();
  expect((await bridgeLog()).map((entry) => entry.name)).toContain('startBank');

  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await expect(page.getByText('Primero selecciona la tarjeta bancaria de pago.')).toBeVisible();
  await shot('repay-choice-2');
  await expectAccessible('repay choice');

  // Nothing is wider than the phone (a wider page shifts every modal off-centre).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await page.getByRole('radio', { name: /BBVA México/ }).check();
  // The countdown starts at 60 s, as the page showed it: the seconds left when this process reads the button depend
  // on how loaded the machine is.
  const countdown = await recordMoments(page, { started: { text: 'Reenviar en 60 s' } });
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  const entry = page.getByRole('dialog', { name: 'Código de verificación' });
  await expect(entry).toBeVisible();
  await expect(page.getByText('Código de verificación enviado, revisa tu teléfono.')).toBeVisible();
  await expect(entry.getByRole('button', { name: /Reenviar en \d+ s/ })).toBeDisabled();
  expect((await countdown()).started, 'the countdown showed 60 s first').toBeDefined();
  await shot('repay-sms-entry-2');
  await expectAccessible('SMS entry');

  const field = entry.getByLabel('Código de 6 dígitos');
  await field.fill('123');
  await entry.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Ingresa el código de verificación correcto.')).toBeVisible();

  const code = await newestSmsCode(request, order.phone);
  await field.fill(code === '000000' ? '111111' : '000000');
  await entry.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Código de verificación incorrecto.')).toBeVisible();
  await expect(entry).toBeVisible();

  await field.fill(code);
  await entry.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(new RegExp(`/loanDetail\\?orderId=${order.orderId}$`));
  // Sent once the router shows the next screen, just after the address changes.
  await expect.poll(async () => (await bridgeLog()).map((entry) => entry.name)).toContain('endBank');

  // The loan is settled: nothing is left to repay.
  const detail = await request.get(
    `/online/v3/installment/loan-play-detail?userId=${order.userId}&sessionId=${order.sessionId}&productId=1&orderId=${order.orderId}`,
  );
  // Nothing left to pay is a state the screen shows, not a refusal.
  expect(detail.status()).toBe(200);
  expect((await detail.json()).data.state).toBe('settled');
});

test('Cancel closes the SMS entry; committing again within the minute says how long to wait', async ({
  page,
  request,
}) => {
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repayChoice', order, '2'));
  await page.getByRole('radio', { name: /BBVA México/ }).check();
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  const entry = page.getByRole('dialog', { name: 'Código de verificación' });
  await expect(entry.getByRole('button', { name: /Reenviar en \d+ s/ })).toBeDisabled();

  await entry.getByRole('button', { name: 'Cancelar' }).click();
  await expect(entry).toBeHidden();

  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await expect(page.getByText(/Enviamos un código hace menos de un minuto\. Espera \d+ s/)).toBeVisible();
  await expect(entry).toBeHidden();
});

test('the card choice follows the launch language (English)', async ({ page, request }) => {
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repayChoice', order, '1'));
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByText('Please select the payment bank card first')).toBeVisible();
});

test('bind a card: digits only, grouped by 4, bank picker; the card is then offered', async ({
  page,
  request,
  shot,
  expectAccessible,
}) => {
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repayChoice', order, '2'));
  await page.getByRole('link', { name: /Agregar una tarjeta/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vincular tarjeta bancaria' })).toBeVisible();

  const number = page.getByLabel('Número de tarjeta');
  await number.pressSequentially('4111-1111 abc 1111 1111');
  await expect(number).toHaveValue('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Vincular tarjeta' }).click();
  await expect(page.getByText('Elige tu banco').last()).toBeVisible();
  await page.getByLabel('Banco').selectOption({ label: 'Banorte' });
  await shot('bind-card-2');
  await expectAccessible('bind card');
  await page.getByRole('button', { name: 'Vincular tarjeta' }).click();

  await expect(page).toHaveURL(/\/repayChoice/);
  await expect(page.getByRole('radio', { name: /Banorte \*\*\*\* 1111/ })).toBeVisible();
});

test('pay by bank transfer redirects to the transfer instructions', async ({ page, request }) => {
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repayChoice', order, '2'));
  await page.getByRole('button', { name: 'Pagar por transferencia bancaria' }).click();
  await expect(page).toHaveURL(new RegExp(`/carpmm\\?requestType=1&payCode=SPEI&orderId=${order.orderId}`));
  await expect(page.getByRole('heading', { name: 'Pago del préstamo en SPEI' })).toBeVisible();
});

test('repayment-way answers an older client (user and order in the query) and refuses a mismatch', async ({
  request,
}) => {
  const order = await freshOrder(request);
  const base = '/api/v1/lend/lend-api/service/loan/repayment-way';
  const who = { userId: order.userId, sessionId: order.sessionId, language: '2' };
  const asSpec = await request.post(`${base}?${new URLSearchParams({ ...who, orderId: order.orderId })}`);
  expect(await asSpec.json()).toMatchObject({ code: '00', data: { repayAmount: 502_958 } });
  const asForm = await request.post(`${base}?${new URLSearchParams(who)}`, { form: { orderId: order.orderId } });
  expect((await asForm.json()).code).toBe('00');
  const mismatch = await request.post(`${base}?${new URLSearchParams({ ...who, orderId: order.orderId })}`, {
    form: { orderId: '5004' },
  });
  expect(mismatch.status()).toBe(400);
  expect((await mismatch.json()).message).toContain('orderId');
});
