import { COMPLAINT_SCORE_MODAL_DELAY_MS } from '@loan/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, launchUrl, type Page, test } from '../support/fixtures.ts';
import { recordMoments } from '../support/moments.ts';
import { staffAuthorization } from '../support/staff.ts';

/** Real images drawn with a canvas in the page: optionally a 12-megapixel camera JPEG first, then `count` small PNGs. */
async function drawImages(page: Page, count: number, withCameraPhoto = false) {
  const dataUrls = await page.evaluate(
    ({ count, withCameraPhoto }) => {
      const draw = (width: number, height: number, hue: number, type: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.fillStyle = `hsl(${hue} 70% 50%)`;
        context.fillRect(0, 0, width, height);
        context.fillStyle = '#fff';
        context.font = `${Math.round(height / 3)}px sans-serif`;
        context.fillText(String(hue), width / 10, height / 2);
        return canvas.toDataURL(type, 0.95);
      };
      const images = Array.from({ length: count }, (_, i) => draw(120, 90, i * 40, 'image/png'));
      if (withCameraPhoto) images.unshift(draw(4032, 3024, 200, 'image/jpeg'));
      return images;
    },
    { count, withCameraPhoto },
  );
  return dataUrls.map((dataUrl, i) => {
    const jpeg = dataUrl.startsWith('data:image/jpeg');
    return {
      name: jpeg ? `IMG_${i}.JPG` : `photo-${i}.png`,
      mimeType: jpeg ? 'image/jpeg' : 'image/png',
      buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'),
    };
  });
}

/**
 * Mexico's demo agent: a complaint is in its borrower's market's queue whatever language it was filed in, and 1001 is
 * Mexican though the complaint below is filed in English.
 */
async function staffReply(
  request: APIRequestContext,
  problemId: number,
  image: { name: string; mimeType: string; buffer: Buffer },
) {
  const origin = String(test.info().project.use.baseURL);
  const staffHeaders = await staffAuthorization(request, origin, 'agent.mx@demo.test');
  const open = await request.get('/staff/api/complaints', { headers: staffHeaders });
  expect(open.ok()).toBe(true);
  const complaints: { id: number; content: string }[] = (await open.json()).data.complaints;
  expect(
    complaints.map((c) => c.id),
    'the new complaint is in the staff list of open complaints',
  ).toContain(problemId);
  const upload = await request.post('/staff/api/uploads', {
    headers: staffHeaders,
    multipart: { problemImage: image },
  });
  expect(upload.ok()).toBe(true);
  const url: string = (await upload.json()).data.url;
  const reply = await request.post(`/staff/api/complaints/${problemId}/reply`, {
    headers: staffHeaders,
    data: { text: 'We are sorry. The collection agent has been warned.', images: [url], askScore: true },
  });
  expect(reply.ok()).toBe(true);
}

