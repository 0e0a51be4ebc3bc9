import { randomBytes, randomInt } from 'node:crypto';
import { PROMO_CAPTCHA_MAX } from '@loan/contract';
import sharp from 'sharp';
import { GLYPHS, type Point } from './captcha-glyphs.ts';

/**
 * The picture captcha: a PNG drawn on the server. The characters are stroked from their own polylines (no font), each
 * one rotated, skewed, scaled and made narrower or wider at random, placed close enough to touch when bent, then the whole
 * drawing is bent by a random wave; a curve nearly as thick as the strokes binds every character into one piece of ink
 * (so cutting the ink into its connected pieces finds no characters), thinner curves in the same inks run through it,
 * background-coloured cuts break strokes apart, and specks and grain cover the picture. Nothing of the answer is in
 * the file but its pixels: the SVG built here never leaves the server, and every PNG is padded to one fixed length.
 */
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

/** Twice the size the page shows (120 × 44 CSS pixels), so a phone's high-density screen shows it sharp. */
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 88;
/** Every image is padded to exactly this many bytes, so the length says nothing about the characters drawn. */
export const CAPTCHA_PNG_BYTES = 24_576;

export interface CaptchaStyle {
  /** Largest rotation of a character either way, in degrees. */
  rotation: number;
  /** Distance between character centres as a fraction of a character's width (below 1 they overlap). */
  advance: readonly [number, number];
  /** Amplitude in pixels of the wave that bends the whole drawing. */
  warp: number;
  /** Curves stroked like characters through the text. */
  decoys: number;
  /**
   * Curves as thick as the characters' own strokes, run through the whole text: every character touches them, so the
   * ink is one connected piece that no thinning takes apart.
   */
  binders: number;
  /** Each character's width is its height's times a factor in this range: character widths say nothing of cuts. */
  widths: readonly [number, number];
  /** Background-coloured cuts through the text. */
  cuts: number;
  /** Dark specks per 1 000 pixels. */
  specks: number;
  /** Brightness noise per pixel, ± this much. */
  grain: number;
}

/** `normal` for everyone; `hard` when an address or the whole service sends unusually many codes. */
export const CAPTCHA_STYLES = {
  normal: {
    rotation: 10,
    advance: [1.04, 1.14],
    warp: 4,
    decoys: 1,
    binders: 1,
    widths: [0.88, 1.15],
    cuts: 1,
    specks: 5,
    grain: 14,
  },
  hard: {
    rotation: 14,
    advance: [1.02, 1.12],
    warp: 5,
    decoys: 2,
    binders: 1,
    widths: [0.85, 1.15],
    cuts: 2,
    specks: 8,
    grain: 20,
  },
} as const satisfies Record<string, CaptchaStyle>;
export type CaptchaMode = keyof typeof CAPTCHA_STYLES;

/** A uniformly random float in [min, max) from the operating system's CSPRNG. */
const between = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)] as T;

export function randomCaptchaAnswer(length: number = PROMO_CAPTCHA_MAX): string {
  let answer = '';
  for (let i = 0; i < length; i += 1) answer += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return answer;
}

const INKS = ['#1d3f8a', '#7a1f5c', '#0f5e4a', '#5b3a0e', '#33316e', '#8a2d1d', '#222222'];
const PAPERS = ['#f3f5fa', '#f6f2ea', '#eef6f0', '#f7eff3'];
const TINTS = ['#dde6f7', '#f1e3cf', '#d9efe0', '#f3dbe6', '#e6e0f5'];

/** One random wave per drawing, applied to every point of every stroke. */
function randomWarp(amplitude: number): (p: Point) => Point {
  const px = between(70, 130);
  const py = between(40, 80);
  const phaseX = between(0, 2 * Math.PI);
  const phaseY = between(0, 2 * Math.PI);
  return ([x, y]) => [
    x + amplitude * 0.6 * Math.sin((2 * Math.PI * y) / py + phaseX),
    y + amplitude * Math.sin((2 * Math.PI * x) / px + phaseY),
  ];
}

