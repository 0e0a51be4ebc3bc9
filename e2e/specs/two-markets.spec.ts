import { expect, launchUrl, test } from '../support/fixtures.ts';

/**
 * The same demo borrower opened by the app in each market (spec §1: language=1 India, 2 Mexico) sees that market's
 * customer service, key facts, contract and receipts: its contacts, tax, annual cost, law and courts, currency sign and
 * time zone (packages/contract/src/market.ts). Demo order 5004 is the contract's, 5006's payment the receipt's (paid at
 * 13:00 UTC: 18:30 in India, 07:00 in Mexico City).
 */
const MARKETS = {
  '1': {
    name: 'India',
    lang: 'en',
    service: {
      title: 'Online service',
      whatsapp: /^https:\/\/wa\.me\/91\d{10}$/,
      email: /^mailto:(?!soporte@)/,
      notShown: /\+52|soporte@/,
    },
    keyFacts: {
      open: 'Read the Key Facts Statement',
      title: 'Key Facts Statement',
      cost: 'Annual Percentage Rate (APR)',
      pct: /^\d+\.\d{2}%$/,
      tax: /^GST\b/,
      notShown: /VAT|IVA|16%/,
      close: 'Close',
    },
    contract: {
      title: 'Loan agreement',
      tax: ['GST (18% of the processing fee)', '₹90.00'],
      received: ['Received amount', '₹4,410.00'],
      law: /governed by the laws of India.*competent courts at Bengaluru, Karnataka/,
      notShown: /Estados Unidos Mexicanos|VAT|IVA/,
    },
    receipt: {
      list: 'Payment receipts',
      link: /^Loan repayment of ₹5,029\.58, \d{4}-\d{2}-\d{2} 18:30:00/,
      article: 'Loan repayment',
      amount: '₹5,029.58',
      time: / 18:30:00$/,
    },
  },
  '2': {
    name: 'Mexico',
    lang: 'es',
    service: {
      title: 'Servicio en línea',
      whatsapp: /^https:\/\/wa\.me\/52\d{10}$/,
      email: /^mailto:soporte@/,
      notShown: /\+91/,
    },
    keyFacts: {
      open: 'Leer la carátula del crédito',
      title: 'Carátula del crédito',
      cost: 'CAT (Costo Anual Total)',
      pct: /^\d+\.\d%$/,
      tax: /^IVA\b/,
      notShown: /GST/,
      close: 'Cerrar',
    },
    contract: {
      title: 'Contrato de préstamo',
      tax: ['IVA (16% de interés + comisión)', '$84.73'],
      received: ['Monto recibido', '$4,415.27'],
      law: /leyes de los Estados Unidos Mexicanos.*tribunales competentes de la Ciudad de México/,
      notShown: /la India|GST/,
    },
    receipt: {
      list: 'Comprobantes de pago',
      link: /^Pago del préstamo de \$5,029\.58, \d{4}-\d{2}-\d{2} 07:00:00/,
      article: 'Pago del préstamo',
      amount: '$5,029.58',
      time: / 07:00:00$/,
    },
  },
} as const;

for (const language of ['1', '2'] as const) {
  const m = MARKETS[language];

  test.describe(`a borrower in ${m.name} (language=${language})`, () => {
    test(`customer service gives ${m.name}'s contacts`, async ({ page, shot }) => {
      await page.goto(launchUrl('/customerService', language));
      await expect(page.getByRole('heading', { level: 1, name: m.service.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', m.lang);
      await expect(page.locator('a[href^="mailto:"]')).toBeVisible();
      // Taken before the checks that need the server's per-market contacts, so it exists to look at either way.
      await shot(`market-customer-service-${language}`);
      const whatsapp = page.locator('a[href^="https://wa.me/"]');
      await expect(whatsapp).toHaveAttribute('href', m.service.whatsapp);
      await expect(page.locator('a[href^="mailto:"]')).toHaveAttribute('href', m.service.email);
      await expect(page.locator('main')).not.toContainText(m.service.notShown);
    });

    test(`the key facts state ${m.name}'s annual cost and tax`, async ({ page, shot, expectAccessible }) => {
      await page.goto(launchUrl('/confirm', language, { productId: '1' }));
      const panel = page.getByRole('region', { name: m.keyFacts.title });
      await expect(panel).toContainText(m.keyFacts.cost);
      await expect(panel.locator('strong')).toHaveText(m.keyFacts.pct);
      await panel.getByRole('button', { name: m.keyFacts.open }).click();
      const statement = page.getByRole('dialog', { name: m.keyFacts.title });
      await expect(statement).toBeVisible();
      await shot(`market-key-facts-${language}`);
      await expect(statement.getByRole('term').filter({ hasText: m.keyFacts.tax })).toHaveCount(1);
      await expect(statement).not.toContainText(m.keyFacts.notShown);
      await expectAccessible('key facts');
      await statement.getByRole('button', { name: m.keyFacts.close }).click();
    });

    test(`the contract names ${m.name}'s tax, law and courts`, async ({ page, shot, expectAccessible }) => {
      await page.goto(launchUrl('/contract', language, { orderNo: '5004' }));
      await expect(page.getByRole('heading', { level: 1, name: m.contract.title })).toBeVisible();
      await expect(page.getByText(m.contract.law)).toBeVisible();
      await page.getByText(m.contract.law).scrollIntoViewIfNeeded();
      await shot(`market-contract-law-${language}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(`market-contract-${language}`);
      const table = page.getByRole('table').first();
      for (const [label, value] of [m.contract.tax, m.contract.received]) {
        await expect(
          table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }),
        ).toContainText(value);
      }
      await expect(page.locator('.contract')).not.toContainText(m.contract.notShown);
      await expectAccessible('contract');
    });

    test(`a receipt is in ${m.name}'s currency and time zone`, async ({ page, shot }) => {
      await page.goto(launchUrl('/loanDetail', language, { orderId: '5006' }));
      const receipts = page.getByRole('region', { name: m.receipt.list });
      await receipts.getByRole('link', { name: m.receipt.link }).click();
      const receipt = page.getByRole('article', { name: m.receipt.article });
      await expect(receipt.getByText(m.receipt.amount).first()).toBeVisible();
      await expect(receipt.getByRole('definition').filter({ hasText: m.receipt.time })).toHaveCount(1);
      await shot(`market-receipt-${language}`);
    });
  });
}
