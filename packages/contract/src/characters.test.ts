import { describe, expect, it } from 'vitest';
import { characterCount, clampCharacters } from './characters.ts';

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
