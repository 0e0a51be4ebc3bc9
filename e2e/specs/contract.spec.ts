import { expect, INDIAN_LAUNCH, INDIAN_ORDER, launchUrl, test } from '../support/fixtures.ts';

/**
 * Each market's contract, read by its borrower in its own language: the Mexican borrower's order 5004 in Spanish, the
 * Indian borrower's 6007 (the same terms) in English. The other language's reading of each is in two-markets.spec.ts.
 */
const WORDING = {
  '2': {
    launch: { orderNo: '5004' },
    name: /María Fernanda López/,
    account: /\*\*\*\* 5678/,
    title: 'Contrato de préstamo',
    note: 'Pagaré',
    rows: [
      ['Monto del préstamo', '$5,000.00'],
      ['Comisión', '$500.00'],
      ['Tasa de interés anual', '18%'],
      ['Interés (0.0065% diario)', '$29.58'],
      ['IVA (16% de interés + comisión)', '$84.73'],
      ['Monto recibido', '$4,415.27'],
    ],
    overdue: /intereses moratorios del 3% por cada día de atraso/,
    // Mexico's law and courts for a Mexican borrower (market.governingLaw).
    law: /leyes de los Estados Unidos Mexicanos.*tribunales competentes de la Ciudad de México/,
    lender: 'EL PRESTAMISTA (LENDER)',
    borrower: 'EL PRESTATARIO (BORROWER)',
  },
  '1': {
    launch: { ...INDIAN_LAUNCH, orderNo: INDIAN_ORDER['5004'] },
    name: /Rahul Sharma/,
    account: /\*\*\*\* 3456/,
    title: 'Loan agreement',
    note: 'Promissory note',
    rows: [
      ['Loan amount', '₹5,000.00'],
      ['Commission', '₹500.00'],
      ['Annual interest rate', '18%'],
      ['Interest (0.0065% per day)', '₹29.58'],
      // India's GST: 18% of the processing fee only, interest carries none (needs the server's market taxes).
      ['GST (18% of the processing fee)', '₹90.00'],
      ['Received amount', '₹4,410.00'],
    ],
    overdue: /overdue interest of 3% per day/,
    law: /governed by the laws of India.*courts at Bengaluru/,
    lender: 'LENDER',
    borrower: 'BORROWER',
  },
} as const;

for (const language of ['2', '1'] as const) {
  const w = WORDING[language];

  test(`the promissory note of order ${w.launch.orderNo} is filled from the server (language=${language})`, async ({
    page,
    expectAccessible,
    shot,
  }) => {
    await page.goto(launchUrl('/contract', language, w.launch));
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: w.note })).toBeVisible();
    await expect(page.getByText(w.name).first()).toBeVisible();
    await expect(page.getByText(w.account)).toBeVisible();
    const table = page.getByRole('table').first();
    for (const [label, value] of w.rows) {
      await expect(
        table
          .getByRole('row', { name: label, exact: false })
          .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }),
      ).toContainText(value);
    }
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(page.getByText(w.overdue)).toBeVisible();
    await expect(page.getByText(w.law)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: w.lender, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: w.borrower, exact: true })).toBeVisible();
    await shot(`contract-${language}`);
    await expectAccessible('contract');
  });
}

test('the period agreement of an instalment offer has one row per period', async ({ page, expectAccessible, shot }) => {
  await page.goto(launchUrl('/agony', '2', { productId: '2' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Contrato de préstamo a plazos' })).toBeVisible();
  const schedule = page.getByRole('table', { name: 'Calendario de pagos' });
  await expect(schedule.getByRole('row')).toHaveCount(4);
  await expect(schedule.getByRole('row').nth(3)).toContainText('$3,333.34');
  await shot('period-contract-2');
  await expectAccessible('period contract');
});

test('a contract of an order that is not the borrower’s shows the server’s message, with no retry', async ({
  page,
}) => {
  await page.goto(launchUrl('/contract', '2', { orderNo: '6001' }));
  await expect(page.getByRole('alert')).toContainText('No encontramos ese pedido');
  // Not found is final: trying again could only fail again.
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
});
