import { DAY_MS } from '@loan/contract';
import { expect, INDIAN_LAUNCH, launchUrl, type Page, test } from '../support/fixtures.ts';

const WORDING = {
  '2': {
    link: 'Reclamaciones formales y a dónde acudir',
    title: 'Quejas y reclamaciones',
    desk: 'Nuestra Unidad Especializada (UNE)',
    name: /Unidad Especializada de Atención a Usuarios \(UNE\): Laura Méndez Ortiz/,
    deadline: '30 días',
    escalate: 'Si no te respondemos a tiempo',
    authority: /^CONDUSEF – Comisión Nacional/,
    site: 'www.condusef.gob.mx',
    phone: '55 5340 0999',
    from: '/customerService',
  },
  '1': {
    link: 'Grievances and where to escalate',
    title: 'Grievance redressal',
    desk: 'Our Grievance Redressal Officer',
    name: /Grievance Redressal Officer: Priya Raman/,
    deadline: '30 days',
    escalate: 'If we do not answer in time',
    authority: /^Reserve Bank of India – Integrated Ombudsman/,
    site: 'cms.rbi.org.in',
    phone: '14448',
    from: '/complaint',
  },
} as const;

async function expectGrievancePage(page: Page, w: (typeof WORDING)['1' | '2']) {
  await expect(page).toHaveURL(/\/grievance/);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  const desk = page.getByRole('region', { name: w.desk });
  await expect(desk.getByText(w.name)).toBeVisible();
  await expect(desk.getByRole('definition').filter({ hasText: w.deadline })).toBeVisible();
  const escalation = page.getByRole('region', { name: w.escalate });
  await expect(escalation.getByText(w.authority)).toBeVisible();
  await expect(escalation.getByRole('link', { name: w.site })).toHaveAttribute('href', `https://${w.site}`);
  await expect(escalation.getByRole('link', { name: w.phone })).toHaveAttribute(
    'href',
    `tel:${w.phone.replace(/\s/g, '')}`,
  );
}

test('the grievance page, reached from customer service (Spanish): the UNE, its deadline and CONDUSEF', async ({
  page,
  expectAccessible,
  shot,
}) => {
  const w = WORDING['2'];
  await page.goto(launchUrl(w.from, '2'));
  await page.getByRole('link', { name: w.link }).click();
  await expectGrievancePage(page, w);
  await shot('grievance-2');
  await page.getByRole('region', { name: w.escalate }).scrollIntoViewIfNeeded();
  await shot('grievance-2-escalation');
  await expectAccessible('grievance (Spanish)');
});

test('the grievance page of an Indian borrower, reached from the complaint home (English): the officer, 30 days and the RBI Ombudsman', async ({
  page,
  expectAccessible,
  shot,
}) => {
  const w = WORDING['1'];
  await page.goto(launchUrl(w.from, '1', INDIAN_LAUNCH));
  await page.getByRole('link', { name: w.link }).click();
  await expectGrievancePage(page, w);
  await shot('grievance-1');
  await expectAccessible('grievance (English)');
  // From the page, a complaint is one tap away.
  await page.getByRole('link', { name: 'File a complaint in the app' }).click();
  await expect(page).toHaveURL(/\/complaint$/);
});

test('a filed complaint shows the date by which it must be answered and the way to escalate', async ({
  page,
  request,
  shot,
}) => {
  const session = new URLSearchParams({ userId: '1001', sessionId: 'demo-1001', language: '2' });
  const filed = await request.post(`/online/user-problem/problem-save?${session}`, {
    form: { problemType: 2, problemDetail: 'Me cobraron dos veces' },
  });
  const { problemId } = ((await filed.json()) as { data: { problemId: number } }).data;
  await page.goto(launchUrl('/complainDetails', '2', { problemId: String(problemId) }));
  const due = page.getByRole('term').filter({ hasText: 'Fecha límite de respuesta' });
  await expect(due).toBeVisible();
  // Filed today in Mexico City, answered within 30 days.
  const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
    new Date(Date.now() + 30 * DAY_MS),
  );
  await expect(page.getByRole('definition').filter({ hasText: expected })).toBeVisible();
  await shot('complaint-detail-due-2');
  await page.getByRole('link', { name: '¿Sin respuesta a tiempo? Mira a dónde acudir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quejas y reclamaciones' })).toBeVisible();
});
