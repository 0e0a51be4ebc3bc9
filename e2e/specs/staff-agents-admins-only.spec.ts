import { expect as baseExpect, test } from '../support/fixtures.ts';
import { E2E_STAFF_PASSWORD } from '../support/staff.ts';

// Signing in runs scrypt on purpose: more time per step on a shared machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, locale: 'en-US' });

test('an agent who is not an admin is offered no "Add an agent" form on the agents page', async ({ page }) => {
  await page.goto('/staff/agents');
  await page.getByLabel(/^(E-mail|Correo electrónico)$/).fill('agent.mx@demo.test');
  await page.getByLabel(/^(Password|Contraseña)$/).fill(E2E_STAFF_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();
  await expect(page.getByRole('navigation', { name: /Console sections|Secciones de la consola/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^(Agents|Agentes)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^(Add an agent|Agregar un agente)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Add an agent|Agregar un agente)$/ })).toHaveCount(0);
});

test('the queue’s title names what its state filter lists', async ({ page }) => {
  await page.goto('/staff');
  await page.getByLabel(/^(E-mail|Correo electrónico)$/).fill('agent.in@demo.test');
  await page.getByLabel(/^(Password|Contraseña)$/).fill(E2E_STAFF_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open complaints' })).toBeVisible();
  const state = page.getByRole('combobox', { name: 'State' });
  await state.selectOption('closed');
  await expect(page.getByRole('heading', { level: 1, name: 'Closed complaints' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Open complaints' })).toHaveCount(0);
  await state.selectOption('all');
  await expect(page.getByRole('heading', { level: 1, name: 'All complaints' })).toBeVisible();
});

test('an agent who never picked a language reads the console in their market’s; a picked one stays', async ({
  page,
}) => {
  // The browser reads English; Mexico's agent gets Spanish, the market's language.
  await page.goto('/staff');
  await page.getByLabel('E-mail').fill('agent.mx@demo.test');
  await page.getByLabel('Password').fill(E2E_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quejas abiertas' })).toBeVisible();
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Open complaints' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Open complaints' })).toBeVisible();
});
