import { UPLOAD_MAX_PIXELS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { heicDeclaring, tinyWebp } from '../../testing/hostile-files.ts';
import { checkImage } from './image-check.ts';
import { greyJpeg, solidPng } from './test-images.ts';

describe('checkImage', () => {
  it('reads the dimensions of each accepted format from its header', () => {
    expect(checkImage(solidPng(4), 'png')).toEqual({ ok: true, width: 4, height: 4 });
    expect(checkImage(greyJpeg(), 'jpg')).toEqual({ ok: true, width: 8, height: 8 });
    expect(checkImage(tinyWebp(), 'webp')).toEqual({ ok: true, width: 1, height: 1 });
    expect(checkImage(heicDeclaring(4032, 3024), 'heic')).toEqual({ ok: true, width: 4032, height: 3024 });
  });

  it('refuses more pixels than the cap, and accepts exactly the cap', () => {
    const side = Math.floor(Math.sqrt(UPLOAD_MAX_PIXELS));
    expect(checkImage(heicDeclaring(side, side), 'heic').ok).toBe(true);
    expect(checkImage(heicDeclaring(side + 1, side + 1), 'heic')).toEqual({ ok: false, reason: 'too-many-pixels' });
  });

  it('refuses bytes after the end, but allows zero padding and appended whole JPEGs', () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    expect(checkImage(Buffer.concat([solidPng(), page]), 'png')).toEqual({ ok: false, reason: 'trailing-data' });
    expect(checkImage(Buffer.concat([greyJpeg(), page]), 'jpg')).toEqual({ ok: false, reason: 'trailing-data' });
    expect(checkImage(Buffer.concat([greyJpeg(), Buffer.alloc(32)]), 'jpg').ok).toBe(true);
    expect(checkImage(Buffer.concat([greyJpeg(), greyJpeg()]), 'jpg').ok).toBe(true);
  });

  it('refuses markup in metadata, and a header with no picture behind it', () => {
    const jpeg = greyJpeg();
    const comment = Buffer.from('<svg onload=alert(1)>');
    const withComment = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0, comment.length + 2]),
      comment,
      jpeg.subarray(2),
    ]);
    expect(checkImage(withComment, 'jpg')).toEqual({ ok: false, reason: 'markup' });
    expect(checkImage(jpeg.subarray(0, 20), 'jpg')).toEqual({ ok: false, reason: 'malformed' });
    expect(checkImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'jpg')).toEqual({ ok: false, reason: 'malformed' });
  });
});
