import { expect as baseExpect, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder, referenceIn } from '../support/repay-fixture.ts';

// Whole journeys on a shared CI machine: a screen's first paint may take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test('a plan channel gets its code when asked: the wait and a failure with retry in its place, then the code (es)', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(60_000);
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repay', order, '2'));
  // Reading the plan made no code: every channel offers to get its own.
  await expect(page.getByRole('button', { name: /^Ver referencia de pago de / })).toHaveCount(3);
  await expect(page.getByRole('button', { name: /^Copiar referencia/ })).toHaveCount(0);
  await shot('repay-ask-2');
  await expectAccessible('repay before any code is asked for');

  const oxxo = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'OXXO' }) });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/online/v3/loan-details/channel-reference**', async (route) => {
    await held;
    await route.abort('internetdisconnected');
  });
  await oxxo.getByRole('button', { name: 'Ver referencia de pago de OXXO' }).click();
  await expect(oxxo.getByRole('button', { name: 'Cargando...' })).toHaveAttribute('aria-busy', 'true');
  await shot('repay-ask-waiting-2');
  release();
  await expect(oxxo.getByRole('alert')).toContainText('Revisa tu conexión e inténtalo de nuevo.');
  await shot('repay-ask-failed-2');
  await expectAccessible('repay with a code that could not be got');

  await page.unroute('**/online/v3/loan-details/channel-reference**');
  await oxxo.getByRole('button', { name: 'Reintentar' }).click();
  const reference = await referenceIn(oxxo, 'Copiar referencia');
  await expect(oxxo.getByRole('button', { name: 'Ampliar el código de barras de OXXO' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ver referencia de pago de / })).toHaveCount(2);
  await shot('repay-asked-2');

  // The plan read again (server-rendered) lists the asked code and still makes none for the others.
  const html = (await (await page.goto(fixtureUrl('/repay', order, '2')))?.text()) ?? '';
  expect(html).toContain(`aria-label="Copiar referencia ${reference}"`);
  await expect(oxxo.getByRole('button', { name: `Copiar referencia ${reference}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ver referencia de pago de / })).toHaveCount(2);
});

test('India: a channel code asked on the repay and the extension screens (en)', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(60_000);
  const order = await freshOrder(request, { market: 'IN' });
  await page.goto(fixtureUrl('/repay', order, '1'));
  const neft = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'NEFT' }) });
  await expect(neft.getByRole('button', { name: 'Show payment code for NEFT' })).toBeVisible();
  await shot('repay-ask-1');
  const reference = await referenceIn(neft, 'Copy reference');
  await shot('repay-asked-1');
  await expectAccessible('repay with an asked code (India)');

  // The extension fee is another amount: its own code, asked on its own screen.
  await page.goto(fixtureUrl('/repayDelay', order, '1'));
  const cash = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'CASHPOINT' }) });
  const fee = await referenceIn(cash, 'Copy reference');
  expect(fee).not.toBe(reference);
  await expect(cash.getByRole('button', { name: 'Enlarge the CASHPOINT barcode' })).toBeVisible();
  await shot('repay-delay-asked-1');
  await expectAccessible('extension with an asked code (India)');
});
