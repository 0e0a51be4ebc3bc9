import { COMPLAINT_PHOTO_MAX_EDGE_PX } from '@loan/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { boundedSlots, reencodeImage } from './image-reencode.ts';
import { solidPng } from './test-images.ts';

describe('boundedSlots', () => {
  it('runs at most N at once, queues M more in order, and turns away the rest at once', async () => {
    const run = boundedSlots(2, 1);
    const releases: Array<() => void> = [];
    const started: number[] = [];
    const job = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        releases.push(() => resolve(n));
      });
    const results = [1, 2, 3, 4].map((n) => run(job(n)));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(await results[3]).toBeUndefined();
    releases[0]?.();
    expect(await results[0]).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1, 2, 3]);
    releases[1]?.();
    releases[2]?.();
    expect(await Promise.all(results.slice(1, 3))).toEqual([2, 3]);
    // Every slot is free again.
    expect(await run(async () => 'again')).toBe('again');
  });
});

describe('reencodeImage', () => {
  it('keeps the format family and shrinks a picture to the long edge the app sends', async () => {
    const big = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: '#0e5fd880' } })
      .png()
      .toBuffer();
    const clean = await reencodeImage(big, 'png');
    expect(clean).toMatchObject({ ok: true, ext: 'png', mime: 'image/png', width: COMPLAINT_PHOTO_MAX_EDGE_PX });
    if (!clean.ok) return;
    const meta = await sharp(clean.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 2048, 683, true]);
  });

  it('refuses bytes sniffed as one format that the decoder reads as another', async () => {
    expect(await reencodeImage(solidPng(), 'jpg')).toEqual({ ok: false, reason: 'undecodable' });
  });
});
