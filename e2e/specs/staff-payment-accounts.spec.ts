import { expect as baseExpect, test } from '../support/fixtures.ts';
import { E2E_STAFF_PASSWORD } from '../support/staff.ts';

// Signing in (and the password asked again) runs scrypt on purpose: more time per step on a shared machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, locale: 'en-US' });

test('an admin sets the account a house payment channel of their market collects into, with their password', async ({
  page,
  expectAccessible,
  shot,
}) => {
  await page.goto('/staff/payment-accounts');
  await page.getByLabel(/^(E-mail|Correo electrónico)$/).fill('admin@demo.test');
  await page.getByLabel(/^(Password|Contraseña)$/).fill(E2E_STAFF_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Payment accounts|Cuentas de cobro)$/ })).toBeVisible();
  // Mexico's admin: SPEI only (India's UPI and NEFT are another market's).
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: 'SPEI', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'UPI', exact: true })).toHaveCount(0);
  await expectAccessible('payment accounts');
  await shot('staff-payment-accounts');

  await page.getByRole('button', { name: /^(Set|Configurar): SPEI$/ }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: /^(Set|Configurar)$/ });
  await dialog.getByLabel(/^(New value|Valor nuevo)$/).fill('64618');
  await dialog.getByLabel(/asked again|se pide de nuevo/).fill(E2E_STAFF_PASSWORD);
  // Five digits are no CLABE bank and plaza: the change cannot be sent.
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/^(New value|Valor nuevo)$/).fill('646180');
  await expectAccessible('payment account dialog');
  await confirm.click();
  await expect(page.getByText(/^(Account saved|Cuenta guardada)$/)).toBeVisible();
  await expect(table.getByRole('cell', { name: '646180' })).toBeVisible();
});
