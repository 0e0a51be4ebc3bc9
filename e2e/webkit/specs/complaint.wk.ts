import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'vitest';
import { launch, usePhone } from '../browser.ts';

describe('a complaint with a photo', () => {
  const phone = usePhone();

  test('a borrower picks the order and the kind, describes it, adds a photo and sends it', async () => {
    const p = phone();
    await p.open(launch('/complaint', '1'));
    await p.get('heading', 'Complaints and suggestions');
    await p.tap(await p.get('button', 'All'));
    await p.tap(await p.get('radio', /5004/));
    await p.tap(await p.get('button', 'Collection'));
    await p.tap(await p.get('button', 'Rude or threatening language'));
    await p.at(/^\/complainPageNext\?problemType=1&problemSonType=101/);

    await p.type(await p.get('field', 'Describe the problem'), 'The agent called me at 11 pm and insulted me.');

    // A real photo drawn by the page's own canvas, handed over as a file from the disk, as the photo picker does.
    const dataUrl = await p.browser.execute(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = 'hsl(200 70% 50%)';
      context.fillRect(0, 0, 320, 240);
      return canvas.toDataURL('image/png');
    });
    const file = path.join(tmpdir(), `webkit-complaint-${process.pid}.png`);
    writeFileSync(file, Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
    await (await p.get('field', 'Add photo')).addValue(file);
    await p.get('img', 'Photo 1');
    await p.browser.waitUntil(async () => !(await p.browser.execute(() => /Uploading/.test(document.body.innerText))), {
      timeout: 20_000,
      timeoutMsg: 'the photo never finished uploading',
    });

    await p.tap(await p.get('button', 'Submit'));
    await p.get('dialog', 'Complaint sent');
    await p.at(/^\/complaint(\?|$)/);
  });
});