test('a borrower files a collection complaint with photos, follows it, reads the reply and scores it', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(120_000);
  await page.goto(launchUrl('/complaint', '1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints and suggestions' })).toBeVisible();
  await expect(page.getByText('Order number').first()).toBeVisible();
  await expect(page.getByText('5004')).toBeVisible();
  await shot('complaint-home-1');
  await expectAccessible('complaint home');

  // Order 5006 does not accept collection complaints.
  await page.getByRole('button', { name: 'All' }).click();
  await page.getByRole('radio', { name: /5006/ }).click();
  await page.getByRole('button', { name: 'Collection' }).click();
  await expect(page.getByText('The selected order does not support sending collection types')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rude or threatening language' })).toHaveCount(0);

  // Order 5004 does: the sub-types appear, and one opens the form.
  await page.getByRole('button', { name: 'All' }).click();
  await expectAccessible('order picker');
  await page.getByRole('radio', { name: /5004/ }).click();
  await page.getByRole('button', { name: 'Collection' }).click();
  await shot('complaint-home-sub-types-1');
  await page.getByRole('button', { name: 'Rude or threatening language' }).click();
  await expect(page).toHaveURL(/\/complainPageNext\?problemType=1&problemSonType=101/);
  expect(await page.evaluate(() => localStorage.getItem('complaint.orderNo'))).toBe('"5004"');

  // The description stops at 200 characters, typed or pasted.
  const description = page.getByLabel('Describe the problem');
  await description.pressSequentially(`${'Calls at night. '.repeat(15)}${'x'.repeat(10)}`);
  await expect(description).toHaveValue(/.{200}/);
  expect((await description.inputValue()).length).toBe(200);
  await expect(page.getByText('200/200')).toBeVisible();
  const text = `The agent called me at 11 pm and insulted me. ${'Details. '.repeat(30)}`;
  await description.fill(text);
  expect((await description.inputValue()).length).toBe(200);
  const saved = text.slice(0, 200).trim();

  // Ten picked at once: nine are taken, then the uploader stops accepting.
  const images = await drawImages(page, 9, true);
  await page.getByLabel('Add photo').setInputFiles(images);
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(9);
  await expect(page.getByText(/^Uploading/)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Upload failed')).toHaveCount(0);
  await expect(page.getByLabel('Add photo')).toHaveCount(0);
  await expect(page.getByText('You have added 9 photos, the maximum.')).toBeVisible();
  await shot('complaint-form-full-1');
  await expectAccessible('complaint form');

  await page.getByRole('button', { name: 'Remove photo 9' }).click();
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(8);
  await expect(page.getByLabel('Add photo')).toHaveCount(1);

  // Submit: the success modal, then home after 1500 ms (both moments as the page saw them).
  const sentMoments = await recordMoments(page, {
    shown: { selector: 'dialog[open]' },
    home: { pathname: '^/complaint$' },
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  const modal = page.getByRole('dialog', { name: 'Complaint sent' });
  await expect(modal).toBeVisible();
  await shot('complaint-form-sent-1');
  await expect(page).toHaveURL(/\/complaint(\?|$)/, { timeout: 5_000 });
  const { shown, home } = await sentMoments();
  expect((home ?? 0) - (shown ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(1_200);
  expect(await page.evaluate(() => localStorage.getItem('complaint.draft'))).toBeNull();

  // In the list, then the detail.
  await page.getByRole('link', { name: /My complaints/ }).click();
  await expect(page.getByRole('tab', { name: /In progress/ })).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('link', { name: new RegExp(saved.slice(0, 40)) }).first();
  await expect(item).toBeVisible();
  await expect(item).toContainText('Collection · Rude or threatening language');
  await shot('complaint-list-1');
  await expectAccessible('complaint list');
  await item.click();
  await expect(page).toHaveURL(/\/complainDetails\?problemId=\d+/);
  await expect(page.getByText(saved)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(8);
  await expect(page.getByRole('heading', { name: 'Customer service reply' })).toHaveCount(0);
  // The camera photo went up downscaled: no served image is wider or taller than 2048 px.
  const sizes = await page.getByRole('img', { name: /^Photo \d$/ }).evaluateAll((imgs) =>
    Promise.all(
      (imgs as HTMLImageElement[]).map(async (img) => {
        await img.decode().catch(() => undefined);
        return Math.max(img.naturalWidth, img.naturalHeight);
      }),
    ),
  );
  expect(Math.max(...sizes)).toBeLessThanOrEqual(2048);
  expect(Math.max(...sizes)).toBeGreaterThan(1000);

  // A support agent answers through the staff API and asks for a score.
  const [replyImage] = await drawImages(page, 1);
  if (!replyImage) throw new Error('no reply image');
  const problemId = Number(new URL(page.url()).searchParams.get('problemId'));
  await staffReply(request, problemId, replyImage);

  const scoreMoments = await recordMoments(page, { asked: { selector: 'dialog[open]' } }, { acrossNavigations: true });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Customer service reply' })).toBeVisible();
  await expect(page.getByText('We are sorry. The collection agent has been warned.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Reply photo 1' })).toBeVisible();
  // The answer leads: the borrower's own words and photos come after it.
  const answerFirst = await page.evaluate(() => {
    const answer = Array.from(document.querySelectorAll('h2')).find((h) => h.textContent === 'Customer service reply');
    const ownPhoto = document.querySelector('img[alt="Photo 1"]');
    return answer && ownPhoto
      ? Boolean(answer.compareDocumentPosition(ownPhoto) & Node.DOCUMENT_POSITION_FOLLOWING)
      : null;
  });
  expect(answerFirst).toBe(true);
  const scoreDialog = page.getByRole('dialog', { name: 'How would you rate our answer?' });
  await expect(scoreDialog).toBeHidden();
  await expect(scoreDialog).toBeVisible({ timeout: 6_000 });
  // The answer is on screen from the first paint (the server renders it); the prompt came at least 2.5 s later.
  const { asked, painted } = await scoreMoments();
  expect((asked ?? 0) - (painted ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(2_500);
  await shot('complaint-detail-score-1');
  await expectAccessible('score modal');

  await scoreDialog.getByRole('button', { name: 'Send rating' }).click();
  await expect(
    page.getByText('Please select a rating').or(page.getByText('Seleccione una calificación')),
  ).toBeVisible();
  // The star the borrower taps is the radio's label.
  await scoreDialog.getByRole('radio', { name: '4 of 5 stars' }).locator('..').click();
  await expect(scoreDialog.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  await scoreDialog.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Thank you for your rating!')).toBeVisible();
  await expect(scoreDialog).toBeHidden();

  // Scored once: the modal does not come back. The page itself waits out the prompt's delay, counted from a frame
  // after the live screen had the answer on view (where the prompt's timer would start), so a prompt due would be on
  // screen by then, however slowly the machine runs.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Customer service reply' })).toBeVisible();
  await page.evaluate(async (delayMs) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    // The prompt's render, then its effects (run after the next frame) that open the dialog.
    await frame();
    await frame();
  }, COMPLAINT_SCORE_MODAL_DELAY_MS);
  await expect(scoreDialog).toBeHidden();

  // Tap a photo to enlarge it.
  await page.getByRole('button', { name: 'Enlarge photo 1' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Enlarged photo' })).toBeVisible();
  await shot('complaint-detail-photo-1');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Enlarged photo' })).toBeHidden();
  await shot('complaint-detail-1');
  await expectAccessible('complaint detail');
});

test('a refused upload and a failed submit keep the borrower’s work (Spanish)', async ({
  page,
  shot,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.goto(launchUrl('/complaint', '2'));
  await expect(page.getByRole('heading', { level: 1, name: 'Quejas y sugerencias' })).toBeVisible();
  await expect(page.getByText('$5,000.00')).toBeVisible();
  await shot('complaint-home-2');
  await expectAccessible('complaint home (Spanish)');
  await page.getByRole('button', { name: 'Pago' }).click();
  await expect(page).toHaveURL(/\/complainPageNext\?problemType=2/);
  await expect(page.getByText('Pago', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Por favor escribe tus opiniones y sugerencias.')).toBeVisible();

  // A script dressed up as a PNG: the server's message, the tile marked failed.
  await page.getByLabel('Agregar foto').setInputFiles({
    name: 'cat.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  await expect(page.getByText('problemImage: solo se pueden subir fotos JPEG, PNG o WebP')).toBeVisible();
  await expect(page.getByText('No se subió')).toBeVisible();
  await page.getByRole('button', { name: 'Quitar foto 1' }).click();

  const [photo] = await drawImages(page, 1);
  if (!photo) throw new Error('no photo');
  await page.getByLabel('Agregar foto').setInputFiles(photo);
  await expect(page.getByText('¡Imagen cargada con éxito!')).toBeVisible();

  // The first submit reaches the server but its answer is lost on the way back: nothing typed is lost.
  const text = `Pagué el lunes y sigue apareciendo como pendiente. ${Date.now()}`;
  await page.getByLabel('Describe el problema').fill(text);
  let loseAnswer = true;
  await page.route('**/online/user-problem/problem-save**', async (route) => {
    if (!loseAnswer) return route.continue();
    await route.fetch();
    return route.abort();
  });
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  // The failure stays on the form, next to what was typed, with a retry.
  const failure = page.getByRole('alert').filter({ hasText: 'Tu queja no se envió' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Error de conexión. Inténtalo de nuevo.');
  await expect(failure).toContainText('Tu texto y tus fotos siguen aquí.');
  await expect(page.getByLabel('Describe el problema')).toHaveValue(text);
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await shot('complaint-form-failed-2');
  await expectAccessible('failed submit (Spanish)');

  // Even a reload keeps the draft; the retry answers the complaint already filed instead of filing it twice.
  await page.reload();
  await expect(page.getByLabel('Describe el problema')).toHaveValue(text);
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(failure).toBeVisible();
  loseAnswer = false;
  await failure.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('dialog', { name: 'Queja enviada' })).toBeVisible();
  await expect(page).toHaveURL(/\/complaint(\?|$)/, { timeout: 5_000 });
  await page.getByRole('link', { name: /Mis quejas/ }).click();
  await expect(page.getByRole('link', { name: new RegExp(String(text.slice(-13))) })).toHaveCount(1);
});

test('an empty tab says so, and complaint text is shown as text, never as markup', async ({
  page,
  request,
  shot,
  expectAccessible,
}) => {
  const borrower = { userId: '1002', sessionId: 'demo-1002', orderId: '6001' };
  await page.goto(launchUrl('/complaintList', '1', borrower));
  await expect(page.getByRole('tab', { name: /Replied/ })).toBeVisible();
  await page.getByRole('tab', { name: /Replied/ }).click();
  await expect(page.getByText('You have no complaints here.')).toBeVisible();
  await shot('complaint-list-empty-1');
  await expectAccessible('empty complaint tab');

  const markup = '<img src=x onerror="document.title=\'pwned\'"> <b>bold</b>';
  const saved = await request.post(`/online/user-problem/problem-save?userId=1002&sessionId=demo-1002&language=1`, {
    form: { problemType: '4', problemDetail: markup, orderNo: '6001', problemImage: '' },
  });
  expect(saved.ok()).toBe(true);
  const problemId = (await saved.json()).data.problemId;
  await page.goto(launchUrl('/complainDetails', '1', { ...borrower, problemId: String(problemId) }));
  await expect(page.getByText(markup)).toBeVisible();
  expect(await page.title()).not.toBe('pwned');
  await expect(page.locator('.complaint b')).toHaveCount(0);
});

test('another borrower’s complaint is not found', async ({ page, request }) => {
  const saved = await request.post(`/online/user-problem/problem-save?userId=1001&sessionId=demo-1001`, {
    form: { problemType: '4', problemDetail: 'Mine only', problemImage: '' },
  });
  const problemId = (await saved.json()).data.problemId;
  await page.goto(
    launchUrl('/complainDetails', '1', { userId: '1002', sessionId: 'demo-1002', problemId: String(problemId) }),
  );
  // The server's words on the screen itself; trying again cannot find it, so there is no Retry.
  await expect(page.getByRole('alert').getByText('Complaint not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByText('Mine only')).toHaveCount(0);
});
