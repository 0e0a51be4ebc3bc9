import { expect, INDIAN_LAUNCH, INDIAN_ORDER, launchUrl, type Page, test } from '../support/fixtures.ts';

/** The six demo orders of user 1001 (seed.ts) and what the loan detail shows for each. */
const ORDERS = [
  { orderId: '5001', banner: 'reviewing', es: 'En revisión', en: 'Under review', list: true, buttons: [] },
  { orderId: '5002', banner: 'approved', es: 'Aprobado', en: 'Approved', list: true, buttons: [] },
  { orderId: '5003', banner: 'rejected', es: 'No aprobado', en: 'Not approved', list: false, buttons: [] },
  {
    orderId: '5004',
    banner: 'repaying',
    es: 'Pendiente de pago',
    en: 'Pending repayment',
    list: true,
    buttons: ['repay', 'extension'],
  },
  { orderId: '5005', banner: 'overdue', es: 'Vencido', en: 'Overdue', list: true, buttons: ['repay'] },
  { orderId: '5006', banner: 'settled', es: 'Pagado', en: 'Repaid', list: true, buttons: ['borrowAgain'] },
] as const;

const BUTTONS = {
  '2': { repay: 'Pagar', extension: 'Prórroga', borrowAgain: 'Pedir otro préstamo', details: 'Detalles' },
  '1': { repay: 'Repay', extension: 'Extension', borrowAgain: 'Borrow again', details: 'Details' },
} as const;

const detailUrl = (orderId: string, language: '1' | '2') => launchUrl('/loanDetail', language, { orderId });

async function expectOrder(page: Page, order: (typeof ORDERS)[number], language: '1' | '2') {
  const b = BUTTONS[language];
  await expect(page.getByRole('heading', { level: 2, name: language === '2' ? order.es : order.en })).toBeVisible();
  await expect(page.locator(`img[data-banner="${order.banner}"]`)).toBeVisible();
  const list = page.getByRole('definition').first();
  if (order.list) {
    await expect(page.getByLabel(b.details)).toBeVisible();
    await expect(list).toBeVisible();
  } else {
    await expect(page.getByLabel(b.details)).toHaveCount(0);
  }
  for (const key of ['repay', 'extension', 'borrowAgain'] as const) {
    const button = page.getByRole('button', { name: b[key], exact: true });
    if ((order.buttons as readonly string[]).includes(key)) await expect(button).toBeVisible();
    else await expect(button).toHaveCount(0);
  }
}

for (const order of ORDERS) {
  test(`order ${order.orderId} shows the ${order.banner} banner, its rows and buttons (language=2)`, async ({
    page,
    expectAccessible,
    shot,
  }) => {
    await page.goto(detailUrl(order.orderId, '2'));
    await expectOrder(page, order, '2');
    if (order.orderId !== '5003') {
      await expect(page.getByRole('link', { name: 'Ver contrato de préstamo' })).toBeVisible();
    } else {
      await expect(page.getByRole('link', { name: 'Ver contrato de préstamo' })).toHaveCount(0);
    }
    await shot(`loan-detail-${order.orderId}-2`);
    await expectAccessible(`loan detail ${order.orderId}`);
  });

  // The Indian borrower's order in the same status: English words, and the rupee as India writes it.
  const indian = INDIAN_ORDER[order.orderId];
  test(`order ${indian} of the Indian borrower in English with the rupee sign (language=1)`, async ({ page }) => {
    await page.goto(launchUrl('/loanDetail', '1', { ...INDIAN_LAUNCH, orderId: indian }));
    await expectOrder(page, order, '1');
    if (order.list) await expect(page.getByText(/₹5,000\.00/).first()).toBeVisible();
  });
}

test('an order in repayment lists amount, term, dates and costs, and hides empty rows', async ({ page }) => {
  await page.goto(detailUrl('5004', '2'));
  const rows = page.getByLabel('Detalles');
  for (const label of [
    'Monto del préstamo',
    'Plazo del préstamo',
    'Fecha de depósito',
    'Fecha de vencimiento',
    'Intereses',
    'Comisión',
    'IVA (16% de intereses y comisión)',
    'Monto a recibir',
    'Total del contrato (capital + intereses)',
  ]) {
    await expect(
      rows.getByRole('term').filter({ hasText: new RegExp(`^${label.replace(/[()+]/g, '\\$&')}$`) }),
    ).toBeVisible();
  }
  await expect(rows).toContainText('$5,029.58');
  // A single-payment loan has no instalment count: that row is empty and hidden.
  await expect(rows.getByText('Número de pagos')).toHaveCount(0);
  // Not yet disbursed: no dates to show.
  await page.goto(detailUrl('5001', '2'));
  await expect(page.getByLabel('Detalles').getByText('Fecha de depósito')).toHaveCount(0);
});

