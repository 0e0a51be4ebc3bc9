import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@loan/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app.tsx';
import { usePhotoUploads } from '../use-photo-uploads.ts';
import { PhotoUploader } from './photo-uploader.tsx';

/**
 * The complaint form's photo picker (the uploader and its uploads, wired as the form wires them) against the real
 * server, started as e2e starts it: what it takes, refuses and lets go is the server's answer, not the test's.
 */
const serverEntry = path.resolve(import.meta.dirname, '../../../../../server/src/server.ts');
const DEMO_LAUNCH = 'language=1&userId=1001&sessionId=demo-1001';
// A 1 × 1 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

let server: ChildProcess | undefined;
let dataDir = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'photo-uploader-'));
  server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const healthStatus = () =>
    new Promise<number>((resolve) =>
      get(`${base}/healthz`, (response) => resolve(response.resume().statusCode ?? 0)).once('error', () => resolve(0)),
    );
  await waitFor(
    async () => {
      if ((await healthStatus()) !== 200) throw new Error('the server is not up yet');
    },
    { timeout: 90_000, interval: 250 },
  );
  // The page comes from the server's origin, as in the app: the uploads go to it.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${base}/complaint`);
}, 120_000);

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(cleanup);

function Photos() {
  const photos = usePhotoUploads([]);
  return <PhotoUploader items={photos.items} onAdd={photos.add} onRetry={photos.retry} onRemove={photos.remove} />;
}

/** What the browser does when the borrower picks files: the input holds them, then says it changed. */
async function pick(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no photo input');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const tiles = () => document.querySelectorAll('.uploader__tile:not(.uploader__tile--add)');

describe('the complaint photo picker', { timeout: 60_000 }, () => {
  it('offers images only, uploads a photo picked and shows it with its own remove button', async () => {
    await renderInApp(<Photos />, DEMO_LAUNCH);
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('image/*');
    await pick(new File([PNG], 'receipt.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeTruthy();
    await waitFor(() => expect(tiles()[0]?.className).toContain('uploader__tile--done'), { timeout: 20_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeTruthy();
  });

  it('keeps a file the server refuses as a failed tile with a retry and the server’s reason, and removes it on request', async () => {
    await renderInApp(<Photos />, DEMO_LAUNCH);
    await pick(new File(['not a photo'], 'notes.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Upload failed'), { timeout: 20_000 });
    expect(screen.getByRole('button', { name: 'Retry photo 1' })).toBeTruthy();
    // The server's reason, in the launch language, said once in the toast.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'problemImage: only JPEG, PNG or WebP photos can be uploaded',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(tiles()).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a photo over the size limit, and the others picked with it still go up', async () => {
    await renderInApp(<Photos />, DEMO_LAUNCH);
    const tooBig = new File([PNG, new Uint8Array(UPLOAD_MAX_BYTES)], 'huge.png', { type: 'image/png' });
    await pick(tooBig, new File([PNG], 'small.png', { type: 'image/png' }));
    await waitFor(
      () => {
        expect(tiles()[0]?.className).toContain('uploader__tile--failed');
        expect(tiles()[1]?.className).toContain('uploader__tile--done');
      },
      { timeout: 30_000 },
    );
    expect(screen.getByRole('button', { name: 'Retry photo 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry photo 2' })).toBeNull();
  });
});