/** Points every `step` along a polyline, so the wave bends straight strokes instead of moving their ends only. */
function subdivide(points: readonly Point[], step: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < points.length - 1; i += 1) {
    const [x0, y0] = points[i] as Point;
    const [x1, y1] = points[i + 1] as Point;
    const pieces = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 0; k < pieces; k += 1) out.push([x0 + ((x1 - x0) * k) / pieces, y0 + ((y1 - y0) * k) / pieces]);
  }
  const last = points.at(-1);
  if (last) out.push(last);
  return out;
}

const polyline = (points: readonly Point[]) =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join('');

const strokeWidth = () => between(4.8, 6.2).toFixed(1);

function glyphPaths(answer: string, style: CaptchaStyle, warp: (p: Point) => Point): string {
  const chars = [...answer];
  const scales = chars.map(() => between(4.5, 5.3));
  const widths = chars.map(() => between(...style.widths));
  // Centre to centre: half of each neighbour's drawn width, times the advance (below 1 they overlap).
  const drawn = (i: number) => 6 * (scales[i] ?? 5) * (widths[i] ?? 1);
  const gaps = chars.map((_, i) => (i === 0 ? 0 : (between(...style.advance) * (drawn(i - 1) + drawn(i))) / 2));
  const span = gaps.reduce((sum, gap) => sum + gap, 0);
  let cx = (CAPTCHA_WIDTH - span) / 2 + between(-10, 10);
  const baseY = CAPTCHA_HEIGHT / 2 + between(-4, 4);
  return chars
    .map((char, i) => {
      const strokes = GLYPHS[char];
      if (!strokes) throw new Error(`No captcha glyph for ${char}`);
      cx += gaps[i] ?? 0;
      const cy = baseY + between(-4, 4);
      const scale = scales[i] ?? 5;
      const width = widths[i] ?? 1;
      const angle = (between(-style.rotation, style.rotation) * Math.PI) / 180;
      const skew = between(-0.3, 0.3);
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      const place = ([gx, gy]: Point): Point => {
        const x = (gx - 3 + between(-0.12, 0.12)) * scale * width * between(0.97, 1.03);
        const y = (gy - 5 + between(-0.12, 0.12)) * scale;
        const sx = x + skew * y;
        return warp([cx + sx * cos - y * sin, cy + sx * sin + y * cos]);
      };
      const d = strokes.map((stroke) => polyline(subdivide(stroke, 0.5).map(place))).join('');
      return `<path d="${d}" stroke="${pick(INKS)}" stroke-width="${strokeWidth()}"/>`;
    })
    .join('');
}

