import { expect, INDIAN_LAUNCH, INDIAN_ORDER, launchUrl, test } from '../support/fixtures.ts';

/**
 * Each demo borrower belongs to a market and keeps it whichever language the app is opened in (`language=1` English,
 * anything else Spanish): customer service, key facts, contract and receipts give that market's contacts, tax,
 * annual cost, law and courts, currency sign and time zone (packages/contract/src/market.ts), in the words of the
 * language read. So a Mexican borrower reading English sees pesos, IVA, the CAT and Mexico's courts in English, and an
 * Indian borrower reading Spanish rupees, GST, the APR and India's courts in Spanish. Demo orders 5004 and 6007 are the
 * contracts' (the same terms, each market's tax); 5006's and 6006's payment the receipt's (paid at 13:00 UTC: 18:30
 * in India, 07:00 in Mexico City).
 */
const MARKETS = {
  IN: {
    name: 'India',
    launch: INDIAN_LAUNCH,
    service: {
      whatsapp: /^https:\/\/wa\.me\/91\d{10}$/,
      email: /^mailto:(?!soporte@)/,
      notShown: /\+52|soporte@/,
    },
    keyFacts: {
      cost: { '1': 'Annual Percentage Rate (APR)', '2': 'Tasa anual (APR)' },
      pct: /^\d+\.\d{2}%$/,
      tax: /^GST\b/,
      notShown: /VAT|IVA|16%|CAT/,
    },
    contract: {
      order: INDIAN_ORDER['5004'],
      tax: { '1': 'GST (18% of the processing fee)', '2': 'GST (18% de la comisión)' },
      taxAmount: '₹90.00',
      received: '₹4,410.00',
      law: {
        '1': /governed by the laws of India.*competent courts at Bengaluru, Karnataka/,
        '2': /leyes de la India.*tribunales competentes de Bengaluru, Karnataka/,
      },
      notShown: /Estados Unidos Mexicanos|United Mexican States|VAT|IVA|\$/,
    },
    receipt: { order: INDIAN_ORDER['5006'], amount: '₹5,029.58', time: '18:30:00' },
  },
  MX: {
    name: 'Mexico',
    launch: {},
    service: {
      whatsapp: /^https:\/\/wa\.me\/52\d{10}$/,
      email: /^mailto:soporte@/,
      notShown: /\+91/,
    },
    keyFacts: {
      cost: { '1': 'CAT (total annual cost)', '2': 'CAT (Costo Anual Total)' },
      pct: /^\d+\.\d%$/,
      tax: /^IVA\b/,
      notShown: /GST|APR/,
    },
    contract: {
      order: '5004',
      tax: { '1': 'IVA (16% of interest + commission)', '2': 'IVA (16% de interés + comisión)' },
      taxAmount: '$84.73',
      received: '$4,415.27',
      law: {
        '1': /laws of the United Mexican States.*competent courts of Mexico City/,
        '2': /leyes de los Estados Unidos Mexicanos.*tribunales competentes de la Ciudad de México/,
      },
      notShown: /la India|of India|GST|₹/,
    },
    receipt: { order: '5006', amount: '$5,029.58', time: '07:00:00' },
  },
} as const;

