import type { Page, Route } from '@playwright/test';
import { type BridgeCall, expect as baseExpect, launchUrl, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder } from '../support/repay-fixture.ts';

// Whole journeys on a shared CI machine: a screen's first paint may take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const NOTICE = {
  '1': 'Your session has ended. Sign in again in the app; what you typed stays here.',
  '2': 'Tu sesión terminó. Inicia sesión de nuevo en la app; lo que escribiste se queda aquí.',
} as const;

/**
 * The session ends between the screen's load and the borrower's tap: from then on the call `pattern` reaches the
 * real server with a session it no longer knows, so the answer is the server's own refusal, whatever its family.
 */
async function endSessionFor(page: Page, pattern: string): Promise<void> {
  await page.route(pattern, (route: Route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('sessionId', 'session-that-ended');
    return route.continue({ url: url.toString() });
  });
}

async function offToLoginCount(bridgeLog: () => Promise<BridgeCall[]>): Promise<number> {
  return (await bridgeLog()).filter((entry) => entry.name === 'offToLogin').length;
}

/** The ended session is said once (the one toast), and the app was asked once to sign the borrower in. */
async function expectSaidOnce(page: Page, bridgeLog: () => Promise<BridgeCall[]>, language: '1' | '2') {
  await expect(page.getByRole('status')).toHaveText(NOTICE[language]);
  await expect(page.getByText(NOTICE[language])).toHaveCount(1);
  await expect.poll(() => offToLoginCount(bridgeLog)).toBe(1);
  // No Retry is offered: retrying before signing in again can never work.
  await expect(page.getByRole('button', { name: /^(Retry|Reintentar)$/ })).toHaveCount(0);
  // The screen stays: signing in happens in the app, and the borrower comes back to what they had.
  await expect(page).not.toHaveURL(/loginFailure/);
}

test('a channel code asked for after the session ended: said once, no retry, the app asked to sign in (es)', async ({
  page,
  request,
  bridgeLog,
  shot,
}) => {
  const order = await freshOrder(request);
  // Every card on screen asks for its code at once: the ended session is still said once.
  await endSessionFor(page, '**/online/v3/loan-details/channel-reference**');
  await page.goto(fixtureUrl('/repay', order, '2'));
  await expectSaidOnce(page, bridgeLog, '2');
  const spei = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'SPEI' }) });
  await expect(spei.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Copiar (referencia|CLABE)/ })).toHaveCount(0);
  await shot('session-ended-payment-code-2');
});

test('a complaint sent after the session ended keeps its text, says so once and asks the app to sign in (en)', async ({
  page,
  bridgeLog,
  shot,
}) => {
  await page.goto(launchUrl('/complainPageNext', '1', { problemType: '2' }));
  const text = `Paid on Monday, still pending. ${Date.now()}`;
  await page.getByLabel('Describe the problem').fill(text);
  await endSessionFor(page, '**/online/user-problem/problem-save**');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectSaidOnce(page, bridgeLog, '1');
  await expect(page.getByLabel('Describe the problem')).toHaveValue(text);
  await expect(page.getByText('Your complaint was not sent')).toHaveCount(0);
  await shot('session-ended-complaint-1');
});

test('a card repayment committed after the session ended: said once, the app asked to sign in (es)', async ({
  page,
  request,
  bridgeLog,
}) => {
  const order = await freshOrder(request);
  await page.goto(fixtureUrl('/repayChoice', order, '2'));
  await page.getByRole('radio', { name: /BBVA México/ }).check();
  await endSessionFor(page, '**/repayment-commit**');
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await expectSaidOnce(page, bridgeLog, '2');
  await expect(page.getByRole('radio', { name: /BBVA México/ })).toBeChecked();
});

test('a rating sent after the session ended keeps its stars in the open dialog (en)', async ({
  page,
  request,
  bridgeLog,
}) => {
  const order = await freshOrder(request, { status: 180 });
  await page.goto(fixtureUrl('/loanDetail', order, '1'));
  await page.getByRole('button', { name: 'Rate our service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate our service' });
  await dialog.getByRole('radio', { name: '4 of 5 stars' }).check();
  await endSessionFor(page, '**/online/v3/loan-details/google-score**');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectSaidOnce(page, bridgeLog, '1');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
});
