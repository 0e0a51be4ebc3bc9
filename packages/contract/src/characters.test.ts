import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { problemSave } from './calls/index.ts';
import { characterCount, characters, clampCharacters } from './characters.ts';
import { COMPLAINT_TEXT_MAX } from './constants.ts';

describe('characterCount', () => {
  it('counts what a person sees as one character as one', () => {
    expect(characterCount('hola')).toBe(4);
    expect(characterCount('😀😀')).toBe(2);
    expect('😀😀'.length).toBe(4);
    expect(characterCount('👍🏽')).toBe(1);
    expect(characterCount('👨‍👩‍👧‍👦')).toBe(1);
    expect(characterCount('é')).toBe(1);
    expect(characterCount('مرحبا')).toBe(5);
  });
});

describe('clampCharacters', () => {
  it('cuts to whole characters, never half an emoji', () => {
    expect(clampCharacters('ab😀cd', 3)).toBe('ab😀');
    expect(clampCharacters('abc', 5)).toBe('abc');
  });
});

describe('the complaint description limit', () => {
  const complaint = (problemDetail: string) => problemSave.request.safeParse({ problemType: 2, problemDetail });

  it('takes 200 characters however many UTF-16 units they are, and no more', () => {
    expect(complaint('😀'.repeat(COMPLAINT_TEXT_MAX)).success).toBe(true);
    expect(complaint('👨‍👩‍👧‍👦'.repeat(COMPLAINT_TEXT_MAX)).success).toBe(true);
    expect(complaint('😀'.repeat(COMPLAINT_TEXT_MAX + 1)).success).toBe(false);
    expect(complaint('x'.repeat(COMPLAINT_TEXT_MAX + 1)).success).toBe(false);
  });
});

describe('text below the combining marks', () => {
  const segmented = (text: string) =>
    Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
  const simpleText = fc.string({
    unit: fc.oneof(
      fc.constantFrom('\r', '\n', 'ñ', ' '),
      fc.integer({ min: 0, max: 0x2ff }).map((code) => String.fromCharCode(code)),
    ),
  });

  it('is split as the segmenter splits it, a carriage return and line feed being one', () => {
    expect(characters('¿Qué pasó?\r\nÑandú')).toEqual(segmented('¿Qué pasó?\r\nÑandú'));
    expect(characterCount('a\r\nb\n\rc')).toBe(6);
    fc.assert(
      fc.property(simpleText, (text) => {
        expect(characters(text)).toEqual(segmented(text));
      }),
    );
  });

  it('leaves anything beyond it to the segmenter', () => {
    expect(characterCount('e\u0301')).toBe(1);
    expect(characterCount('ab😀\r\n')).toBe(4);
  });
});
