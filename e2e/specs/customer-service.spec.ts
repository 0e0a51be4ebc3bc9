import { expect, INDIAN_LAUNCH, launchUrl, openInBrowser, test } from '../support/fixtures.ts';

const WORDING = {
  '2': { title: 'Servicio en línea', hotline: 'Línea de atención', retry: 'Reintentar' },
  '1': { title: 'Online service', hotline: 'Hotline', retry: 'Retry' },
} as const;

/**
 * Each market's own contacts (the demo settings customer_service_mx and customer_service_in), given to that market's
 * borrower whichever language the app reads in.
 */
const CONTACTS = {
  MX: {
    launch: {},
    phone: /\+52 55 1234 5678/,
    whatsapp: 'https://wa.me/525512345678',
    hotline: /800 123 4567/,
    tel: 'tel:8001234567',
    email: 'soporte@lend-h5.example',
  },
  IN: {
    launch: INDIAN_LAUNCH,
    phone: /\+91 80 4567 8901/,
    whatsapp: 'https://wa.me/918045678901',
    hotline: /1800 123 4567/,
    tel: 'tel:18001234567',
    email: 'support.in@lend-h5.example',
  },
} as const;

for (const language of ['2', '1'] as const) {
  const w = WORDING[language];

  for (const market of ['MX', 'IN'] as const) {
    test(`customer service shows ${market}'s phone, hotline and e-mail from the server (language=${language})`, async ({
      page,
      expectAccessible,
      shot,
    }) => {
      const contacts = CONTACTS[market];
      await page.goto(launchUrl('/customerService', language, contacts.launch));
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByRole('link', { name: contacts.phone })).toHaveAttribute('href', contacts.whatsapp);
      await expect(page.getByRole('link', { name: contacts.hotline })).toHaveAttribute('href', contacts.tel);
      await expect(page.getByRole('link', { name: contacts.email })).toHaveAttribute(
        'href',
        `mailto:${contacts.email}`,
      );
      await shot(`customer-service-${market}-${language}`);
      await expectAccessible('customer service');
    });
  }

  test(`customer service offers a retry when the call fails (language=${language})`, async ({ page, shot }) => {
    let fail = true;
    await page.route('**/online/user-problem/get-whatsapp**', (route) =>
      fail ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
    );
    await openInBrowser(page, launchUrl('/customerService', language));
    const retry = page.getByRole('button', { name: w.retry });
    await expect(retry).toBeVisible();
    await shot(`customer-service-failed-${language}`);
    fail = false;
    await retry.click();
    // Mexico's hotline: the demo borrower is Mexican in either language.
    await expect(page.getByRole('link', { name: CONTACTS.MX.hotline })).toHaveAttribute('href', CONTACTS.MX.tel);
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
