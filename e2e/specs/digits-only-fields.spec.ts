import { expect, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder } from '../support/repay-fixture.ts';

/** A letter typed among digits, key by key as a keyboard sends it: the field keeps only the digits. */
const TYPED = '12a3';

test('the SMS code of a card repayment never shows a letter', async ({ page, request }) => {
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repayChoice', order, '2'));
  await page.getByRole('radio', { name: /BBVA México/ }).check();
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  const field = page.getByRole('dialog', { name: 'Código de verificación' }).getByLabel('Código de 6 dígitos');
  await field.pressSequentially(TYPED);
  await expect(field).toHaveValue('123');
  await field.press('x');
  await expect(field).toHaveValue('123');
});

for (const { id, phone, sms } of [
  { id: 1, phone: 'Número de teléfono', sms: 'Código SMS' },
  { id: 2, phone: 'Phone number', sms: 'SMS code' },
]) {
  test(`the landing's phone and SMS code never show a letter (template ${id})`, async ({ page }) => {
    await page.goto(`/promo.html#/?id=${id}`);
    const phoneField = page.getByLabel(phone);
    await phoneField.pressSequentially('a');
    await expect(phoneField).toHaveValue('');
    const smsField = page.getByLabel(sms, { exact: true });
    await smsField.pressSequentially(TYPED);
    await expect(smsField).toHaveValue('123');
  });
}

test('the card number never shows a letter and stays grouped in fours', async ({ page, request, shot }) => {
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/bindCard', order, '2'));
  const field = page.getByLabel('Número de tarjeta');
  await field.pressSequentially('4152a31x3');
  await expect(field).toHaveValue('4152 313');
  await shot('bind-card-digits-2');
});
