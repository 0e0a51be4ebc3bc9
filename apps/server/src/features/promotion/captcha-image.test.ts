import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_PNG_BYTES,
  CAPTCHA_STYLES,
  CAPTCHA_WIDTH,
  padPng,
  randomCaptchaAnswer,
  renderCaptchaPng,
} from './captcha-image.ts';

describe('captcha image', () => {
  it('draws answers of 4 characters from an alphabet without look-alikes', () => {
    for (let i = 0; i < 50; i += 1) expect(randomCaptchaAnswer()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0124579ABDFGIJLOQSVWXZ]/);
  });

  it('is a PNG of pixels only, of one fixed length whatever the answer, and differs every time', async () => {
    const drawings = await Promise.all(
      ['KMHK', 'CCCC', '3333', 'KMHK'].flatMap((answer) => [
        renderCaptchaPng(answer, CAPTCHA_STYLES.normal),
        renderCaptchaPng(answer, CAPTCHA_STYLES.hard),
      ]),
    );
    for (const png of drawings) {
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.length).toBe(CAPTCHA_PNG_BYTES);
      // Pixels only: no text chunk, no markup, and the padding carries zeros. (A byte search for the answer in the
      // whole file would be meaningless: palette entries and compressed pixels are arbitrary bytes.)
      const chunks = pngChunks(png);
      expect(
        chunks.map((c) => c.type).filter((t) => !['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'paDd', 'IEND'].includes(t)),
      ).toEqual([]);
      expect(chunks.find((c) => c.type === 'paDd')?.data.every((byte) => byte === 0)).toBe(true);
      expect(png.toString('latin1')).not.toMatch(/<svg|<path/);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    }
    expect(drawings[0]?.equals(drawings[6] ?? Buffer.alloc(0))).toBe(false);
  });

  it('pads with a chunk decoders skip, and refuses to cut a PNG that is already longer', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const padded = padPng(png, png.length + 100);
    expect(padded?.length).toBe(png.length + 100);
    expect((await sharp(padded ?? Buffer.alloc(0)).metadata()).width).toBe(4);
    expect(padPng(png, png.length - 1)).toBeNull();
  });
});

/** The chunks of a PNG, in file order (signature skipped). */
function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at + 12 <= png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}
