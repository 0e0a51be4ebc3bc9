import { BitArray, Code128Reader, DecodeHintType } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { BARCODE_MODULE, code128Svg } from './barcode.ts';
import { referenceFromBody } from './rules.ts';

/**
 * Reads the bars back out of the SVG (each `M x …` of a path of stroke width w is a bar from x − w/2 to x + w/2),
 * turns them into one scan line of modules and hands it to ZXing's Code 128 reader: the barcode is proven by an
 * independent decoder, not by looking at the SVG.
 */
function scanLine(svg: string): BitArray {
  const width = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const row = new BitArray(width / BARCODE_MODULE);
  for (const path of svg.matchAll(/stroke-width="(\d+)" d="([^"]+)"/g)) {
    const strokeWidth = Number(path[1]);
    for (const move of (path[2] ?? '').matchAll(/M(\d+(?:\.\d+)?) /g)) {
      const left = Number(move[1]) - strokeWidth / 2;
      for (let x = left; x < left + strokeWidth; x += BARCODE_MODULE) row.set(x / BARCODE_MODULE);
    }
  }
  return row;
}

function decode(svg: string): string {
  const hints = new Map([[DecodeHintType.ASSUME_GS1, false]]);
  return new Code128Reader().decodeRow(0, scanLine(svg), hints).getText();
}

describe('code128Svg', () => {
  it('draws a Code 128 barcode that a scanner decodes back to the reference', () => {
    const reference = referenceFromBody('987654321012345');
    expect(decode(code128Svg(reference))).toBe(reference);
  });

  it('decodes every reference of a sample, odd digits and leading nines included', () => {
    for (const body of ['100000000000000', '999999999999999', '314159265358979', '271828182845904']) {
      const reference = referenceFromBody(body);
      expect(decode(code128Svg(reference))).toBe(reference);
    }
  });

  it('is a standalone SVG on a white background with quiet zones', () => {
    const svg = code128Svg(referenceFromBody('123456789012345'));
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('fill="#FFFFFF"');
    const firstBar = Math.min(...[...svg.matchAll(/M(\d+) /g)].map((m) => Number(m[1])));
    expect(firstBar).toBeGreaterThanOrEqual(10 * BARCODE_MODULE);
  });

  it('a damaged bar no longer decodes to the reference (the check symbol is real)', () => {
    const reference = referenceFromBody('123456789012345');
    const line = scanLine(code128Svg(reference));
    // Flip a module in the middle of the data symbols.
    line.flip(60);
    let text: string | undefined;
    try {
      text = new Code128Reader().decodeRow(0, line, new Map()).getText();
    } catch {
      text = undefined;
    }
    expect(text).not.toBe(reference);
  });
});
