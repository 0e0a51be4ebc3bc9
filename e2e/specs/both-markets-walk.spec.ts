import { amountsOnPage } from '../support/amounts.ts';
import { expect as baseExpect, type Page, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOffer, payVoucher, referenceIn } from '../support/repay-fixture.ts';

// Whole journeys on a shared 2-core machine: a screen's first paint may take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/*
 * A Mexican and an Indian borrower each take a loan from its key facts to its receipt: confirm (the statement read),
 * the loan detail once paid out, the repay plan (a channel's code asked and paid), the receipt. Each does it reading
 * Spanish and reading English: the words follow the language, while money, tax, annual cost and channels stay the
 * borrower's market's. Both products lend 5,000.00 over 91 days with a 10% fee; only the tax differs (Mexico's IVA
 * 16% of interest and fee, India's GST 18% of the fee), hence what reaches the account.
 */
const MARKETS = {
  MX: {
    name: 'Mexico',
    amount: /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/,
    lent: '$5,000.00',
    received: '$4,415.27',
    costKind: 'CAT',
    pct: /^\d+\.\d%$/,
    tax: /^IVA\b/,
    channel: 'OXXO',
    paidThrough: /^OXXO$/,
    foreign: /₹|GST|\bAPR\b|UPI|NEFT/,
  },
  IN: {
    name: 'India',
    amount: /^-?₹\d{1,2}(,\d{2})*(,\d{3})?\.\d{2}$|^-?₹\d{1,3}\.\d{2}$/,
    lent: '₹5,000.00',
    received: '₹4,410.00',
    costKind: 'APR',
    pct: /^\d+\.\d{2}%$/,
    tax: /^GST\b/,
    channel: 'NEFT',
    paidThrough: /^NEFT \/ IMPS$/,
    foreign: /\$|IVA|\bCAT\b|OXXO|SPEI/,
  },
} as const;

const WORDS = {
  '2': {
    lang: 'es',
    readKeyFacts: 'Leer la carátula del crédito',
    keyFacts: 'Carátula del crédito',
    cost: { CAT: 'CAT (Costo Anual Total)', APR: 'Tasa anual (APR)' },
    received: 'Monto que recibirás',
    close: 'Cerrar',
    apply: 'Solicitar',
    reviewing: 'En revisión',
    repay: 'Pagar',
    copy: 'Copiar referencia',
    copyAccount: 'Copiar número de cuenta',
    receipts: 'Comprobantes de pago',
    repayment: 'Pago del préstamo',
    paidThrough: 'Medio de pago',
  },
  '1': {
    lang: 'en',
    readKeyFacts: 'Read the Key Facts Statement',
    keyFacts: 'Key Facts Statement',
    cost: { CAT: 'CAT (total annual cost)', APR: 'Annual Percentage Rate (APR)' },
    received: 'Net disbursed amount',
    close: 'Close',
    apply: 'Apply',
    reviewing: 'Under review',
    repay: 'Repay',
    copy: 'Copy reference',
    copyAccount: 'Copy account number',
    receipts: 'Payment receipts',
    repayment: 'Loan repayment',
    paidThrough: 'Paid through',
  },
} as const;

/**
 * At 360 and 390 px: every amount on view is in the market's format and on one line, and a screenshot is kept to look
 * at. Returns the amounts found, so a step can pick one out.
 */
async function wholeAmountsAt360And390(
  page: Page,
  amount: RegExp,
  name: string,
  shot: (name: string) => Promise<void>,
) {
  const texts: string[] = [];
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const { found, specFormat } = await amountsOnPage(page);
    expect(found.length, `amounts on ${name} at ${width} px`).toBeGreaterThan(0);
    expect(specFormat, `the Chinese landing's separators on ${name}`).toEqual([]);
    for (const a of found) {
      expect(a.text, `format on ${name} at ${width} px`).toMatch(amount);
      expect(a.lines, `${a.text} on ${name} at ${width} px`).toBe(1);
      texts.push(a.text);
    }
    await shot(`walk-${name}-${width}`);
  }
  return texts;
}

for (const market of ['MX', 'IN'] as const) {
  const m = MARKETS[market];
  for (const language of ['2', '1'] as const) {
    const w = WORDS[language];

    test(`a borrower in ${m.name} reading language=${language} walks confirm → loan detail → repay → receipt`, async ({
      page,
      request,
      bridgeLog,
      expectAccessible,
      shot,
    }) => {
      // Four screens, two widths each, an accessibility scan per screen and a payment on a shared machine.
      test.setTimeout(120_000);
      const step = (name: string) => `${market}-${language}-${name}`;
      const borrower = await freshOffer(request, market);
      const launch = { ...borrower, phone: '', orderId: '' };

      // Confirm: the key facts state the market's annual cost and tax, in the reading language's words.
      await page.goto(fixtureUrl('/confirm', launch, language));
      await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
      const apply = page.getByRole('button', { name: w.apply });
      await expect(apply).toBeDisabled();
      const panel = page.getByRole('region', { name: w.keyFacts });
      await expect(panel).toContainText(w.cost[m.costKind]);
      await expect(panel.locator('strong')).toHaveText(m.pct);
      await wholeAmountsAt360And390(page, m.amount, step('confirm'), shot);
      await expect(page.locator('main')).not.toContainText(m.foreign);
      await expectAccessible('confirm');
      await panel.getByRole('button', { name: w.readKeyFacts }).click();
      const statement = page.getByRole('dialog', { name: w.keyFacts });
      await expect(statement).toBeVisible();
      await expect(statement.getByRole('term').filter({ hasText: m.tax })).toHaveCount(1);
      await expect(statement.getByRole('term').filter({ hasText: w.received }).locator('..')).toContainText(m.received);
      await expect(statement).not.toContainText(m.foreign);
      await shot(`walk-${step('key-facts')}-390`);
      await expectAccessible('key facts');
      await statement.getByRole('button', { name: w.close }).click();
      await expect(statement).toBeHidden();
      await apply.click();

      // Loan detail: under review, then paid out by the lender (its back office; a test-only route here).
      await expect(page).toHaveURL(/\/loanDetail\?orderId=\d+/);
      await expect(page.getByRole('heading', { name: w.reviewing })).toBeVisible();
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      expect((await request.post('/dev/loan/disburse', { data: { orderId: Number(orderId) } })).ok()).toBe(true);
      const order = { ...launch, orderId };
      await page.goto(fixtureUrl('/loanDetail', order, language));
      await expect(page.getByText(m.lent).first()).toBeVisible();
      await wholeAmountsAt360And390(page, m.amount, step('loan-detail'), shot);
      await expect(page.locator('main')).not.toContainText(m.foreign);
      await expectAccessible('loan detail');
      // Repay is the app's own screen: the page asks the native side to open it.
      await page.getByRole('button', { name: w.repay, exact: true }).click();
      await expect
        .poll(async () => (await bridgeLog()).filter((call) => call.name === 'toP').map((call) => call.payload))
        .toContainEqual(expect.objectContaining({ page: 'repay' }));

      // Repay: the market's channel gives its code when asked; the payment network reports it paid.
      await page.goto(fixtureUrl('/repay', order, language));
      const channel = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: m.channel }) });
      // A NEFT reference is the account number the transfer goes to.
      const reference = await referenceIn(channel, m.channel === 'NEFT' ? w.copyAccount : w.copy);
      await wholeAmountsAt360And390(page, m.amount, step('repay'), shot);
      await expect(page.locator('main')).not.toContainText(m.foreign);
      await expectAccessible('repay');
      expect(await payVoucher(request, reference)).toMatchObject({ status: 200, due: 0 });

      // Receipt: reached from the loan detail's receipts, in the market's currency, naming the channel paid through.
      await page.goto(fixtureUrl('/loanDetail', order, language));
      const receipts = page.getByRole('region', { name: w.receipts });
      const link = receipts.getByRole('link', { name: new RegExp(`^${w.repayment} `) });
      await expect(link).toHaveCount(1);
      const linkName = await link.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '');
      const paid = /[$₹][\d,]+\.\d{2}/.exec(linkName)?.[0] ?? '';
      expect(paid).toMatch(m.amount);
      await link.click();
      await expect(page).toHaveURL(/\/receipt\?receiptNo=P\d+$/);
      const receipt = page.getByRole('article', { name: w.repayment });
      await expect(receipt.getByText(paid).first()).toBeVisible();
      await expect(receipt.getByRole('term').filter({ hasText: w.paidThrough })).toBeVisible();
      await expect(receipt.getByRole('definition').filter({ hasText: m.paidThrough })).toBeVisible();
      await expect(receipt.getByRole('definition').filter({ hasText: reference })).toBeVisible();
      await wholeAmountsAt360And390(page, m.amount, step('receipt'), shot);
      await expect(receipt).not.toContainText(m.foreign);
      await expectAccessible('receipt');
    });
  }
}
