import { expect as baseExpect, test } from '../support/fixtures.ts';
import { askVoucher, freshOrder, payVoucher, sendHouseNotification } from '../support/repay-fixture.ts';
import { E2E_STAFF_PASSWORD } from '../support/staff.ts';

// Signing in runs scrypt on purpose, and axe runs on every state: more time per step on a shared machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, locale: 'en-US' });

test('a repayment complaint shows its order’s references and payment notifications, applied and unmatched, read only', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  // A Mexican borrower pays an OXXO voucher of $1,000.00, asks for one of $450.00, and two payments nobody could
  // apply arrive: $450.00 under a reference we never issued, and $450.00 more under the voucher already paid.
  const order = await freshOrder(request);
  const paid = await askVoucher(request, order, 'OXXO', 100_000);
  await payVoucher(request, paid);
  const open = await askVoucher(request, order, 'OXXO', 45_000);
  const stamp = Date.now();
  const unknown = `9${String(stamp).slice(-15).padStart(15, '0')}`;
  const paidAt = new Date().toISOString();
  const base = { amount: 45_000, currency: 'MXN', paidAt, channel: 'OXXO' } as const;
  expect(
    await sendHouseNotification(request, { ...base, eventId: `e2e-unknown-${stamp}`, reference: unknown }),
  ).toMatchObject({ outcome: 'unmatched', reason: 'unknown-reference' });
  expect(
    await sendHouseNotification(request, { ...base, eventId: `e2e-again-${stamp}`, reference: paid }),
  ).toMatchObject({ outcome: 'unmatched' });
  const saved = await request.post(
    `/online/user-problem/problem-save?${new URLSearchParams({ userId: order.userId, sessionId: order.sessionId, language: '2' })}`,
    { form: { problemType: '2', problemDetail: 'Pagué y no aparece', orderNo: order.orderId, problemImage: '' } },
  );
  const complaintId = Number((await saved.json()).data.problemId);
  expect(complaintId).toBeGreaterThan(0);

  await page.goto(`/staff/complaint/${complaintId}`);
  await page.getByLabel(/^(E-mail|Correo electrónico)$/).fill('agent.mx@demo.test');
  await page.getByLabel(/^(Password|Contraseña)$/).fill(E2E_STAFF_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();

  // Mexico's agent reads the console in Spanish, amounts in pesos as Mexico writes them.
  const trail = page.getByRole('region', { name: 'Pagos del pedido' });
  await expect(trail).toBeVisible();
  await expect(trail.getByText('Solo lectura: desde aquí no se aplica ningún pago.')).toBeVisible();
  const references = trail.getByRole('region', { name: 'Referencias emitidas' });
  const paidRow = references.getByRole('row').filter({ hasText: paid });
  await expect(paidRow).toContainText('$1,000.00');
  await expect(paidRow).toContainText('Pagada');
  await expect(paidRow).toContainText('Propio');
  await expect(references.getByRole('row').filter({ hasText: open })).toContainText('Vigente');
  const notifications = trail.getByRole('region', { name: 'Avisos de pago' });
  await expect(notifications.getByRole('row').filter({ hasText: 'Aplicado' })).toContainText('$1,000.00');
  await expect(notifications.getByRole('row').filter({ hasText: unknown })).toContainText(
    'Sin asignar: mismo monto y moneda, referencia desconocida',
  );
  await expect(notifications.getByRole('row').filter({ hasText: `e2e-again-${stamp}` })).toContainText(
    /^.*Sin asignar: indica una referencia de este pedido \((monto distinto|referencia ya pagada)\)/,
  );
  // Read only: no button in the trail applies or changes anything.
  await expect(trail.getByRole('button')).toHaveCount(0);
  await expectAccessible('payment complaint, Spanish');
  await trail.scrollIntoViewIfNeeded();
  await shot('staff-payment-complaint-es-1280');

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  const trailEn = page.getByRole('region', { name: 'Payments of the order' });
  await expect(trailEn.getByRole('row').filter({ hasText: paid }).first()).toContainText('Paid');
  await expect(trailEn.getByRole('row').filter({ hasText: unknown })).toContainText(
    'Unmatched: same amount and currency, unknown reference',
  );
  await expectAccessible('payment complaint, English');
  await trailEn.scrollIntoViewIfNeeded();
  await shot('staff-payment-complaint-en-1280');

  // On a phone the page does not scroll sideways: each table scrolls inside its own region.
  await page.setViewportSize({ width: 390, height: 844 });
  await trailEn.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible('payment complaint at 390 px, English');
  await shot('staff-payment-complaint-en-390');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('region', { name: 'Pagos del pedido' })).toBeVisible();
  await page.getByRole('region', { name: 'Pagos del pedido' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible('payment complaint at 390 px, Spanish');
  await shot('staff-payment-complaint-es-390');
});
