import { expect, launchUrl, test } from '../support/fixtures.ts';

const WORDING = {
  '2': { title: 'Servicio en línea', hotline: 'Línea de atención', retry: 'Reintentar' },
  '1': { title: 'Online service', hotline: 'Hotline', retry: 'Retry' },
} as const;

for (const language of ['2', '1'] as const) {
  const w = WORDING[language];

  test(`customer service shows phone, hotline and e-mail from the server (language=${language})`, async ({
    page,
    expectAccessible,
    shot,
  }) => {
    await page.goto(launchUrl('/customerService', language));
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByRole('link', { name: /\+52 55 1234 5678/ })).toHaveAttribute(
      'href',
      'https://wa.me/525512345678',
    );
    await expect(page.getByRole('link', { name: /800 123 4567/ })).toHaveAttribute('href', 'tel:8001234567');
    await expect(page.getByRole('link', { name: /soporte@lend-h5\.example/ })).toHaveAttribute(
      'href',
      'mailto:soporte@lend-h5.example',
    );
    await shot(`customer-service-${language}`);
    await expectAccessible('customer service');
  });

  test(`customer service offers a retry when the call fails (language=${language})`, async ({ page, shot }) => {
    let fail = true;
    await page.route('**/online/user-problem/get-whatsapp**', (route) =>
      fail ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
    );
    await page.goto(launchUrl('/customerService', language));
    const retry = page.getByRole('button', { name: w.retry });
    await expect(retry).toBeVisible();
    await shot(`customer-service-failed-${language}`);
    fail = false;
    await retry.click();
    await expect(page.getByRole('link', { name: /800 123 4567/ })).toBeVisible();
  });
}

test('tapping the hotline asks the native app to call it', async ({ page, bridgeLog }) => {
  // Stand in for the iOS webview: record what would reach window.webkit.messageHandlers.
  await page.addInitScript(() => {
    const received: { name: string; payload: unknown }[] = [];
    Object.assign(window, { __nativeReceived: received });
    const handler = (name: string) => ({ postMessage: (payload: unknown) => received.push({ name, payload }) });
    Object.assign(window, {
      webkit: { messageHandlers: new Proxy({}, { get: (_target, name) => handler(String(name)) }) },
    });
  });
  await page.goto(launchUrl('/customerService', '2'));
  const hotline = page.getByRole('link', { name: /800 123 4567/ });
  await hotline.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
  await hotline.click();
  const log = await bridgeLog();
  expect(log).toContainEqual(expect.objectContaining({ name: 'callPhone', payload: '800 123 4567', native: true }));
  const received = await page.evaluate(() => (window as unknown as { __nativeReceived: unknown[] }).__nativeReceived);
  expect(received).toContainEqual({ name: 'callPhone', payload: '800 123 4567' });
});