/** A cubic curve across part of the text band, sampled and bent like the characters. */
function curve(warp: (p: Point) => Point, long: boolean): Point[] {
  const x0 = long ? between(-10, 40) : between(20, CAPTCHA_WIDTH - 90);
  const x3 = long ? between(CAPTCHA_WIDTH - 40, CAPTCHA_WIDTH + 10) : x0 + between(35, 80);
  const y = () => between(CAPTCHA_HEIGHT * 0.2, CAPTCHA_HEIGHT * 0.8);
  const [y0, y1, y2, y3] = [y(), y(), y(), y()];
  const [x1, x2] = [x0 + (x3 - x0) / 3, x0 + (2 * (x3 - x0)) / 3];
  const at = (t: number, a: number, b: number, c: number, d: number) =>
    (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t ** 2 * c + t ** 3 * d;
  const points: Point[] = [];
  for (let k = 0; k <= 24; k += 1) {
    const t = k / 24;
    points.push(warp([at(t, x0, x1, x2, x3), at(t, y0, y1, y2, y3)]));
  }
  return points;
}

/** The drawing as an SVG document; it stays on the server and is only ever sent as pixels. */
function captchaSvg(answer: string, style: CaptchaStyle): string {
  const warp = randomWarp(style.warp);
  const paper = pick(PAPERS);
  const tints = Array.from(
    { length: 4 },
    () =>
      `<ellipse cx="${between(0, CAPTCHA_WIDTH).toFixed(0)}" cy="${between(0, CAPTCHA_HEIGHT).toFixed(0)}" rx="${between(20, 70).toFixed(0)}" ry="${between(10, 40).toFixed(0)}" fill="${pick(TINTS)}"/>`,
  ).join('');
  const decoys = Array.from(
    { length: style.decoys },
    (_, i) =>
      `<path d="${polyline(curve(warp, i % 2 === 0))}" stroke="${pick(INKS)}" stroke-width="${i % 2 === 0 ? between(2, 3.2).toFixed(1) : between(3.4, 4.8).toFixed(1)}"/>`,
  ).join('');
  const binders = Array.from(
    { length: style.binders },
    () =>
      `<path d="${polyline(curve(warp, true))}" stroke="${pick(INKS)}" stroke-width="${between(3.8, 4.6).toFixed(1)}"/>`,
  ).join('');
  // Cuts run steeply, so they nick strokes apart without erasing a crossbar along its length (H would read as U).
  const cuts = Array.from({ length: style.cuts }, () => {
    const x = between(40, CAPTCHA_WIDTH - 40);
    const lean = between(-25, 25);
    const ends: Point[] = [
      [x - lean, between(0, CAPTCHA_HEIGHT * 0.2)],
      [x + lean, between(CAPTCHA_HEIGHT * 0.8, CAPTCHA_HEIGHT)],
    ];
    return `<path d="${polyline(subdivide(ends, 4).map(warp))}" stroke="${paper}" stroke-width="${between(1.6, 2.6).toFixed(1)}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${paper}"/>${tints}` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${glyphPaths(answer, style, warp)}${binders}${decoys}${cuts}</g></svg>`
  );
}

/** Grain on every pixel and dark specks, straight into the raster (too many to draw as shapes). */
function roughen(rgb: Buffer, style: CaptchaStyle): void {
  const pixels = CAPTCHA_WIDTH * CAPTCHA_HEIGHT;
  const noise = randomBytes(pixels);
  for (let p = 0; p < pixels; p += 1) {
    const delta = Math.round((((noise[p] ?? 128) - 127.5) / 127.5) * style.grain);
    for (let c = 0; c < 3; c += 1) rgb[p * 3 + c] = Math.max(0, Math.min(255, (rgb[p * 3 + c] ?? 0) + delta));
  }
  const specks = Math.round((pixels / 1000) * style.specks);
  for (let s = 0; s < specks; s += 1) {
    const x = randomInt(0, CAPTCHA_WIDTH - 1);
    const y = randomInt(0, CAPTCHA_HEIGHT - 1);
    const shade = randomInt(20, 110);
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const)
      rgb.fill(shade, ((y + dy) * CAPTCHA_WIDTH + x + dx) * 3, ((y + dy) * CAPTCHA_WIDTH + x + dx) * 3 + 3);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/**
 * Pads a PNG to `total` bytes with a private ancillary chunk (`paDd`: decoders skip chunks they do not know) of zeros
 * before IEND. Answers null when the PNG is already too long.
 */
export function padPng(png: Buffer, total: number): Buffer | null {
  const iend = png.length - 12;
  const dataLength = total - png.length - 12;
  if (dataLength < 0 || png.toString('latin1', iend + 4, iend + 8) !== 'IEND') return null;
  const chunk = Buffer.alloc(12 + dataLength);
  chunk.writeUInt32BE(dataLength, 0);
  chunk.write('paDd', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + dataLength)), 8 + dataLength);
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

/** Draws `answer` as a PNG of exactly CAPTCHA_PNG_BYTES bytes. */
export async function renderCaptchaPng(answer: string, style: CaptchaStyle = CAPTCHA_STYLES.normal): Promise<Buffer> {
  // A drawing whose compressed pixels do not fit is drawn again (new random choices, same answer).
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const rgb = await sharp(Buffer.from(captchaSvg(answer, style)))
      .removeAlpha()
      .raw()
      .toBuffer();
    roughen(rgb, style);
    const png = await sharp(rgb, { raw: { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, channels: 3 } })
      .png({ palette: true, colours: 32, dither: 0.6, effort: 1, compressionLevel: 9 })
      .toBuffer();
    const padded = padPng(png, CAPTCHA_PNG_BYTES);
    if (padded) return padded;
  }
  throw new Error('captcha drawing does not fit its byte size');
}
