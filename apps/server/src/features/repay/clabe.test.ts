import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, clabeOf, isValidClabe } from './clabe.ts';

// Published examples: Wikipedia's worked example (bank 032, plaza 180), the ABM sample CLABE validators document
// (Banamex 002, plaza 010), and a payment provider's published test CLABE (HSBC 021).
const PUBLISHED = ['032180000118359719', '002010077777777771', '021790064060296642'];

describe('CLABE', () => {
  it('accepts published CLABEs and computes their check digit', () => {
    for (const clabe of PUBLISHED) {
      expect(isValidClabe(clabe)).toBe(true);
      expect(clabeCheckDigit(clabe.slice(0, 17))).toBe(Number(clabe[17]));
    }
  });

  it('builds the worked example from its parts', () => {
    expect(clabeOf('032180', '00011835971')).toBe('032180000118359719');
    expect(clabeOf('002010', '07777777777')).toBe('002010077777777771');
  });

  it('refuses a wrong check digit, a swapped pair, and anything that is not 18 digits', () => {
    expect(isValidClabe('032180000118359718')).toBe(false);
    expect(isValidClabe('032180000118359791')).toBe(false);
    expect(isValidClabe('03218000011835971')).toBe(false);
    expect(isValidClabe('0321800001183597190')).toBe(false);
    expect(isValidClabe('03218000011835971a')).toBe(false);
    expect(isValidClabe('0321 8000 0118 3597 19')).toBe(false);
  });

  it('catches every single-digit change of a valid CLABE', () => {
    const clabe = '646180157000000004'; // the shape this server issues: STP (646), plaza 180
    expect(isValidClabe(clabe)).toBe(true);
    for (let i = 0; i < 18; i += 1) {
      for (let d = 0; d <= 9; d += 1) {
        if (String(d) === clabe[i]) continue;
        expect(isValidClabe(clabe.slice(0, i) + d + clabe.slice(i + 1))).toBe(false);
      }
    }
  });

  it('refuses parts of the wrong length', () => {
    expect(() => clabeOf('64618', '00000000001')).toThrow();
    expect(() => clabeOf('646180', '0000000001')).toThrow();
    expect(() => clabeCheckDigit('1234')).toThrow();
  });
});