/** The words of each language, the same in both markets. */
const WORDS = {
  '1': {
    lang: 'en',
    service: 'Online service',
    keyFacts: { open: 'Read the Key Facts Statement', title: 'Key Facts Statement', close: 'Close' },
    contract: { title: 'Loan agreement', received: 'Received amount' },
    receipt: { list: 'Payment receipts', link: 'Loan repayment of', article: 'Loan repayment' },
  },
  '2': {
    lang: 'es',
    service: 'Servicio en línea',
    keyFacts: { open: 'Leer la carátula del crédito', title: 'Carátula del crédito', close: 'Cerrar' },
    contract: { title: 'Contrato de préstamo', received: 'Monto recibido' },
    receipt: { list: 'Comprobantes de pago', link: 'Pago del préstamo de', article: 'Pago del préstamo' },
  },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const market of ['IN', 'MX'] as const) {
  const m = MARKETS[market];
  for (const language of ['1', '2'] as const) {
    const w = WORDS[language];
    const tag = `${market}-${language}`;

    test.describe(`a borrower in ${m.name} reading language=${language}`, () => {
      test(`customer service gives ${m.name}'s contacts`, async ({ page, shot }) => {
        await page.goto(launchUrl('/customerService', language, m.launch));
        await expect(page.getByRole('heading', { level: 1, name: w.service })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
        await expect(page.locator('a[href^="mailto:"]')).toBeVisible();
        // Taken before the checks that need the server's per-market contacts, so it exists to look at either way.
        await shot(`market-customer-service-${tag}`);
        const whatsapp = page.locator('a[href^="https://wa.me/"]');
        await expect(whatsapp).toHaveAttribute('href', m.service.whatsapp);
        await expect(page.locator('a[href^="mailto:"]')).toHaveAttribute('href', m.service.email);
        await expect(page.locator('main')).not.toContainText(m.service.notShown);
      });

      test(`the key facts state ${m.name}'s annual cost and tax`, async ({ page, shot, expectAccessible }) => {
        await page.goto(launchUrl('/confirm', language, m.launch));
        const panel = page.getByRole('region', { name: w.keyFacts.title });
        await expect(panel).toContainText(m.keyFacts.cost[language]);
        await expect(panel.locator('strong')).toHaveText(m.keyFacts.pct);
        await panel.getByRole('button', { name: w.keyFacts.open }).click();
        const statement = page.getByRole('dialog', { name: w.keyFacts.title });
        await expect(statement).toBeVisible();
        await shot(`market-key-facts-${tag}`);
        await expect(statement.getByRole('term').filter({ hasText: m.keyFacts.tax })).toHaveCount(1);
        await expect(statement).not.toContainText(m.keyFacts.notShown);
        await expectAccessible('key facts');
        await statement.getByRole('button', { name: w.keyFacts.close }).click();
      });

      test(`the contract names ${m.name}'s tax, law and courts`, async ({ page, shot, expectAccessible }) => {
        await page.goto(launchUrl('/contract', language, { ...m.launch, orderNo: m.contract.order }));
        await expect(page.getByRole('heading', { level: 1, name: w.contract.title })).toBeVisible();
        const law = m.contract.law[language];
        await expect(page.getByText(law)).toBeVisible();
        await page.getByText(law).scrollIntoViewIfNeeded();
        await shot(`market-contract-law-${tag}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(`market-contract-${tag}`);
        const table = page.getByRole('table').first();
        for (const [label, value] of [
          [m.contract.tax[language], m.contract.taxAmount],
          [w.contract.received, m.contract.received],
        ] as const) {
          await expect(
            table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }),
          ).toContainText(value);
        }
        await expect(page.locator('.contract')).not.toContainText(m.contract.notShown);
        await expectAccessible('contract');
      });

      test(`a receipt is in ${m.name}'s currency and time zone`, async ({ page, shot }) => {
        await page.goto(launchUrl('/loanDetail', language, { ...m.launch, orderId: m.receipt.order }));
        const receipts = page.getByRole('region', { name: w.receipt.list });
        const link = new RegExp(
          `^${w.receipt.link} ${escapeRegExp(m.receipt.amount)}, \\d{4}-\\d{2}-\\d{2} ${m.receipt.time}`,
        );
        await receipts.getByRole('link', { name: link }).click();
        const receipt = page.getByRole('article', { name: w.receipt.article });
        await expect(receipt.getByText(m.receipt.amount).first()).toBeVisible();
        await expect(
          receipt.getByRole('definition').filter({ hasText: new RegExp(` ${m.receipt.time}$`) }),
        ).toHaveCount(1);
        await shot(`market-receipt-${tag}`);
      });
    });
  }
}
