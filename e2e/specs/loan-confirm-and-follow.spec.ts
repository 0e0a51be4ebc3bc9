import { expect, INDIAN_LAUNCH, launchUrl, openInBrowser, type Page, test } from '../support/fixtures.ts';

/** Opens the carátula (Spanish) of the offer on screen and closes it again: what enables Submit. */
async function readKeyFacts(page: Page) {
  await page.getByRole('button', { name: 'Leer la carátula del crédito' }).click();
  const statement = page.getByRole('dialog', { name: 'Carátula del crédito' });
  await expect(statement).toBeVisible();
  await statement.getByRole('button', { name: 'Cerrar' }).click();
  await expect(statement).toBeHidden();
}

/*
 * Product 1 for the Mexican borrower 1001 and product 3 for the Indian borrower 1002 (docs/demo.md): 5,000.00
 * over 91 days with a 10% commission, so interest 29.58, commission 500.00, to repay 5,029.58; Mexico's VAT 84.73
 * leaves 4,415.27 received, India's GST 90.00 leaves 4,410.00. Each market is read in its own language here; the
 * other language's reading of each is in two-markets.spec.ts.
 */
const WORDING = {
  '2': {
    launch: { productId: '1' },
    title: 'Confirmar préstamo',
    amount: '$5,000.00',
    term: '91 días',
    received: '$4,415.27',
    repay: '$5,029.58',
    plan: 'Pago único',
    agreement: 'He leído la carátula del crédito y acepto el Contrato de préstamo',
    contract: 'Contrato de préstamo',
    apply: 'Solicitar',
    retry: 'Reintentar',
    keyFacts: 'Leer la carátula del crédito',
    keyFactsTitle: 'Carátula del crédito',
    cost: 'CAT (Costo Anual Total)',
    pct: '55.3%',
    costNote: '55.3% sin IVA. Para fines informativos y de comparación.',
    receivedLabel: 'Monto que recibirás',
    fee: 'Comisión por apertura',
    penal: '3% diario del capital por cada día de atraso',
    coolingOff: /3 días desde el depósito/,
    grievance: 'une@lend-h5.example',
    close: 'Cerrar',
    readHint: 'Abre la carátula del crédito para continuar.',
  },
  '1': {
    launch: INDIAN_LAUNCH,
    title: 'Confirm loan',
    amount: '₹5,000.00',
    term: '91 days',
    // India's GST is 18% of the processing fee only: 5,000.00 − 500.00 − 90.00.
    received: '₹4,410.00',
    repay: '₹5,029.58',
    plan: 'Single repayment',
    agreement: 'I have read the key facts and accept the Loan agreement',
    contract: 'Loan agreement',
    apply: 'Apply',
    retry: 'Retry',
    keyFacts: 'Read the Key Facts Statement',
    keyFactsTitle: 'Key Facts Statement',
    cost: 'Annual Percentage Rate (APR)',
    // An APR is stated with two decimals (RBI's KFS illustrations); its value includes India's GST on the fee.
    pct: /\d+\.\d{2}%/,
    costNote: /^\d+\.\d{2}% a year, all fees included$/,
    receivedLabel: 'Net disbursed amount',
    fee: 'Processing fee',
    penal: '3% of the principal per day overdue',
    coolingOff: /3 days from disbursal/,
    grievance: 'grievance.in@lend-h5.example',
    close: 'Close',
    readHint: 'Open the Key Facts Statement to continue.',
  },
} as const;

