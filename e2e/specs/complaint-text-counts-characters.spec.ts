import { expect, launchUrl, test } from '../support/fixtures.ts';

for (const [language, label, counter] of [
  ['1', 'Describe the problem', (n: number) => `${n}/200`],
  ['2', 'Describe el problema', (n: number) => `${n}/200`],
] as const) {
  test(`the description counts characters as they are seen, and lays out right-to-left text right to left (language=${language})`, async ({
    page,
    shot,
  }) => {
    await page.goto(launchUrl('/complainPageNext', language, { problemType: '2' }));
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute('dir', 'auto');
    // Four emoji (eight UTF-16 units, one of them a family of four) and an accented letter: five characters.
    await field.fill('😀👍🏽👨‍👩‍👧‍👦🙏é');
    await expect(page.locator('.complaint__counter span[aria-hidden="true"]')).toHaveText(counter(5));
    // 200 emoji fit: the field stops at 200 characters, not at 200 UTF-16 units (100 emoji).
    await field.fill('😀'.repeat(205));
    expect(await field.inputValue()).toBe('😀'.repeat(200));
    await expect(page.locator('.complaint__counter span[aria-hidden="true"]')).toHaveText(counter(200));
    await field.fill('مرحبا، لم يصل الدفع');
    expect(await field.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await shot(`complaint-rtl-${language}`);
  });
}
