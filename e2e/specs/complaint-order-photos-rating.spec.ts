import type { APIRequestContext } from '@playwright/test';
import { expect, launchUrl, type Page, test } from '../support/fixtures.ts';
import { staffAuthorization } from '../support/staff.ts';

const WORDS = {
  '1': {
    selectedOrder: 'Selected order',
    all: 'All',
    payment: 'Payment',
    addPhoto: 'Add photo',
    photo: 'Photo 1',
    description: 'Describe the problem',
    uploadFailed: 'Upload failed',
    uploading: /^Uploading \d+%$/,
    retryPhoto: 'Retry photo 1',
    submit: 'Submit',
    unsentTitle: 'Not all photos uploaded',
    unsent: '1 photo did not upload and will not be sent.',
    retryUploads: 'Retry the upload',
    sendWithout: 'Send without that photo',
    sent: 'Complaint sent',
    sendFailed: 'Your complaint was not sent',
    retry: 'Retry',
    rateService: 'Rate our service',
    ratingQuestion: 'How was your experience?',
    scoreTitle: 'How would you rate our answer?',
    star: (n: number) => `${n} of 5 stars`,
  },
  '2': {
    selectedOrder: 'Pedido seleccionado',
    all: 'Todos',
    payment: 'Pago',
    addPhoto: 'Agregar foto',
    photo: 'Foto 1',
    description: 'Describe el problema',
    uploadFailed: 'No se subió',
    uploading: /^Subiendo \d+%$/,
    retryPhoto: 'Reintentar la foto 1',
    submit: 'Enviar',
    unsentTitle: 'No se subieron todas las fotos',
    unsent: '1 foto no se subió y no se enviará.',
    retryUploads: 'Reintentar la subida',
    sendWithout: 'Enviar sin esa foto',
    sent: 'Queja enviada',
    sendFailed: 'Tu queja no se envió',
    retry: 'Reintentar',
    rateService: 'Califica nuestro servicio',
    ratingQuestion: '¿Cómo fue tu experiencia?',
    scoreTitle: '¿Cómo calificas nuestra respuesta?',
    star: (n: number) => `${n} de 5 estrellas`,
  },
} as const;

const LANGUAGES = ['1', '2'] as const;

// Axe runs several times per test; on a loaded machine the default 30 s is too tight.
test.describe.configure({ timeout: 90_000 });

