import { expect, launchUrl, test } from '../support/fixtures.ts';

const WORDING = {
  '2': {
    title: 'Vista previa de pruebas',
    orderId: 'ID del pedido',
    customerService: 'Servicio en línea',
    getLocation: 'Obtener ubicación',
  },
  '1': { title: 'Test preview', orderId: 'Order ID', customerService: 'Online service', getLocation: 'Get location' },
} as const;

for (const language of ['2', '1'] as const) {
  const w = WORDING[language];

  test.describe(`test preview (language=${language})`, () => {
    test('shows every editable device field and links to each screen with those values', async ({
      page,
      expectAccessible,
      shot,
    }) => {
      await page.goto(launchUrl('/testPreview', language));
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByLabel(w.orderId)).toHaveValue('5004');
      await shot(`test-preview-${language}`);
      await expectAccessible('test preview');

      const links = page.getByRole('navigation').getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(10);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      for (const path of [
        '/confirm',
        '/loanDetail',
        '/repay?',
        '/repayDelay',
        '/bindCard',
        '/aboutUs',
        '/complaint?',
        '/customerService',
        '/PrivacyPolicy',
        '/carpmm',
      ]) {
        expect(
          hrefs.some((href) => href.startsWith(path)),
          `a link to ${path}`,
        ).toBe(true);
      }
      expect(hrefs.every((href) => href.includes('sessionId=demo-1001') && href.includes(`language=${language}`))).toBe(
        true,
      );
      expect(hrefs.find((href) => href.startsWith('/carpmm'))).toMatch(/requestType=1.*amount=\d+.*payCode=/);
    });

    test('edits a field and the links carry the new value', async ({ page }) => {
      await page.goto(launchUrl('/testPreview', language));
      await page.getByLabel(w.orderId).fill('5005');
      const href = await page.getByRole('link', { name: w.customerService }).getAttribute('href');
      expect(href).toContain('orderId=5005');
    });

    test('opens customer service with the launch values, served by the real API', async ({ page }) => {
      await page.goto(launchUrl('/testPreview', language));
      await page.getByRole('link', { name: w.customerService }).click();
      await expect(page).toHaveURL(/\/customerService\?.*userId=1001/);
      await expect(page.getByText('800 123 4567')).toBeVisible();
    });
  });
}

test('reports a refused location permission clearly', async ({ page }) => {
  await page.goto(launchUrl('/testPreview', '1'));
  await page.getByRole('button', { name: 'Get location' }).click();
  await expect(page.getByText(/Location permission was refused/)).toBeVisible();
});

test('shows the position when location is allowed', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 19.4326, longitude: -99.1332, accuracy: 20 });
  await page.goto(launchUrl('/testPreview', '2'));
  await page.getByRole('button', { name: 'Obtener ubicación' }).click();
  await expect(page.getByText(/19\.43260.*-99\.13320/)).toBeVisible();
});

test('previews a picked photo', async ({ page }) => {
  await page.goto(launchUrl('/testPreview', '1'));
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.locator('input[type=file]').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: /preview/i })).toBeVisible();
});