for (const language of ['2', '1'] as const) {
  const w = WORDING[language];

  test.describe(`loan confirm (language=${language}, its market's borrower)`, () => {
    test('shows the offer: product, amount, term, daily rate, details and repayment plan', async ({
      page,
      expectAccessible,
      shot,
    }) => {
      await page.goto(launchUrl('/confirm', language, w.launch));
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

    test('keeps Submit disabled until the key facts were opened, and while the agreement is unchecked', async ({
      page,
      shot,
      expectAccessible,
    }) => {
      await page.goto(launchUrl('/confirm', language, w.launch));
      const apply = page.getByRole('button', { name: w.apply });
      await expect(page.getByText(w.readHint)).toBeVisible();
      await expect(apply).toBeDisabled();
      const panel = page.getByRole('region', { name: w.keyFactsTitle });
      await expect(panel).toContainText(w.cost);
      await expect(panel).toContainText(w.pct);
      // The card states the annual cost as the statement does: a CAT "sin IVA", an APR with every fee.
      await expect(panel.getByText(w.costNote)).toBeVisible();
      await panel.scrollIntoViewIfNeeded();
      await shot(`confirm-key-facts-card-${language}`);
      await panel.getByRole('button', { name: w.keyFacts }).click();
      const statement = page.getByRole('dialog', { name: w.keyFactsTitle });
      await expect(statement).toBeVisible();
      await expect(statement.getByText(w.costNote)).toBeVisible();
      await expect(statement.getByRole('definition').filter({ hasText: w.amount })).toHaveCount(1);
      await expect(statement.getByRole('term').filter({ hasText: w.receivedLabel }).locator('..')).toContainText(
        w.received,
      );
      await expect(statement.getByText(w.fee, { exact: true })).toBeVisible();
      await expect(statement.getByText(w.penal)).toBeVisible();
      await expect(statement.getByText(w.coolingOff)).toBeVisible();
      await expect(statement.getByRole('link', { name: w.grievance })).toHaveAttribute('href', `mailto:${w.grievance}`);
      await shot(`confirm-key-facts-${language}`);
      await expectAccessible('key facts');
      await statement.getByRole('button', { name: w.close }).click();
      await expect(statement).toBeHidden();
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
      await openInBrowser(page, launchUrl('/confirm', language, w.launch));
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
  await readKeyFacts(page);
  const reloaded = page.waitForRequest((r) => r.url().includes('/loan-detail-confirm'));
  await page.getByRole('button', { name: 'Solicitar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'La oferta del préstamo cambió. Revísala de nuevo.' }),
  ).toBeVisible();
  await reloaded;
  await expect(page).toHaveURL(/\/confirm\?/);
  // The reloaded offer states the key facts already opened (same version): the borrower may try again at once.
  await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeEnabled();
});

test('stale key facts are refused: the screen says why, reloads the offer and asks to read them again', async ({
  page,
  shot,
}) => {
  await page.goto(launchUrl('/confirm', '2', { productId: '1' }));
  await readKeyFacts(page);
  // Stand in for terms that changed after the borrower opened the key facts: the push is refused and the reloaded
  // offer carries another version of them.
  await page.route('**/online/v3/loan-confirm/loan-detail-push**', (route) =>
    route.continue({
      postData: (route.request().postData() ?? '').replace(
        /keyFactsVersion=[0-9a-f]+/,
        'keyFactsVersion=0123456789abcdef',
      ),
    }),
  );
  await page.route('**/online/v3/loan-confirm/loan-detail-confirm**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.keyFacts.version = 'fedcba9876543210';
    await route.fulfill({ response, json: body });
  });
  await page.getByRole('button', { name: 'Solicitar' }).click();
  const why =
    'Las condiciones del préstamo cambiaron después de que abriste la carátula. Lee la nueva carátula antes de aceptar.';
  await expect(page.getByRole('alert').filter({ hasText: why })).toBeVisible();
  await expect(page).toHaveURL(/\/confirm\?/);
  await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeDisabled();
  await expect(page.getByText('Abre la carátula del crédito para continuar.')).toBeVisible();
  await shot('confirm-stale-key-facts');
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
  await expect(apply).toBeDisabled();
  await readKeyFacts(page);
  await expect(apply).toBeEnabled();
  await apply.dblclick();

  await expect(page).toHaveURL(/\/loanDetail\?orderId=\d+&productId=1&from=confirm$/);
  await expect(page.getByRole('heading', { name: 'En revisión' })).toBeVisible();
  await expect(page.getByText('$5,029.58')).toBeVisible();
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
  // Opened in the browser, which makes the first call itself: the countdown is timed from its answer.
  await openInBrowser(page, launchUrl('/confirm', '2', { productId: '2' }));
  await firstAnswer;
  const reloadRequest = page.waitForRequest(
    (r) => r.url().includes('/loan-detail-confirm') && r.url().includes('isType=1'),
    { timeout: 15_000 },
  );
  const dialog = page.getByRole('dialog', { name: 'Estamos preparando tu oferta' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar' })).toBeDisabled();
  await shot('confirm-countdown');
  await expectAccessible('countdown dialog');

  const reload = await reloadRequest;
  // Timed where the page timed it: from the first answer's arrival to the reload's start, on the page's clock (the
  // moments this process learns of them lag by as much as the machine is loaded). A call's timing is listed once it
  // has ended.
  const offerCalls = () =>
    page.evaluate(() => {
      const calls = performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry.name.includes('/loan-detail-confirm'));
      return {
        answeredAt: calls.find((call) => !call.name.includes('isType'))?.responseEnd,
        reloadedAt: calls.find((call) => call.name.includes('isType=1'))?.startTime,
      };
    });
  await expect.poll(async () => (await offerCalls()).reloadedAt).toBeDefined();
  const { answeredAt, reloadedAt } = await offerCalls();
  expect((reloadedAt ?? 0) - (answeredAt ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(5_000);
  expect(new URL(reload.url()).searchParams.get('productId')).toBe('2');
  await expect(dialog).toBeHidden();
  await readKeyFacts(page);
  await expect(page.getByRole('button', { name: 'Solicitar' })).toBeEnabled();
  await expect(page.getByText('Pago 3 de 3')).toBeVisible();
});
