import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, INDIAN_LAUNCH, INDIAN_ORDER, launchUrl, type Page, test } from '../support/fixtures.ts';

/*
 * The loan screens as a borrower reads them: what they owe today (the repay screen's figure), an application that
 * fails without losing the offer, key facts that open at their top and stay readable after signing, and words that
 * read right (plurals, whole titles, unbroken dates, no rating of a refused application). Demo order 5005 is 9 days
 * late: 5,029.58 of contract plus 3% of 5,000.00 per day late = 6,379.58. The demo data is seeded when the server
 * starts, from the market's date then, so a run that has crossed the market's midnight since reads 10 days late and
 * 6,529.58. The Spanish screens are the Mexican borrower's
 (1001), the English ones the Indian borrower's (1002), whose orders 6005, 6007 and 6004 are in 5005's, 5004's and
 5003's states.
 */
const W = {
  '2': {
    launch: { productId: '1' },
    order: (orderId: keyof typeof INDIAN_ORDER) => ({ orderId }),
    dueToday: 'Para pagar hoy',
    overdue: {
      9: { due: '$6,379.58', lateInterest: 'Incluye $1,350.00 de intereses moratorios' },
      10: { due: '$6,529.58', lateInterest: 'Incluye $1,500.00 de intereses moratorios' },
    },
    overdueText: /^Venció el \d{4}-\d{2}-\d{2}: (\d+) días de atraso$/,
    onTimeDue: '$5,029.58',
    dueLater: /^Vence el \d{4}-\d{2}-\d{2}$/,
    onTimeText: 'Puedes pagar antes, todo o una parte, sin comisión: el total es el mismo.',
    repay: 'Pagar',
    repayTitle: 'Pagar préstamo',
    keyFactsOpen: 'Leer la carátula del crédito',
    keyFactsTitle: 'Carátula del crédito',
    keyFactsFromDetail: 'Ver la carátula del crédito',
    cost: 'CAT (Costo Anual Total)',
    close: 'Cerrar',
    apply: 'Solicitar',
    applyAgain: 'Intentar de nuevo',
    lost: /No pudimos confirmar que tu solicitud llegó/,
    read: 'Carátula leída',
    contract: 'Contrato de préstamo',
    rate: 'Califica nuestro servicio',
    rejected: 'No aprobado',
    periodTitle: 'Contrato de préstamo a plazos',
    onePayment: /en 1 pago,/,
    threePayments: /en 3 pagos,/,
  },
  '1': {
    launch: INDIAN_LAUNCH,
    order: (orderId: keyof typeof INDIAN_ORDER) => ({ ...INDIAN_LAUNCH, orderId: INDIAN_ORDER[orderId] }),
    dueToday: 'To pay today',
    overdue: {
      9: { due: '₹6,379.58', lateInterest: 'Includes ₹1,350.00 of late interest' },
      10: { due: '₹6,529.58', lateInterest: 'Includes ₹1,500.00 of late interest' },
    },
    overdueText: /^Was due on \d{4}-\d{2}-\d{2}: (\d+) days overdue$/,
    onTimeDue: '₹5,029.58',
    dueLater: /^Due on \d{4}-\d{2}-\d{2}$/,
    onTimeText: 'You may pay before then, in whole or in part, with no fee: the total stays the same.',
    repay: 'Repay',
    repayTitle: 'Repay loan',
    keyFactsOpen: 'Read the Key Facts Statement',
    keyFactsTitle: 'Key Facts Statement',
    keyFactsFromDetail: 'View the Key Facts Statement',
    cost: 'Annual Percentage Rate (APR)',
    close: 'Close',
    apply: 'Apply',
    applyAgain: 'Try again',
    lost: /We could not confirm that your application arrived/,
    read: 'Key facts read',
    contract: 'Loan agreement',
    rate: 'Rate our service',
    rejected: 'Not approved',
    periodTitle: 'Instalment loan agreement',
    onePayment: /in 1 instalment,/,
    threePayments: /in 3 instalments,/,
  },
} as const;

/** Screenshots for the reviewer, beside the suite's own. */
const shotsDir = '/tmp/shots-journey-loan';
mkdirSync(shotsDir, { recursive: true });
async function keepShot(shot: (name: string) => Promise<void>, name: string) {
  await shot(name);
  copyFileSync(
    path.join(import.meta.dirname, '..', 'artifacts', 'screenshots', `${name}.png`),
    `${shotsDir}/${name}.png`,
  );
}

/** The key facts dialog opens at its top: its heading focused, its annual cost in view, not scrolled down. */
async function expectKeyFactsAtTop(page: Page, w: Pick<(typeof W)['1' | '2'], 'keyFactsTitle' | 'cost'>) {
  const dialog = page.getByRole('dialog', { name: w.keyFactsTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2, name: w.keyFactsTitle })).toBeFocused();
  await expect(dialog.getByText(w.cost, { exact: true })).toBeInViewport();
  expect(await dialog.evaluate((d) => d.scrollTop)).toBe(0);
  return dialog;
}

