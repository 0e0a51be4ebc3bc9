import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, test } from '../support/fixtures.ts';

/** Mexican numbers no other test of this run uses (the e2e run shares one server and database). */
let counter = 0;
const uniqueMexican = () =>
  `55${String((Date.now() + process.pid) % 1e4).padStart(4, '0')}${String(++counter).padStart(4, '0')}`;

async function captchaAnswer(page: Page, request: APIRequestContext, imageName: string): Promise<string> {
  const image = page.getByRole('button', { name: imageName }).locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  const sid = new URL((await image.getAttribute('src')) ?? '', 'http://x').searchParams.get('sid');
  return (await (await request.get(`/dev/captcha?sid=${sid}`)).json()).answer;
}

test('template 1: a new registrant reads that they are registered, not that they already were', async ({
  page,
  request,
}) => {
  test.slow();
  const phone = uniqueMexican();
  await page.goto(`/promo.html#/?id=1&app_from=e2e&utm_tag=e2e-new-registrant`);
  await page.getByLabel('Número de teléfono').fill(phone);
  await page
    .getByLabel('Código de la imagen', { exact: true })
    .fill(await captchaAnswer(page, request, 'Código de la imagen; tócalo para cambiarlo'));
  await page.getByRole('button', { name: 'Obtener código' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Código enviado' })).toBeVisible();
  const outbox = await (await request.get(`/dev/sms-outbox?phone=${encodeURIComponent(`+52${phone}`)}`)).json();
  const code = /\d{6}/.exec(outbox.messages[0]?.body ?? '')?.[0] ?? '';
  await page.getByLabel('Código SMS', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Solicitar ahora' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Descarga la app' })).toBeVisible();
  const registered = page.getByRole('region', { name: 'Estás registrado', exact: true });
  await expect(registered).toBeVisible();
  await expect(page.getByText(/ya estás registrado/i)).toHaveCount(0);
});

for (const { id, contract, privacy } of [
  { id: 1, contract: 'contrato de préstamo', privacy: 'aviso de privacidad' },
  { id: 2, contract: 'loan agreement', privacy: 'privacy notice' },
]) {
  test(`template ${id}: the contract and the privacy notice the form names are links to them`, async ({ page }) => {
    await page.goto(`/promo.html#/?id=${id}&app_from=e2e&utm_tag=e2e-links`);
    const contractLink = page.getByRole('link', { name: contract, exact: true });
    await expect(contractLink).toHaveAttribute('href', /^#\/agreementTemplate\?.*links_id=\d/);
    await expect(page.getByRole('link', { name: privacy, exact: true })).toHaveAttribute('href', /\/Policy$/);
    await contractLink.click();
    await expect(page).toHaveURL(/#\/agreementTemplate\?/);
  });
}
