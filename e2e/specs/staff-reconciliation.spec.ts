import { DAY_MS } from '@loan/contract';
import { expect as baseExpect, type Page, test } from '../support/fixtures.ts';
import { type ProviderServer, startProviderServer } from '../support/provider-server.ts';
import { fixtureUrl, type RepayFixture } from '../support/repay-fixture.ts';
import { E2E_STAFF_PASSWORD } from '../support/staff.ts';

// A server of its own and scrypt at sign-in on a shared machine: more time per step.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, locale: 'en-US' });

/**
 * The differences fit the page: neither the page nor the table's own region scrolls sideways, and every cell of the
 * Detail column lies inside the window.
 */
async function expectNoSidewaysOverflow(page: Page, label: string) {
  const widths = await page.evaluate(() => {
    const region = document.querySelector('.staff-table-scroll');
    const details = Array.from(document.querySelectorAll('.staff-detail')).map((d) => d.getBoundingClientRect().right);
    return {
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
      region: region ? region.scrollWidth - region.clientWidth : -1,
      detailRight: Math.max(...details),
    };
  });
  expect(widths.region, `${label}: the table found`).toBeGreaterThanOrEqual(0);
  expect(widths.region, `${label}: the table scrolls sideways`).toBe(0);
  expect(widths.page, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(widths.window);
  expect(widths.detailRight, `${label}: the Detail column ends inside the window`).toBeLessThanOrEqual(widths.window);
}

let providers: ProviderServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  providers = await startProviderServer();
});
test.afterAll(async () => {
  await providers?.close();
});

test('an agent reconciles Stripe against the desk: a lost webhook listed, a later day empty, an outage retried', async ({
  page,
  expectAccessible,
  shot,
}) => {
  // A Mexican borrower shows the OXXO voucher Stripe makes, pays it at the store, and Stripe's webhook never arrives.
  const response = await fetch(`${providers.base}/dev/repay/fixture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ market: 'MX' }),
  });
  const order = (await response.json()) as RepayFixture;
  await page.goto(providers.base + fixtureUrl('/repay', order, '2'));
  const oxxo = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'OXXO' }) });
  await oxxo.scrollIntoViewIfNeeded();
  await expect(oxxo.getByRole('button', { name: /^Copiar referencia \d+$/ })).toBeVisible();
  const voucher = [...providers.stripe.intents.values()].find((i) => i.metadata.orderId === order.orderId);
  if (!voucher) throw new Error('Stripe made no voucher');
  providers.stripe.succeedUnsent(voucher.id);

  await page.goto(`${providers.base}/staff/reconciliation`);
  await page.getByLabel(/^(E-mail|Correo electrónico)$/).fill('agent.mx@demo.test');
  await page.getByLabel(/^(Password|Contraseña)$/).fill(E2E_STAFF_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();
  // A Mexican agent who never picked a language reads the console in Spanish; this walk reads it in English first.
  await page.getByRole('combobox', { name: /^(Language|Idioma)$/ }).selectOption('en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reconciliation with the payment providers' }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: voucher.id });
  await expect(row.getByRole('cell', { name: 'Not received', exact: true })).toBeVisible();
  await expect(row).toContainText('Stripe');
  await expect(row).toContainText(voucher.metadata.reference ?? '');
  await expect(row).toContainText(`${Math.floor(voucher.amount / 100).toLocaleString('en-US')}.`);
  await expect(row).toContainText('its notification never arrived');
  // Only Mexico's provider: India's Razorpay is another market's.
  await expect(page.getByText(/^Stripe \(MX\): \d+ payments? collected$/)).toBeVisible();
  await expect(page.getByText(/razorpay/i)).toHaveCount(0);
  await expectAccessible('reconciliation');
  await expectNoSidewaysOverflow(page, '1280 px, English');
  await shot('staff-reconciliation-en');

  await page.getByRole('combobox', { name: /^(Language|Idioma)$/ }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Conciliación con los proveedores de pago' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'No recibido', exact: true })).toBeVisible();
  await expectAccessible('reconciliation, Spanish');
  await expectNoSidewaysOverflow(page, '1280 px, Spanish');
  await shot('staff-reconciliation-es');

  // On a phone each difference is a card of `header: value` lines, in either language.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByRole('cell', { name: /No recibido/ })).toBeVisible();
  await expectNoSidewaysOverflow(page, '390 px, Spanish');
  await expectAccessible('reconciliation at 390 px, Spanish');
  await row.scrollIntoViewIfNeeded();
  await shot('staff-reconciliation-es-390');
  await page.getByRole('combobox', { name: /^(Language|Idioma)$/ }).selectOption('en');
  await expect(row.getByRole('cell', { name: /Not received/ })).toBeVisible();
  await expectNoSidewaysOverflow(page, '390 px, English');
  await expectAccessible('reconciliation at 390 px, English');
  await row.scrollIntoViewIfNeeded();
  await shot('staff-reconciliation-en-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // From tomorrow on nothing was collected: the empty state says so.
  const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
  await page.getByLabel('Payments since').fill(tomorrow);
  await expect(page.getByText(/^No differences: /)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible('reconciliation, no differences');

  // Stripe down (another day, so nothing is served from the last answer): the page says the list could not be read,
  // and its retry reads it once Stripe answers again.
  providers.stripe.failNext = true;
  const sixDays = new Date(Date.now() - 6 * DAY_MS).toISOString().slice(0, 10);
  await page.getByLabel('Payments since').fill(sixDays);
  const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect(alert).toBeVisible();
  await expectAccessible('reconciliation, provider down');
  await shot('staff-reconciliation-error');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('row').filter({ hasText: voucher.id })).toBeVisible();
});
