import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, INDIAN_LAUNCH, INDIAN_ORDER, launchUrl, type Page, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder, payVoucher, type RepayFixture, referenceIn } from '../support/repay-fixture.ts';

const pdfDir = path.join(import.meta.dirname, '..', 'artifacts', 'pdf');
mkdirSync(pdfDir, { recursive: true });

/** A voucher for part of what is due, as the payment instruction page would issue it. */
async function partialVoucher(request: APIRequestContext, order: RepayFixture, amount: number): Promise<string> {
  const session = new URLSearchParams({ userId: order.userId, sessionId: order.sessionId, language: '2' });
  const response = await request.post(`/online/v3/loan-details/generate-vcode?${session}`, {
    form: { productId: order.productId, orderId: order.orderId, amount, payCode: 'OXXO', requestType: 1 },
  });
  const body = (await response.json()) as { data: { repayDetail: { vCode: string } } };
  return body.data.repayDetail.vCode;
}

/** What the browser's "Save as PDF" gives: the print stylesheet on A4. */
async function printToPdf(page: Page, name: string) {
  await page.pdf({ path: path.join(pdfDir, `${name}.pdf`), format: 'A4', printBackground: true });
}

/** On paper: no app header, no floating customer-service button, no print button; the document stays. */
async function expectPrintLayout(page: Page, documentName: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: /Servicio al cliente|Customer service/ })).toBeHidden();
  await expect(page.getByRole('button', { name: /Imprimir|Print/ })).toBeHidden();
  await expect(page.getByRole('article', { name: documentName })).toBeVisible();
  // Back to no emulation: page.pdf() then prints with the print stylesheet, as the browser's dialog does.
  await page.emulateMedia({ media: null });
}

test('a store payment gets a receipt from the loan detail, then the repaid loan its settlement certificate', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  // A whole journey with two payments, two documents and two accessibility scans on a shared 2-core machine.
  test.setTimeout(90_000);
  const order = await freshOrder(request);
  await payVoucher(request, await partialVoucher(request, order, 100_000));

  await page.goto(fixtureUrl('/loanDetail', order, '2'));
  const receipts = page.getByRole('region', { name: 'Comprobantes de pago' });
  await expect(receipts.getByRole('link', { name: /Ver carta finiquito/ })).toHaveCount(0);
  await receipts.getByRole('link', { name: /^Pago del préstamo de \$1,000\.00, \d{4}-\d{2}-\d{2}/ }).click();

  await expect(page).toHaveURL(/\/receipt\?receiptNo=P\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comprobante de pago' })).toBeVisible();
  const receipt = page.getByRole('article', { name: 'Pago del préstamo' });
  await expect(receipt.getByText('$1,000.00')).toBeVisible();
  const facts = receipt.getByRole('definition');
  await expect(receipt.getByRole('term').filter({ hasText: 'Medio de pago' })).toBeVisible();
  await expect(facts.filter({ hasText: /^OXXO$/ })).toBeVisible();
  await expect(facts.filter({ hasText: /^\d{16}$/ })).toBeVisible();
  await expect(facts.filter({ hasText: order.orderId })).toBeVisible();
  // 5,029.58 due before, 1,000.00 paid.
  await expect(facts.filter({ hasText: '$4,029.58' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar como PDF / Imprimir' })).toBeVisible();
  await shot('receipt-2');
  await expectAccessible('receipt');
  await expectPrintLayout(page, 'Pago del préstamo');
  await printToPdf(page, 'receipt-2');

  // The rest is paid at the store: the loan is settled and its certificate appears on the loan detail.
  await page.goto(fixtureUrl('/repay', order, '2'));
  const stores = page.getByRole('region', { name: 'Pago en tienda de conveniencia' });
  const oxxo = stores.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'OXXO' }) });
  expect(await payVoucher(request, await referenceIn(oxxo, 'Copiar referencia'))).toMatchObject({ status: 200 });
  await page.goto(fixtureUrl('/loanDetail', order, '2'));
  await expect(receipts.getByRole('link', { name: /^Pago del préstamo de/ })).toHaveCount(2);
  await receipts.scrollIntoViewIfNeeded();
  await shot('loan-detail-receipts-2');
  await receipts.getByRole('link', { name: 'Ver carta finiquito' }).click();

  await expect(page).toHaveURL(new RegExp(`/settlementCertificate\\?orderId=${order.orderId}$`));
  const certificate = page.getByRole('article', { name: 'Carta finiquito' });
  await expect(certificate.getByText(/Cliente de prueba liquidó en su totalidad el préstamo número/)).toBeVisible();
  await expect(certificate.getByText(/no adeuda cantidad alguna/)).toBeVisible();
  await expect(certificate.getByRole('definition').filter({ hasText: '$5,000.00' })).toBeVisible();
  await expect(certificate.getByRole('definition').filter({ hasText: '$5,029.58' })).toBeVisible();
  const rows = certificate.getByRole('table', { name: 'Pagos recibidos' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('$1,000.00');
  await expect(rows.nth(2)).toContainText('$4,029.58');
  await shot('settlement-certificate-2');
  await expectAccessible('settlement certificate');
  await expectPrintLayout(page, 'Carta finiquito');
  await printToPdf(page, 'settlement-certificate-2');
});

// The Indian borrower's settled demo order, in the state of the Mexican borrower's 5006 (settled by one payment).
const SETTLED_IN_INDIA = INDIAN_ORDER['5006'];

test(`India: the no dues certificate of settled demo order ${SETTLED_IN_INDIA} in rupees, and its receipt`, async ({
  page,
  expectAccessible,
  shot,
}) => {
  await page.goto(launchUrl('/loanDetail', '1', { ...INDIAN_LAUNCH, orderId: SETTLED_IN_INDIA }));
  const receipts = page.getByRole('region', { name: 'Payment receipts' });
  await receipts.getByRole('link', { name: 'View no dues certificate' }).click();
  const certificate = page.getByRole('article', { name: 'No dues certificate' });
  await expect(
    certificate.getByText(new RegExp(`Rahul Sharma fully repaid loan number ${SETTLED_IN_INDIA}`)),
  ).toBeVisible();
  await expect(certificate.getByText(/owes nothing under this loan/)).toBeVisible();
  await expect(certificate.getByRole('definition').filter({ hasText: '₹5,000.00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as PDF / Print' })).toBeVisible();
  await shot('settlement-certificate-1');
  await expectAccessible('settlement certificate (English)');
  await printToPdf(page, 'settlement-certificate-1');

  await page.goBack();
  await receipts.getByRole('link', { name: /^Loan repayment of ₹/ }).click();
  await expect(
    page.getByRole('article', { name: 'Loan repayment' }).getByText('Balance after this payment'),
  ).toBeVisible();
  await shot('receipt-1');
});

test("someone else's receipt is refused like a missing one", async ({ page, request }) => {
  const order = await freshOrder(request);
  await payVoucher(request, await partialVoucher(request, order, 50_000));
  await page.goto(fixtureUrl('/loanDetail', order, '2'));
  const href = await page
    .getByRole('region', { name: 'Comprobantes de pago' })
    .getByRole('link', { name: /^Pago del préstamo/ })
    .getAttribute('href');
  const receiptNo = new URLSearchParams(href?.split('?')[1]).get('receiptNo') ?? '';
  // The demo borrower asks for the fixture borrower's receipt.
  await page.goto(launchUrl('/receipt', '2', { receiptNo }));
  await expect(page.getByRole('main').getByRole('alert')).toContainText('No encontramos ese comprobante');
  // Not found is final: trying again could only fail again.
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
});
