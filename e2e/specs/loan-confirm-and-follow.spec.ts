import { expect, launchUrl, test } from '../support/fixtures.ts';

/*
 * Product 1 for user 1001 (DESIGN.md demo data): 5.000,00 over 91 days with a 10% commission, so
 * interest 29,58, commission 500,00, VAT 84,73, received 4.415,27, to repay 5.029,58.
 */
const WORDING = {
  '2': {
    title: 'Confirmar préstamo',
    amount: '$5.000,00',
    term: '91 días',
    received: '$4.415,27',
    repay: '$5.029,58',
    plan: 'Pago único',
    agreement: 'He leído y acepto el Contrato de préstamo',
    contract: 'Contrato de préstamo',
    apply: 'Solicitar',
    retry: 'Reintentar',
  },
  '1': {
    title: 'Confirm loan',
    amount: '₹5.000,00',
    term: '91 days',
    received: '₹4.415,27',
    repay: '₹5.029,58',
    plan: 'Single repayment',
    agreement: 'I have read and accept the Loan agreement',
    contract: 'Loan agreement',
    apply: 'Apply',
    retry: 'Retry',
  },
} as const;

for (const language of ['2', '1'] as const) {
  const w = WORDING[language];

  test.describe(`loan confirm (language=${language})`, () => {
    test('shows the offer: product, amount, term, daily rate, details and repayment plan', async ({
      page,
      expectAccessible,
      shot,
    }) => {
      await page.goto(launchUrl('/confirm', language, { productId: '1' }));
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Presto Cash' })).toBeVisible();
      await expect(page.getByText(w.amount, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(w.term, { exact: true }).first()).toBeVisible();
      await expect(page.getByText('0.0065%')).toBeVisible();
      const details = page.getByRole('definition').filter({ hasText: w.received });
      await expect(details).toHaveCount(1);
      const plan = page.getByRole('listitem').filter({ hasText: w.plan });
      await expect(plan).toContainText(w.repay);
      await expect(page.getByRole('checkbox', { name: w.agreement })).toBeChecked();
      await shot(`confirm-${language}`);
      await expectAccessible('confirm');
    });

    test('keeps Submit disabled while the agreement is unchecked', async ({ page }) => {
      await page.goto(launchUrl('/confirm', language, { productId: '1' }));
      const apply = page.getByRole('button', { name: w.apply });
      await expect(apply).toBeEnabled();
      await page.getByRole('checkbox', { name: w.agreement }).uncheck();
      await expect(apply).toBeDisabled();
      await page.getByRole('checkbox', { name: w.agreement }).check();
      await expect(apply).toBeEnabled();
    });

    test('offers a retry when the offer cannot be loaded', async ({ page }) => {
      let fail = true;
      await page.route('**/online/v3/loan-confirm/loan-detail-confirm**', (route) =>
        fail ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
      );
      await page.goto(launchUrl('/confirm', language, { productId: '1' }));
      const retry = page.getByRole('button', { name: w.retry });
      await expect(retry).toBeVisible();
      fail = false;
      await retry.click();
      await expect(page.getByRole('heading', { name: 'Presto Cash' })).toBeVisible();
    });
  });
}

test('a push the server refuses keeps the borrower on the confirm page with the offer reloaded', async ({ page }) => {
  // Stand in for an offer that changed while the page was open: the server sees other terms than its offer.
  await page.route('**/online/v3/loan-confirm/loan-detail-push**', (route) =>
    route.continue({ postData: (route.request().postData() ?? '').replace(/amount=\d+/, 'amount=123') }),
  );
  await page.goto(launchUrl('/confirm', '2', { productId: '1' }));
  await expect(page.getByRole('heading', { name: 'Presto Cash' })).toBeVisible();
  const reloaded = page.waitForRequest((r) => r.url().includes('/loan-detail-confirm'));
  await page.getByRole('button', { name: 'Solicitar' }).click();
  await expect(page.getByText('La oferta del préstamo cambió. Revísala de nuevo.')).toBeVisible();
  await reloaded;
  await expect(page).toHaveURL(/\/confirm\?/);
  await expect(page.getByRole('button', { name: 'Solicitar' })).toBeEnabled();
});

test('opens the agreement of the offer from the confirm screen', async ({ page }) => {
  await page.goto(launchUrl('/confirm', '2', { productId: '1' }));
  await page.getByRole('link', { name: 'Contrato de préstamo' }).click();
  await expect(page).toHaveURL(/\/contract\?productId=1$/);
  await expect(page.getByRole('heading', { name: 'Pagaré' })).toBeVisible();
  await expect(page.getByText(/María Fernanda López/).first()).toBeVisible();
});

test('from the test preview: confirm once, land on the new order, read its contract and rate it', async ({
  page,
  bridgeLog,
  shot,
}) => {
  await page.goto(launchUrl('/testPreview', '2'));
  await page.getByRole('link', { name: 'Confirmar préstamo' }).click();
  await expect(page).toHaveURL(/\/confirm\?.*productId=1/);

  const pushes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/loan-detail-push')) pushes.push(request.url());
  });
  const apply = page.getByRole('button', { name: 'Solicitar' });
  await expect(apply).toBeEnabled();
  await apply.dblclick();

  await expect(page).toHaveURL(/\/loanDetail\?orderId=\d+&productId=1&from=confirm$/);
  await expect(page.getByRole('heading', { name: 'En revisión' })).toBeVisible();
  await expect(page.getByText('$5.029,58')).toBeVisible();
  expect(pushes).toHaveLength(1);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  await shot('confirm-landed-on-detail');

  // The confirm page was replaced: back leaves the journey instead of showing a stale offer.
  await page.getByRole('link', { name: 'Ver contrato de préstamo' }).click();
  await expect(page).toHaveURL(new RegExp(`/contract\\?orderNo=${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Pagaré' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/loanDetail\?/);
  await page.goBack();
  await expect(page).toHaveURL(/\/testPreview\?/);
  await page.goForward();

  await page.getByRole('button', { name: 'Califica nuestro servicio' }).click();
  await page.getByRole('radio', { name: '5 de 5 estrellas' }).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect.poll(async () => (await bridgeLog()).map((entry) => entry.name)).toContain('toRate');
  await expect(page.getByRole('button', { name: 'Califica nuestro servicio' })).toBeHidden();
});

test('an offer being finalised shows the countdown and is reloaded with isType=1 after 5.5 s', async ({
  page,
  shot,
  expectAccessible,
}) => {
  const firstAnswer = page.waitForResponse(
    (r) => r.url().includes('/loan-detail-confirm') && !r.url().includes('isType'),
  );
  await page.goto(launchUrl('/confirm', '2', { productId: '2' }));
  await firstAnswer;
  const answeredAt = Date.now();
  const reloadRequest = page.waitForRequest(
    (r) => r.url().includes('/loan-detail-confirm') && r.url().includes('isType=1'),
    { timeout: 15_000 },
  );
  let reloadedAt = 0;
  void reloadRequest.then(() => {
    reloadedAt = Date.now();
  });
  const dialog = page.getByRole('dialog', { name: 'Estamos preparando tu oferta' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar' })).toBeDisabled();
  await shot('confirm-countdown');
  await expectAccessible('countdown dialog');

  const reload = await reloadRequest;
  expect(reloadedAt - answeredAt).toBeGreaterThanOrEqual(5_000);
  expect(new URL(reload.url()).searchParams.get('productId')).toBe('2');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Solicitar' })).toBeEnabled();
  await expect(page.getByText('Pago 3 de 3')).toBeVisible();
});
