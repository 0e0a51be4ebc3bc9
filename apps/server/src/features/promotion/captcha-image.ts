import { randomInt } from 'node:crypto';
import { PROMO_CAPTCHA_MAX } from '@loan/contract';

/**
 * Picture captcha drawn on the server as an SVG of stroked glyph paths: no `<text>` element and no font, so the
 * answer is not in the markup; each glyph is jittered, rotated, skewed and crossed by noise curves.
 *
 * Characters that read alike (0/O/D/Q, 1/I/L, 2/Z, 5/S, 6/G, 8/B) are left out of the alphabet.
 */
type Point = readonly [number, number];
type Stroke = readonly Point[];

/** Each glyph on a 6 × 10 grid (x right, y down), as polylines. */
const GLYPHS: Record<string, readonly Stroke[]> = {
  '3': [
    [
      [0, 1],
      [2, 0],
      [5, 0],
      [6, 1.5],
      [6, 3.5],
      [4.5, 5],
      [2, 5],
    ],
    [
      [4.5, 5],
      [6, 6.5],
      [6, 8.5],
      [5, 10],
      [2, 10],
      [0, 9],
    ],
  ],
  '4': [
    [
      [5, 10],
      [5, 0],
      [0, 7],
      [6, 7],
    ],
  ],
  '7': [
    [
      [0, 0],
      [6, 0],
      [2, 10],
    ],
  ],
  '9': [
    [
      [6, 3.5],
      [4.5, 5],
      [1.5, 5],
      [0, 3.5],
      [0, 1.5],
      [1.5, 0],
      [4.5, 0],
      [6, 1.5],
      [6, 6],
      [4.5, 9],
      [2.5, 10],
      [0.5, 9.5],
    ],
  ],
  A: [
    [
      [0, 10],
      [3, 0],
      [6, 10],
    ],
    [
      [1.2, 6.5],
      [4.8, 6.5],
    ],
  ],
  C: [
    [
      [6, 1.5],
      [4.5, 0],
      [2, 0],
      [0, 2],
      [0, 8],
      [2, 10],
      [4.5, 10],
      [6, 8.5],
    ],
  ],
  E: [
    [
      [6, 0],
      [0, 0],
      [0, 10],
      [6, 10],
    ],
    [
      [0, 5],
      [4.5, 5],
    ],
  ],
  F: [
    [
      [6, 0],
      [0, 0],
      [0, 10],
    ],
    [
      [0, 5],
      [4.5, 5],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 10],
    ],
    [
      [6, 0],
      [6, 10],
    ],
    [
      [0, 5],
      [6, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 10],
    ],
    [
      [6, 0],
      [0, 6],
    ],
    [
      [2, 4.5],
      [6, 10],
    ],
  ],
  M: [
    [
      [0, 10],
      [0, 0],
      [3, 6],
      [6, 0],
      [6, 10],
    ],
  ],
  N: [
    [
      [0, 10],
      [0, 0],
      [6, 10],
      [6, 0],
    ],
  ],
  P: [
    [
      [0, 10],
      [0, 0],
      [4.5, 0],
      [6, 1.5],
      [6, 3.5],
      [4.5, 5],
      [0, 5],
    ],
  ],
  R: [
    [
      [0, 10],
      [0, 0],
      [4.5, 0],
      [6, 1.5],
      [6, 3.5],
      [4.5, 5],
      [0, 5],
    ],
    [
      [3, 5],
      [6, 10],
    ],
  ],
  T: [
    [
      [0, 0],
      [6, 0],
    ],
    [
      [3, 0],
      [3, 10],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 8],
      [1.5, 10],
      [4.5, 10],
      [6, 8],
      [6, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [3, 10],
      [6, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1.5, 10],
      [3, 4],
      [4.5, 10],
      [6, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [6, 10],
    ],
    [
      [6, 0],
      [0, 10],
    ],
  ],
  Y: [
    [
      [0, 0],
      [3, 5],
      [6, 0],
    ],
    [
      [3, 5],
      [3, 10],
    ],
  ],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;

/** A uniformly random float in [min, max) from the operating system's CSPRNG. */
const between = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

export function randomCaptchaAnswer(length: number = PROMO_CAPTCHA_MAX): string {
  let answer = '';
  for (let i = 0; i < length; i += 1) answer += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return answer;
}

const round = (n: number) => Math.round(n * 10) / 10;
const COLOURS = ['#1d3f8a', '#7a1f5c', '#0f5e4a', '#5b3a0e', '#33316e', '#8a2d1d'];

function glyphPath(char: string, index: number, count: number): string {
  const strokes = GLYPHS[char];
  if (!strokes) throw new Error(`No captcha glyph for ${char}`);
  const cell = (CAPTCHA_WIDTH - 12) / count;
  const scale = between(2.3, 2.8);
  const cx = 6 + cell * index + cell / 2 + between(-2, 2);
  const cy = CAPTCHA_HEIGHT / 2 + between(-3, 3);
  const angle = (between(-28, 28) * Math.PI) / 180;
  const skew = between(-0.3, 0.3);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = ([gx, gy]: Point): Point => {
    // Jitter every point so two drawings of one character never match, then skew, scale, rotate and place.
    const x = (gx - 3 + between(-0.35, 0.35)) * scale;
    const y = (gy - 5 + between(-0.35, 0.35)) * scale;
    const sx = x + skew * y;
    return [round(cx + sx * cos - y * sin), round(cy + sx * sin + y * cos)];
  };
  const d = strokes
    .map((stroke) =>
      stroke
        .map(place)
        .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`)
        .join(''),
    )
    .join('');
  const colour = COLOURS[randomInt(0, COLOURS.length)];
  return `<path d="${d}" stroke="${colour}" stroke-width="${round(between(2, 2.8))}"/>`;
}

function noiseCurve(): string {
  const y = () => round(between(4, CAPTCHA_HEIGHT - 4));
  const colour = COLOURS[randomInt(0, COLOURS.length)];
  return `<path d="M0 ${y()}C${round(between(20, 50))} ${y()} ${round(between(70, 100))} ${y()} ${CAPTCHA_WIDTH} ${y()}" stroke="${colour}" stroke-width="1.2" opacity="0.7"/>`;
}

function noiseDot(): string {
  return `<circle cx="${round(between(0, CAPTCHA_WIDTH))}" cy="${round(between(0, CAPTCHA_HEIGHT))}" r="${round(between(0.6, 1.6))}" fill="${COLOURS[randomInt(0, COLOURS.length)]}"/>`;
}

/** The SVG document of an answer. */
export function renderCaptchaSvg(answer: string): string {
  const glyphs = [...answer].map((char, i) => glyphPath(char, i, answer.length)).join('');
  const curves = Array.from({ length: 3 }, noiseCurve).join('');
  const dots = Array.from({ length: 36 }, noiseDot).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f3f5fa"/>${dots}` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${glyphs}${curves}</g></svg>`
  );
}
