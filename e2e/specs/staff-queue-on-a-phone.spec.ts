import { expect as baseExpect, INDIAN_ORDER, test } from '../support/fixtures.ts';

// Signing in runs scrypt on purpose: more time per step on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ locale: 'en-US' });

test('at phone width the queue shows each complaint’s text without scrolling sideways', async ({
  page,
  request,
  shot,
}) => {
  const text = `Charged twice for one repayment ${Date.now()}`;
  const saved = await request.post('/online/user-problem/problem-save?userId=1002&sessionId=demo-1002&language=1', {
    form: { problemType: '4', problemDetail: text, orderNo: INDIAN_ORDER['5004'], problemImage: '' },
  });
  expect(saved.ok()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/staff');
  await page.getByLabel(/^(E-mail|Correo electrónico)$/).fill('agent.in@demo.test');
  await page.getByLabel(/^(Password|Contraseña)$/).fill('support-desk-demo');
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Open complaints|Quejas abiertas)$/ })).toBeVisible();

  const shown = page.getByRole('row').getByText(text);
  // Brought on screen by its link, as an agent would scroll down to it: the table is not scrolled sideways.
  await page.getByRole('row').filter({ hasText: text }).getByRole('link').scrollIntoViewIfNeeded();
  const box = await shown.boundingBox();
  expect(box, 'the complaint’s text is laid out').not.toBeNull();
  // Wholly on the phone's screen, not in a column to the right of it.
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await expect(shown).toBeInViewport({ ratio: 1 });
  await shot('staff-queue-phone-en');
});
