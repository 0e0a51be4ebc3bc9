import { expect, INDIAN_LAUNCH, launchUrl, test } from '../support/fixtures.ts';

test.describe('privacy policy', () => {
  test('is the Spanish notice with its deadlines for language=2', async ({ page, expectAccessible, shot }) => {
    await page.goto(launchUrl('/PrivacyPolicy', '2'));
    await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Aviso de Privacidad Integral' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Derechos ARCO' })).toBeVisible();
    const text = await page.locator('main').innerText();
    for (const figure of ['30 días', '20 días', '15 días hábiles', '5 días hábiles', '10 días hábiles'])
      expect(text).toContain(figure);
    await shot('privacy-policy-2');
    await expectAccessible('privacy policy (es)');
  });

  // India's notice (DPDP Act) is the English one: its borrower reads it.
  test('is the English notice with its deadlines for the Indian borrower, language=1', async ({
    page,
    expectAccessible,
    shot,
  }) => {
    await page.goto(launchUrl('/PrivacyPolicy', '1', INDIAN_LAUNCH));
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Privacy Notice' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Face recognition' })).toBeVisible();
    const text = await page.locator('main').innerText();
    for (const figure of ['30 days', '20 days', '15 working days', '5 working days', '10 working days'])
      expect(text).toContain(figure);
    await shot('privacy-policy-1');
    await expectAccessible('privacy policy (en)');
  });
});

for (const [language, title] of [
  ['2', 'Sobre nosotros'],
  ['1', 'About us'],
] as const) {
  test(`about us welcomes the borrower (language=${language})`, async ({ page, expectAccessible, shot }) => {
    await page.goto(launchUrl('/aboutUs', language));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main h2').first()).toBeVisible();
    await shot(`about-us-${language}`);
    await expectAccessible('about us');
  });
}

for (const [language, heading, button] of [
  ['2', 'No pudimos iniciar tu sesión', 'Iniciar sesión de nuevo'],
  ['1', 'We could not sign you in', 'Sign in again'],
] as const) {
  test(`login failure sends the borrower back to the native login (language=${language})`, async ({
    page,
    bridgeLog,
    expectAccessible,
    shot,
  }) => {
    await page.goto(launchUrl('/loginFailure', language));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await shot(`login-failure-${language}`);
    await expectAccessible('login failure');
    await page.getByRole('button', { name: button }).click();
    expect(await bridgeLog()).toContainEqual(expect.objectContaining({ name: 'offToLogin' }));
  });
}

test('an unknown path shows a not-found screen, not a blank page', async ({ page }) => {
  await page.goto(launchUrl('/no-such-screen', '1'));
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});