/** A small real PNG, drawn by the page's canvas. */
async function drawPhoto(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = 'hsl(150 70% 45%)';
    context.fillRect(0, 0, 120, 90);
    return canvas.toDataURL('image/png');
  });
  return { name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

/** The photo upload call fails on the network the next `failures` times, then reaches the server again. */
async function failUploads(page: Page) {
  const plan = { failures: 0, attempts: 0 };
  await page.route('**/online/user-problem/upload-problem-img**', (route) => {
    plan.attempts += 1;
    if (plan.failures > 0) {
      plan.failures -= 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  return plan;
}

for (const language of LANGUAGES) {
  const w = WORDS[language];

  test(`the complaint home shows the order the app opened it for, not an earlier choice (language=${language})`, async ({
    page,
    shot,
    expectAccessible,
  }) => {
    const selected = page.getByRole('region', { name: w.selectedOrder });
    // An earlier visit, opened for 5004: the borrower picks 5001.
    await page.goto(launchUrl('/complaint', language, { orderId: '5004' }));
    await page.getByRole('button', { name: w.all }).click();
    await page.getByRole('radio', { name: /5001/ }).click();
    await expect(selected.locator('.order-card__rows').first()).toContainText('5001');

    // The app now opens the complaint home for 5006: 5006 it is.
    await page.goto(launchUrl('/complaint', language, { orderId: '5006' }));
    await expect(selected.locator('.order-card__rows').first()).toContainText('5006');
    await expect(selected.locator('.order-card__rows').first()).not.toContainText('5001');
    await shot(`complaint-home-launch-5006-${language}`);
    await expectAccessible('complaint home opened for 5006');

    // A choice made on this visit survives a trip to the form and back, and is the order the form sends.
    await page.getByRole('button', { name: w.all }).click();
    await page.getByRole('radio', { name: /5002/ }).click();
    await page.getByRole('button', { name: w.payment }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?problemType=2/);
    await page.goBack();
    await expect(selected.locator('.order-card__rows').first()).toContainText('5002');
  });

  test(`a photo that failed to upload keeps its tile with a retry, and Submit says what it would leave out (language=${language})`, async ({
    page,
    shot,
    expectAccessible,
  }) => {
    const plan = await failUploads(page);
    await page.goto(launchUrl('/complainPageNext', language, { problemType: '2' }));
    await page.getByLabel(w.description).fill(`Paid on Monday, still pending. ${language}-${Date.now()}`);
    const photo = await drawPhoto(page);

    // First attempt lost on the network: the tile keeps the picture, says it failed and offers a retry.
    plan.failures = 1;
    await page.getByLabel(w.addPhoto).setInputFiles(photo);
    await expect(page.getByText(w.uploadFailed, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: w.photo })).toBeVisible();
    await expect(page.getByRole('button', { name: w.retryPhoto })).toBeVisible();
    await shot(`complaint-form-photo-failed-${language}`);
    await expectAccessible('form with a failed photo');

    // Submit says what would be left out, and offers the retry or sending without it.
    await page.getByRole('button', { name: w.submit, exact: true }).click();
    const warning = page.getByRole('dialog', { name: w.unsentTitle });
    await expect(warning).toBeVisible();
    await expect(warning.getByText(w.unsent)).toBeVisible();
    await expect(warning.getByRole('button', { name: w.sendWithout })).toBeVisible();
    await shot(`complaint-form-unsent-warning-${language}`);
    await expectAccessible('unsent photos warning');

    if (language === '1') {
      // The retry (from the warning) sends the same file again and it goes up.
      await warning.getByRole('button', { name: w.retryUploads }).click();
      await expect(warning).toBeHidden();
      await expect(page.getByText(w.uploadFailed, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.retryPhoto })).toHaveCount(0);
      await expect(page.getByRole('img', { name: w.photo })).toBeVisible();
      expect(plan.attempts).toBe(2);
    } else {
      // The retry on the tile itself; a second failure, then sending without the photo.
      plan.failures = 1;
      await warning.getByRole('button', { name: w.retryUploads }).click();
      // The tile's retry was on screen before this one too: wait until this attempt has failed before the next.
      await expect.poll(() => plan.attempts).toBe(2);
      await expect(page.getByText(w.uploading)).toHaveCount(0);
      await expect(page.getByText(w.uploadFailed, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: w.retryPhoto }).click();
      await expect(page.getByRole('button', { name: w.retryPhoto })).toHaveCount(0);
      await expect.poll(() => plan.attempts).toBe(3);
    }
    await expect(page.getByText(w.uploading)).toHaveCount(0);

    const saved = page.waitForRequest((r) => r.url().includes('/problem-save'));
    await page.getByRole('button', { name: w.submit, exact: true }).click();
    await expect(page.getByRole('dialog', { name: w.sent })).toBeVisible();
    expect(new URLSearchParams((await saved).postData() ?? '').get('problemImage')).toMatch(/\S/);
  });
}

test('sending without a failed photo leaves it out, after saying so', async ({ page }) => {
  const plan = await failUploads(page);
  const w = WORDS['2'];
  await page.goto(launchUrl('/complainPageNext', '2', { problemType: '2' }));
  await page.getByLabel(w.description).fill(`Sin foto ${Date.now()}`);
  plan.failures = 1;
  await page.getByLabel(w.addPhoto).setInputFiles(await drawPhoto(page));
  await expect(page.getByRole('button', { name: w.retryPhoto })).toBeVisible();
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  const saved = page.waitForRequest((r) => r.url().includes('/problem-save'));
  await page.getByRole('dialog', { name: w.unsentTitle }).getByRole('button', { name: w.sendWithout }).click();
  expect(new URLSearchParams((await saved).postData() ?? '').get('problemImage')).toBe('');
  await expect(page.getByRole('dialog', { name: w.sent })).toBeVisible();
});

test('a failed submit keeps the text and photos on screen, says why and retries (English)', async ({
  page,
  shot,
  expectAccessible,
}) => {
  const w = WORDS['1'];
  await page.goto(launchUrl('/complainPageNext', '1', { problemType: '2' }));
  const text = `The payment is not shown. ${Date.now()}`;
  await page.getByLabel(w.description).fill(text);
  await page.getByLabel(w.addPhoto).setInputFiles(await drawPhoto(page));
  await expect(page.getByRole('img', { name: w.photo })).toBeVisible();
  await expect(page.getByText(w.uploading)).toHaveCount(0);

  let failSave = true;
  await page.route('**/online/user-problem/problem-save**', (route) =>
    failSave ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
  );
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  const failure = page.getByRole('alert').filter({ hasText: w.sendFailed });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Your text and photos are still here.');
  await expect(page.getByLabel(w.description)).toHaveValue(text);
  await expect(page.getByRole('img', { name: w.photo })).toBeVisible();
  await shot('complaint-form-send-failed-1');
  await expectAccessible('failed submit');

  failSave = false;
  await failure.getByRole('button', { name: w.retry }).click();
  await expect(page.getByRole('dialog', { name: w.sent })).toBeVisible();
});

/** A complaint of borrower 1001 with an agent's reply that asks for a score. */
async function repliedComplaint(request: APIRequestContext, language: '1' | '2'): Promise<number> {
  const saved = await request.post(
    `/online/user-problem/problem-save?userId=1001&sessionId=demo-1001&language=${language}`,
    {
      form: { problemType: '4', problemDetail: `Rating check ${Date.now()}`, problemImage: '' },
    },
  );
  expect(saved.ok()).toBe(true);
  const problemId: number = (await saved.json()).data.problemId;
  // The agent of the complaint's market, the borrower's: 1001 is Mexican, so Mexico's agent in either language.
  const staffHeaders = await staffAuthorization(request, String(test.info().project.use.baseURL), 'agent.mx@demo.test');
  const reply = await request.post(`/staff/api/complaints/${problemId}/reply`, {
    headers: staffHeaders,
    data: { text: 'Solved.', images: [], askScore: true },
  });
  expect(reply.ok()).toBe(true);
  return problemId;
}

for (const language of LANGUAGES) {
  const w = WORDS[language];

  test(`one star rating, by keyboard, for the loan and for a complaint answer (language=${language})`, async ({
    page,
    request,
    shot,
    expectAccessible,
  }) => {
    // The loan rating: a labelled radio group; the arrow keys move and choose.
    await page.goto(launchUrl('/loanDetail', language, { orderId: '5001' }));
    await page.getByRole('button', { name: w.rateService }).click();
    const loanGroup = page.getByRole('radiogroup', { name: w.ratingQuestion });
    await expect(loanGroup).toBeVisible();
    await expect(loanGroup.getByRole('radio')).toHaveCount(5);
    await loanGroup.getByRole('radio', { name: w.star(1) }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(loanGroup.getByRole('radio', { name: w.star(3) })).toBeChecked();
    await shot(`rating-loan-${language}`);
    await expectAccessible('loan rating');

    // The complaint score: the same component.
    const problemId = await repliedComplaint(request, language);
    await page.goto(launchUrl('/complainDetails', language, { problemId: String(problemId) }));
    const scoreDialog = page.getByRole('dialog', { name: w.scoreTitle });
    await expect(scoreDialog).toBeVisible({ timeout: 15_000 });
    const scoreGroup = scoreDialog.getByRole('radiogroup', { name: w.scoreTitle });
    await scoreGroup
      .getByRole('radio', { name: w.star(5) })
      .locator('..')
      .click();
    await expect(scoreGroup.getByRole('radio', { name: w.star(5) })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(scoreGroup.getByRole('radio', { name: w.star(4) })).toBeChecked();
    await shot(`rating-complaint-${language}`);
    await expectAccessible('complaint score');
  });
}
