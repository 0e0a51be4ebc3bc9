import { expect, launchUrl, openInBrowser, type Page, test } from '../support/fixtures.ts';
import { fixtureUrl, freshOrder } from '../support/repay-fixture.ts';

/** `true` when what is drawn at the middle of the element is the element itself: nothing covers it. */
async function isOnTop(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const element = document.querySelector<HTMLElement>(sel);
    if (!element) return false;
    // The toast lets taps through (pointer-events: none), which hit-testing would skip; count it for the check.
    element.style.pointerEvents = 'auto';
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    element.style.pointerEvents = '';
    return hit !== null && element.contains(hit);
  }, selector);
}

const wording = {
  '1': {
    payByCard: 'Pay by card',
    card: /BBVA/,
    entry: 'Verification code',
    confirm: 'Confirm',
    shortCode: 'Please enter the correct verification code',
    sessionTitle: 'Your session has ended',
    signIn: 'Sign in again',
  },
  '2': {
    payByCard: 'Pagar con tarjeta',
    card: /BBVA México/,
    entry: 'Código de verificación',
    confirm: 'Confirmar',
    shortCode: 'Ingresa el código de verificación correcto.',
    sessionTitle: 'Tu sesión terminó',
    signIn: 'Iniciar sesión de nuevo',
  },
} as const;

for (const language of ['2', '1'] as const) {
  const w = wording[language];

  test(`a toast raised in the SMS dialog shows above it and is announced (language ${language})`, async ({
    page,
    request,
    shot,
  }) => {
    const order = await freshOrder(request);
    await page.goto(fixtureUrl('/repayChoice', order, language));
    await page.getByRole('radio', { name: w.card }).check();
    await page.getByRole('button', { name: w.payByCard }).click();
    const entry = page.getByRole('dialog', { name: w.entry });
    await expect(entry).toBeVisible();
    // The dialog opens with the focus on its title, so a screen reader starts at the heading.
    await expect(entry.getByRole('heading', { name: w.entry })).toBeFocused();

    await entry.getByRole('textbox').fill('12');
    await entry.getByRole('button', { name: w.confirm }).click();
    const status = page.getByRole('status').filter({ hasText: w.shortCode });
    await expect(status).toBeVisible();
    await shot(`toast-over-dialog-${language}`);
    // The live region lives inside the open dialog (the rest of the page is inert), and nothing covers it.
    await expect(entry.getByRole('status')).toHaveText(w.shortCode);
    expect(await isOnTop(page, '.toast')).toBe(true);
    await expect(entry).toBeVisible();
  });

  test(`an expired session asks the app to sign in again, with no retry (language ${language})`, async ({
    page,
    bridgeLog,
    expectAccessible,
    shot,
  }) => {
    await page.goto(launchUrl('/loanDetail', language, { sessionId: 'ended-session' }));
    await expect(page.getByRole('heading', { name: w.sessionTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: /Retry|Reintentar/ })).toHaveCount(0);
    await expect.poll(async () => (await bridgeLog()).map((entry) => entry.name)).toContain('offToLogin');
    await shot(`session-expired-${language}`);
    await expectAccessible('session expired state');

    const before = (await bridgeLog()).filter((entry) => entry.name === 'offToLogin').length;
    await page.getByRole('button', { name: w.signIn }).click();
    // Outside the webview the sign-in request opens the sign-in-again screen.
    await expect(page).toHaveURL(/\/loginFailure/);
    expect((await bridgeLog()).filter((entry) => entry.name === 'offToLogin').length).toBeGreaterThan(before);
  });
}

test('a server refusal shows the server message, not "check your connection"', async ({ page, expectAccessible }) => {
  await page.route('**/online/v3/loan-details/loan-details**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 1503, success: false, message: 'The service is paused for maintenance.' }),
    }),
  );
  await openInBrowser(page, launchUrl('/loanDetail', '1'));
  const alert = page.getByRole('alert');
  await expect(alert.getByText('The service is paused for maintenance.')).toBeVisible();
  // Said once, by the screen: no toast repeats it.
  await expect(page.getByText('The service is paused for maintenance.')).toHaveCount(1);
  await expect(alert.getByText('Check your connection')).toHaveCount(0);
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible('refusal state');
});

test('an order that is not there says so in the server words, with nothing to retry', async ({ page }) => {
  await page.goto(launchUrl('/loanDetail', '1', { orderId: '987654321' }));
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'We could not load this page' })).toBeVisible();
  await expect(alert.getByText('Check your connection')).toHaveCount(0);
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('only a network failure says check your connection, and Retry loads the screen', async ({ page }) => {
  await page.route('**/online/**', (route) => route.abort('internetdisconnected'));
  await openInBrowser(page, launchUrl('/loanDetail', '2'));
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Revisa tu conexión e inténtalo de nuevo.')).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.unroute('**/online/**');
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('Presto Cash').first()).toBeVisible();
});