for (const language of ['2', '1'] as const) {
  const w = W[language];

  test.describe(`loan screens (language=${language})`, () => {
    test('the overdue loan leads with what is owed today, the amount the repay screen asks', async ({
      page,
      shot,
      expectAccessible,
    }) => {
      await page.goto(launchUrl('/loanDetail', language, w.order('5005')));
      const due = page.getByRole('region', { name: w.dueToday });
      const lateness = due.getByText(w.overdueText);
      await expect(lateness).toBeVisible();
      const days = Number(w.overdueText.exec((await lateness.textContent()) ?? '')?.[1]);
      expect([9, 10], "days late: as seeded, or one more past the market's midnight").toContain(days);
      const owed = w.overdue[days as 9 | 10];
      await expect(due).toContainText(owed.due);
      await expect(due.getByText(owed.lateInterest)).toBeVisible();
      await keepShot(shot, `loan-detail-5005-overdue-${language}`);
      await expectAccessible('overdue loan detail');
      await page.getByRole('button', { name: w.repay, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.repayTitle })).toBeVisible();
      await expect(page.getByText(owed.due).first()).toBeVisible();
    });

    test('a loan due later is headed by its due date, not "to pay today"; a refused one neither owes nor asks for a rating', async ({
      page,
      shot,
      expectAccessible,
    }) => {
      // Due in a month: nothing has to be paid today, and paying early is what the loan terms say it is.
      await page.goto(launchUrl('/loanDetail', language, w.order('5004')));
      const due = page.getByRole('region', { name: w.dueLater });
      await expect(due.getByRole('heading', { name: w.dueLater })).toBeVisible();
      await expect(page.getByText(w.dueToday)).toHaveCount(0);
      await expect(due).toContainText(w.onTimeDue);
      await expect(due.getByText(w.onTimeText)).toBeVisible();
      await keepShot(shot, `loan-detail-5004-on-time-${language}`);

      // The signed key facts stay readable from the detail, opening at their top.
      await page.getByRole('button', { name: w.keyFactsFromDetail }).click();
      const dialog = await expectKeyFactsAtTop(page, w);
      await keepShot(shot, `loan-detail-key-facts-${language}`);
      await expectAccessible('key facts from the loan detail');
      await dialog.getByRole('button', { name: w.close }).click();
      await expect(dialog).toBeHidden();

      await page.goto(launchUrl('/loanDetail', language, w.order('5003')));
      await expect(page.getByRole('heading', { level: 2, name: w.rejected })).toBeVisible();
      await expect(page.getByRole('region', { name: w.dueToday })).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.rate })).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.keyFactsFromDetail })).toHaveCount(0);
      await keepShot(shot, `loan-detail-5003-rejected-${language}`);
      await expectAccessible('refused loan detail');
    });

    test('a submit that fails keeps the offer with the reason and a retry; read key facts stay read', async ({
      page,
      shot,
      expectAccessible,
    }) => {
      await page.goto(launchUrl('/confirm', language, w.launch));
      await expect(page.getByRole('heading', { name: 'Presto Cash' })).toBeVisible();
      await page.getByRole('button', { name: w.keyFactsOpen }).click();
      const dialog = await expectKeyFactsAtTop(page, w);
      await keepShot(shot, `confirm-key-facts-${language}`);
      await dialog.getByRole('button', { name: w.close }).click();

      // Reading the agreement and coming back keeps the key facts of this offer read.
      await page.getByRole('link', { name: w.contract, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/contract\\?productId=${w.launch.productId}$`));
      await page.goBack();
      await expect(page.getByText(`✓ ${w.read}`)).toBeVisible();
      await expect(page.getByRole('button', { name: w.apply })).toBeEnabled();

      // The connection drops: the application and the reload of the offer both fail.
      await page.route('**/online/v3/loan-confirm/**', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: w.apply }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.lost })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Presto Cash' })).toBeVisible();
      const again = page.getByRole('button', { name: w.applyAgain });
      await expect(again).toBeEnabled();
      await keepShot(shot, `confirm-submit-failed-${language}`);
      await expectAccessible('failed submit');
    });

    test('agreements count their payments in the singular and the plural, and titles are whole', async ({
      page,
      shot,
    }) => {
      await page.goto(launchUrl('/agony', language, { productId: '2' }));
      const title = page.getByRole('heading', { level: 1, name: w.periodTitle });
      await expect(title).toBeVisible();
      expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
      await expect(page.getByText(w.threePayments)).toBeVisible();
      for (const time of await page.locator('.contract time').all()) {
        expect(await time.evaluate((t) => getComputedStyle(t).whiteSpace)).toBe('nowrap');
      }
      await keepShot(shot, `contract-period-${language}`);
      await page.goto(launchUrl('/agony', language, { orderNo: '5004' }));
      await expect(page.getByText(w.onePayment)).toBeVisible();
      await page.goto(launchUrl('/contract', language, { orderNo: '5004' }));
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      // Dates inside the agreement's paragraphs stay whole too.
      const proseDates = page.locator('.contract p time');
      await expect(proseDates.first()).toBeVisible();
      for (const time of await proseDates.all()) {
        expect(await time.evaluate((t) => getComputedStyle(t).whiteSpace)).toBe('nowrap');
      }
      await keepShot(shot, `contract-${language}`);
      await page.goto(launchUrl('/complaint', language));
      const complaintTitle = page.getByRole('heading', { level: 1 });
      await expect(complaintTitle).toBeVisible();
      expect(await complaintTitle.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    });
  });
}

test('the retry after a lost answer applies once and lands on the loan detail', async ({ page }) => {
  await page.goto(launchUrl('/confirm', '2', { productId: '1' }));
  await page.getByRole('button', { name: W['2'].keyFactsOpen }).click();
  await page.getByRole('dialog', { name: W['2'].keyFactsTitle }).getByRole('button', { name: W['2'].close }).click();
  await page.route('**/online/v3/loan-confirm/loan-detail-push**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: W['2'].apply }).click();
  await expect(page.getByRole('alert').filter({ hasText: W['2'].lost })).toBeVisible();
  await page.unroute('**/online/v3/loan-confirm/loan-detail-push**');
  await page.getByRole('button', { name: W['2'].applyAgain }).click();
  await expect(page).toHaveURL(/\/loanDetail\?orderId=\d+&productId=1&from=confirm$/);
});
