import { expect, launchUrl, type Page, test } from '../support/fixtures.ts';

/**
 * Moves the focus with Tab, as a keyboard (or a switch control) does, until the control of that role and name has
 * it, and answers the ring drawn around it.
 */
async function ringWhenTabbedTo(page: Page, role: 'button' | 'link', name: string) {
  const target = page.getByRole(role, { name, exact: true });
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      return target.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
      });
    }
  }
  throw new Error(`Tab never reached ${role} "${name}"`);
}

const expectRing = (ring: { style: string; width: number }) => {
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
};

for (const language of ['1', '2'] as const) {
  const w =
    language === '1'
      ? { back: 'Back', repay: 'Repay', extension: 'Extension', all: 'All' }
      : { back: 'Volver', repay: 'Pagar', extension: 'Prórroga', all: 'Todos' };

  test(`keyboard focus is visible on Back, Repay and Extension of the loan detail (language=${language})`, async ({
    page,
    shot,
  }) => {
    await page.goto(launchUrl('/loanDetail', language, { orderId: '5004' }));
    for (const name of [w.back, w.repay, w.extension]) expectRing(await ringWhenTabbedTo(page, 'button', name));
    await shot(`loan-detail-keyboard-focus-${language}`);
  });

  test(`keyboard focus is visible on the complaint screen's "${w.all}" (language=${language})`, async ({ page }) => {
    await page.goto(launchUrl('/complaint', language));
    expectRing(await ringWhenTabbedTo(page, 'button', w.all));
  });
}

test('keyboard focus is visible on Apply once the key facts were read', async ({ page }) => {
  await page.goto(launchUrl('/confirm', '1', { productId: '1' }));
  await page.getByRole('button', { name: 'Read the Key Facts Statement' }).click();
  await page.getByRole('dialog', { name: 'Key Facts Statement' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await page.locator('h1').click();
  expectRing(await ringWhenTabbedTo(page, 'button', 'Apply'));
});
