import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, INDIAN_LAUNCH, INDIAN_ORDER, launchUrl, type Page, test } from '../support/fixtures.ts';

// Signing in runs scrypt on purpose (slow for a guesser, and for a shared test machine): more time per step.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The demo desk accounts (seeded outside production) and their password. */
const PASSWORD = 'support-desk-demo';
const AGENT_IN = 'agent.in@demo.test';
const AGENT_MX = 'agent.mx@demo.test';
const ADMIN = 'admin@demo.test';

/** The staff API as the console calls it (packages/contract/src/staff: STAFF_API_BASE, STAFF_CSRF_HEADER). */
const API = '/staff/api';
const CSRF_HEADER = 'x-csrf-token';
/** A change from our own page names our origin; a script calling the API directly must too. */
const ourOrigin = () => ({ origin: new URL(String(test.info().project.use.baseURL)).origin });

const DESKTOP = { width: 1280, height: 800 };

// Each sign-in runs scrypt; on a busy machine that and axe on every page need more than the default 30 s.
test.describe.configure({ timeout: 180_000 });
const TABLET = { width: 820, height: 1180 };
/** Pages also shot on a tablet in portrait (the layout changes there: sections above the page, one column). */
const TABLET_SHOTS = new Set(['queue', 'complaint', 'agents']);

// The console is desktop first: a desktop browser, not the borrower's phone of the other specs.
test.use({
  viewport: DESKTOP,
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  locale: 'en-US',
});

async function signIn(page: Page, email: string, next = '/staff') {
  await page.goto(next);
  await expect(page.getByRole('heading', { level: 1, name: /Sign in|Inicia sesión/ })).toBeVisible();
  await page.getByLabel(/^(E-mail|Correo electrónico)$/).fill(email);
  await page.getByLabel(/^(Password|Contraseña)$/).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();
  await expect(page.getByRole('navigation', { name: /Console sections|Secciones de la consola/ })).toBeVisible();
}

/** The Indian demo borrower files a complaint about order 6007 through the app's own call: India's queue. */
async function fileComplaint(request: APIRequestContext, text: string): Promise<number> {
  const saved = await request.post('/online/user-problem/problem-save?userId=1002&sessionId=demo-1002&language=1', {
    form: { problemType: '4', problemDetail: text, orderNo: INDIAN_ORDER['5004'], problemImage: '' },
  });
  expect(saved.ok()).toBe(true);
  return Number((await saved.json()).data.problemId);
}

