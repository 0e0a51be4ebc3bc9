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

for (const { id, phoneLabel } of [
  { id: 1, phoneLabel: 'Número de teléfono' },
  { id: 2, phoneLabel: 'Phone number' },
  { id: 3, phoneLabel: '手机号' },
]) {
  test.describe(`template ${id} on a 360 px phone`, () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the hero names the lender with its logo, and every placeholder fits its field', async ({ page, shot }) => {
      await page.goto(`/promo.html#/?id=${id}&app_from=e2e&utm_tag=e2e-hero`);
      const hero = page.locator('header.promo__intro');
      await expect(hero).toContainText('Lend H5');
      await expect(hero.locator('img[src$=".svg"]')).toBeVisible();
      await expect(page.getByLabel(phoneLabel)).toBeVisible();
      // Each field's placeholder (the phone's, the picture code's, the SMS code's), drawn in the field's own font,
      // against the room between its paddings.
      const fields = await page.locator('.promo__form input[placeholder]').evaluateAll((inputs) =>
        (inputs as HTMLInputElement[]).map((input) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return {
            placeholder: input.placeholder,
            overflow:
              context.measureText(input.placeholder).width -
              (input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)),
          };
        }),
      );
      expect(fields).toHaveLength(3);
      for (const field of fields) expect(field.overflow, `"${field.placeholder}" fits`).toBeLessThanOrEqual(0);
      await shot(`promo-hero-${id}-360`);
    });
  });
}
