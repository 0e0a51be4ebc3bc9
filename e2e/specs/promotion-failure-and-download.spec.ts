import { expect, test } from '../support/fixtures.ts';

test('a landing that cannot load speaks the visitor’s language, not Chinese, with a main part and a heading', async ({
  page,
  expectAccessible,
  shot,
}) => {
  // The landing's template cannot be had (the service is down): nothing tells which language the landing is in.
  await page.route('**/channel-template**', (route) => route.abort('connectionreset'));
  await page.goto('/promo.html#/?id=1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'No pudimos cargar esta página' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByText('页面加载失败')).toHaveCount(0);
  await shot('promo-failed-es');
  await expectAccessible('landing failure');
  // Retry once the service answers: the template's own landing.
  await page.unroute('**/channel-template**');
  await main.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('textbox').first()).toBeVisible();
});

test.describe('an English-reading visitor', () => {
  test.use({ locale: 'en-IN' });
  test('the failure is in English', async ({ page }) => {
    await page.route('**/channel-template**', (route) => route.abort('connectionreset'));
    await page.goto('/promo.html#/?id=2');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not load this page' })).toBeVisible();
  });
});

test('the download page shows the app’s icon', async ({ page, shot }) => {
  await page.goto('/promo.html#/downloadTemplate?id=1&registered=1');
  const icon = page.getByRole('img', { name: 'Lend H5' });
  await expect(icon).toBeVisible();
  expect(await icon.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await shot('promo-download-es');
});