/** A small real PNG drawn in the page. */
async function drawPhoto(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = 'hsl(140 60% 45%)';
    context.fillRect(0, 0, 160, 120);
    context.fillStyle = '#fff';
    context.font = '40px sans-serif';
    context.fillText('OK', 40, 75);
    return canvas.toDataURL('image/png');
  });
  return { name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

test('an agent answers a complaint with a photo and asks for a score; the borrower sees both', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  const text = `The collection agent called my employer. ${Date.now()}`;
  const id = await fileComplaint(request, text);

  // Signing in comes back to the page asked for.
  await signIn(page, AGENT_IN);
  await expect(page.getByRole('heading', { level: 1, name: 'Open complaints' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Overdue: \d+|None overdue)$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toBeVisible();
  await shot('staff-queue-en');
  await expectAccessible('staff queue');

  await row.getByRole('link', { name: `Complaint ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Complaint ${id}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What the borrower wrote' }).getByText(text)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order' })).toBeVisible();
  await expect(page.getByText(INDIAN_ORDER['5004']).first()).toBeVisible();
  // The order's status and the history read as words, not codes.
  await expect(page.getByRole('definition').filter({ hasText: /^(Pending repayment|Overdue|Repaid)$/ })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Received from the borrower')).toBeVisible();
  await expect(page.getByText('Answer by')).toBeVisible();
  await expectAccessible('complaint page');

  await page.getByLabel('Your answer').fill('We are sorry. The collection agent has been warned.');
  await page.getByLabel('Add photos').setInputFiles(await drawPhoto(page));
  await expect(page.getByRole('button', { name: 'Remove photo 1' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByLabel('Ask the borrower to score the answer')).toBeChecked();
  await shot('staff-complaint-reply-en');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Answer sent')).toBeVisible();
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect(answer.getByText('We are sorry. The collection agent has been warned.')).toBeVisible();
  await expect(answer.getByRole('img', { name: 'Reply photo 1' })).toBeVisible();
  await expect(page.getByText('Score requested').first()).toBeVisible();
  await expect(history.getByText('Answered')).toBeVisible();

  // The borrower, in the app: the answer, its photo and, after a moment, the request to score it.
  const borrower = await page
    .context()
    .browser()
    ?.newPage({ viewport: { width: 390, height: 844 } });
  if (!borrower) throw new Error('no browser');
  await borrower.goto(launchUrl('/complainDetails', '1', { ...INDIAN_LAUNCH, problemId: String(id) }));
  await expect(borrower.getByRole('heading', { name: 'Customer service reply' })).toBeVisible();
  await expect(borrower.getByText('We are sorry. The collection agent has been warned.')).toBeVisible();
  await expect(borrower.getByRole('img', { name: 'Reply photo 1' })).toBeVisible();
  await expect(borrower.getByRole('dialog', { name: 'How would you rate our answer?' })).toBeVisible({
    timeout: 8_000,
  });
  await borrower.close();
});

test('five wrong passwords lock the account, even for the right one', async ({ page, request }) => {
  // An account of its own, so the lock does not get in the other tests' way: an admin adds it, its link sets a password.
  const admin = await request.post(`${API}/session/sign-in`, {
    headers: ourOrigin(),
    data: { email: ADMIN, password: PASSWORD },
  });
  expect(admin.ok()).toBe(true);
  const csrf = String((await admin.json()).data.csrfToken);
  const email = `lock.${Date.now()}@demo.test`;
  const added = await request.post(`${API}/agents`, {
    headers: { ...ourOrigin(), [CSRF_HEADER]: csrf },
    data: { email, role: 'agent', market: 'MX', password: PASSWORD },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const token = new URL(String((await added.json()).data.link), 'http://x').hash.replace('#token=', '');
  const password = 'a-long-desk-password-42';
  const set = await request.post(`${API}/password-link`, { headers: ourOrigin(), data: { token, password } });
  expect(set.ok(), await set.text()).toBe(true);

  await page.goto('/staff/sign-in');
  await page.getByLabel('E-mail').fill(email);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('Password').fill(`wrong-password-${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(attempt < 5 ? 'E-mail or password is wrong' : 'locked');
  }
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Too many wrong passwords');
  await expect(page).toHaveURL(/\/staff\/sign-in/);
});

test('an agent cannot open the audit log nor another market’s complaint; a change without the CSRF header is refused', async ({
  page,
  request,
}) => {
  const id = await fileComplaint(request, `India only ${Date.now()}`);
  await signIn(page, AGENT_MX);
  // Mexico's agent, who never picked a language, reads the console in Spanish.
  await expect(page.getByRole('link', { name: /^(Audit log|Bitácora de auditoría)$/ })).toHaveCount(0);

  await page.goto('/staff/audit');
  await expect(page.getByRole('alert')).toContainText('No tienes acceso a esta página.');
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.goto(`/staff/complaint/${id}`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByText('India only')).toHaveCount(0);

  // The session cookie and our own Origin, but no CSRF token: the change is refused.
  const forged = await page.request.post(`${API}/complaints/${id}/reply`, {
    headers: ourOrigin(),
    data: { text: 'forged', images: [], askScore: false },
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).message).toContain('CSRF');
});

interface PageVisit {
  path: string;
  heading: RegExp;
}

const PAGES: readonly PageVisit[] = [
  { path: '/staff', heading: /Open complaints|Quejas abiertas/ },
  { path: '/staff/record', heading: /Record a complaint|Registrar una queja/ },
  { path: '/staff/contact-messages', heading: /Contact messages|Mensajes de contacto/ },
  { path: '/staff/unmatched', heading: /Unmatched payments|Pagos sin asignar/ },
  { path: '/staff/refunds', heading: /Surplus refunds|Devoluciones de excedentes/ },
  { path: '/staff/failed-sms', heading: /Failed SMS|SMS fallidos/ },
  { path: '/staff/agents', heading: /^(Agents|Agentes)$/ },
  { path: '/staff/audit', heading: /Audit log|Bitácora de auditoría/ },
  { path: '/staff/tokens', heading: /My API tokens|Mis tokens de API/ },
];

for (const [language, locale] of [
  ['en', 'en-US'],
  ['es', 'es-MX'],
] as const) {
  test.describe(`in ${language}`, () => {
    // The console's language follows the browser's until the agent picks one.
    test.use({ locale });

    test(`every console page has no accessibility violation (${language})`, async ({
      page,
      expectAccessible,
      shot,
    }) => {
      await page.goto('/staff/sign-in');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(`sign-in (${language})`);
      await shot(`staff-sign-in-${language}`);
      await page.goto('/staff/set-password');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(`set password (${language})`);
      await signIn(page, ADMIN);

      // A complaint of the admin's market (Mexico) for the complaint page.
      const saved = await page.request.post(
        '/online/user-problem/problem-save?userId=1001&sessionId=demo-1001&language=2',
        {
          form: { problemType: '4', problemDetail: 'Cobro duplicado en mi cuenta', orderNo: '5004', problemImage: '' },
        },
      );
      const complaintId = Number((await saved.json()).data.problemId);
      const visits = [...PAGES, { path: `/staff/complaint/${complaintId}`, heading: /Complaint|Queja/ }];
      for (const { path, heading } of visits) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(/^(Loading…|Cargando…|…)$/)).toHaveCount(0);
        await expectAccessible(`${path} (${language})`);
        const name = path.replace(/^\/staff\/?/, '').replace(/\/\d+$/, '') || 'queue';
        await shot(`staff-${name}-${language}-desktop`);
        if (TABLET_SHOTS.has(name)) {
          await page.setViewportSize(TABLET);
          await shot(`staff-${name}-${language}-tablet`);
          await page.setViewportSize(DESKTOP);
        }
      }
    });
  });
}