test('Repay opens the repayment page in-app outside the webview', async ({ page, bridgeLog }) => {
  await page.goto(detailUrl('5005', '2'));
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/repay\?orderId=5005&productId=1$/);
  expect(await bridgeLog()).toContainEqual(
    expect.objectContaining({ name: 'toP', payload: { page: 'repay', params: { orderId: '5005', productId: '1' } } }),
  );
});

test('Extension shows the reminder before going to the extension page', async ({
  page,
  bridgeLog,
  shot,
  expectAccessible,
}) => {
  await page.goto(detailUrl('5004', '2'));
  await page.getByRole('button', { name: 'Prórroga', exact: true }).click();
  const reminder = page.getByRole('dialog', { name: 'Prórroga del pago' });
  await expect(reminder).toContainText('hasta 7 días');
  await shot('loan-detail-extension-reminder');
  await expectAccessible('extension reminder');
  await reminder.getByRole('button', { name: 'Cancelar' }).click();
  await expect(reminder).toBeHidden();
  expect((await bridgeLog()).map((e) => e.name)).not.toContain('toP');

  await page.getByRole('button', { name: 'Prórroga', exact: true }).click();
  await page.getByRole('dialog', { name: 'Prórroga del pago' }).getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/repayDelay\?orderId=5004&productId=1$/);
});

test('Borrow again opens the confirm page of the product', async ({ page }) => {
  await page.goto(detailUrl('5006', '2'));
  await page.getByRole('button', { name: 'Pedir otro préstamo' }).click();
  await expect(page).toHaveURL(/\/confirm\?productId=1$/);
  await expect(page.getByRole('heading', { name: 'Presto Cash' })).toBeVisible();
});

test('inside the webview the buttons go through the native bridge and the page stays', async ({ page, bridgeLog }) => {
  await page.addInitScript(() => {
    const handler = { postMessage: () => {} };
    Object.assign(window, { webkit: { messageHandlers: new Proxy({}, { get: () => handler }) } });
  });
  await page.goto(detailUrl('5004', '1'));
  await page.getByRole('button', { name: 'Repay', exact: true }).click();
  await expect(page).toHaveURL(/\/loanDetail\?/);
  expect(await bridgeLog()).toContainEqual(
    expect.objectContaining({
      name: 'toP',
      native: true,
      payload: { page: 'repay', params: { orderId: '5004', productId: '1' } },
    }),
  );
});

test.describe('rating', () => {
  test('asks for a star before sending (Spanish wording)', async ({ page }) => {
    await page.goto(detailUrl('5001', '2'));
    await page.getByRole('button', { name: 'Califica nuestro servicio' }).click();
    await page
      .getByRole('dialog', { name: 'Califica nuestro servicio' })
      .getByRole('button', { name: 'Enviar' })
      .click();
    await expect(page.getByText('Seleccione una calificación')).toBeVisible();
  });

  test('asks for a star before sending (English wording)', async ({ page }) => {
    await page.goto(detailUrl('5001', '1'));
    await page.getByRole('button', { name: 'Rate our service' }).click();
    await page.getByRole('dialog', { name: 'Rate our service' }).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please select a rating')).toBeVisible();
  });

  test('below 4 stars thanks the borrower and opens no store prompt', async ({
    page,
    bridgeLog,
    shot,
    expectAccessible,
  }) => {
    const scored = page.waitForRequest((r) => r.url().includes('/google-score'));
    await page.goto(detailUrl('5002', '2'));
    await page.getByRole('button', { name: 'Califica nuestro servicio' }).click();
    await page.getByRole('radio', { name: '2 de 5 estrellas' }).check();
    await shot('loan-detail-rating');
    await expectAccessible('rating dialog');
    await page.getByRole('button', { name: 'Enviar' }).click();
    expect((await scored).postData()).toContain('score=2');
    await expect(page.getByRole('dialog', { name: '¡Gracias por calificarnos!' })).toBeVisible();
    expect((await bridgeLog()).map((e) => e.name)).not.toContain('toRate');
  });

  test('4 stars or more opens the native rate prompt', async ({ page, bridgeLog }) => {
    // 5006: repaid and not yet rated, and no other spec rates it (a refused application, 5003, is offered no rating).
    await page.goto(detailUrl('5006', '1'));
    await page.getByRole('button', { name: 'Rate our service' }).click();
    await page.getByRole('radio', { name: '4 of 5 stars' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(async () => (await bridgeLog()).map((e) => e.name)).toContain('toRate');
    await expect(page.getByRole('button', { name: 'Rate our service' })).toBeHidden();
  });
});

test('another borrower’s order is refused with the server’s message, with no retry', async ({ page }) => {
  await page.goto(
    `/loanDetail?${new URLSearchParams({ userId: '1002', sessionId: 'demo-1002', orderId: '5004', productId: '1', language: '2' })}`,
  );
  await expect(page.getByRole('alert')).toContainText('No encontramos ese pedido');
  // Not found is final: trying again could only fail again.
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
});

test('the order route shows the same screen', async ({ page }) => {
  await page.goto(launchUrl('/order', '2', { orderId: '5006' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Pagado' })).toBeVisible();
});
