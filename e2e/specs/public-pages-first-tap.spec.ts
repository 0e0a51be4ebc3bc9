import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { pageWithScriptsHeld, screenLive } from '../support/held-scripts.ts';

/**
 * The marketing pages and the promotion landing paint from their HTML alone and request their scripts once painted
 * (apps/web/src/app/after-paint.ts), as the in-app screens do: what a visitor taps or types before the scripts have
 * hydrated the page is kept by its early handler (apps/web/src/app/first-taps) and acted on once it is live. Here
 * the scripts are held back by the test while the visitor acts on the painted page.
 */

/** The page is painted from its HTML, its early handler listening, and no script of its own has run. */
async function paintedNotLive(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => '__firstTaps' in window)).toBe(true);
  expect(await screenLive(page)).toBeUndefined();
}

test('/: the menu tapped before the page is live opens once it is', async ({ context }) => {
  const { page, release } = await pageWithScriptsHeld(context);
  await paintedNotLive(page, '/?market=IN');
  const menu = page.locator('.site__menu-button');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await release();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await menu.getAttribute('aria-controls')}`)).toBeVisible();
  // Played once: a second tap, now on the live menu, closes it.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('/Contact: what was typed before the form was live stays, and is what the form sends', async ({ context }) => {
  const { page, release } = await pageWithScriptsHeld(context);
  await paintedNotLive(page, '/Contact?market=IN');
  const typed = {
    Name: 'Asha Kulkarni',
    Telephone: '98123 45678',
    'E-mail': 'asha@example.org',
    Remark: 'Can I repay early?',
  };
  for (const [label, text] of Object.entries(typed)) await page.getByLabel(label).pressSequentially(text);
  await release();
  for (const [label, text] of Object.entries(typed)) await expect(page.getByLabel(label)).toHaveValue(text);
  const sent = page.waitForRequest((r) => r.url().includes('/online/site/contact-message'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: typed.Name,
    phone: typed.Telephone,
    email: typed['E-mail'],
    message: typed.Remark,
    sourcePage: '/Contact',
  });
  await expect(page.getByText('Successful!')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('/Contact: Submit tapped before the form is live sends what was typed, once', async ({ context }) => {
  const { page, release } = await pageWithScriptsHeld(context);
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().includes('/online/site/contact-message')) posted += 1;
  });
  await paintedNotLive(page, '/Contact?market=MX');
  await page.getByLabel('Nombre', { exact: true }).pressSequentially('Ana López');
  await page.getByLabel('Teléfono', { exact: true }).pressSequentially('55 1234 5678');
  await page.getByLabel('Correo electrónico', { exact: true }).pressSequentially('ana@example.org');
  await page.getByLabel('Mensaje', { exact: true }).pressSequentially('¿Puedo pagar antes?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await release();
  await expect(page.getByText('¡Enviado con éxito!')).toBeVisible();
  expect(posted).toBe(1);
});

test('promo.html?id=: a phone typed before the landing is live is kept, and a tap then made is acted on', async ({
  context,
}) => {
  const { page, release } = await pageWithScriptsHeld(context);
  await paintedNotLive(page, '/promo.html?id=3&app_from=e2e&utm_tag=e2e-first-tap');
  await expect(page.locator('#server-state')).toHaveCount(1);
  const phone = page.getByLabel('手机号');
  await phone.pressSequentially('13912345678');
  // Asking for the SMS code first needs the picture code: the live form says so, which it can only with the phone.
  await page.getByRole('button', { name: '获取验证码' }).click();
  await release();
  // Grouped as the live form writes a number it holds.
  await expect(phone).toHaveValue('139 1234 5678');
  await expect(page.getByRole('status').filter({ hasText: '请正确输入图形验证码！' })).toBeVisible();
});
