import { describe, expect, it } from 'vitest';
import { type ComplaintType, checkTypePair } from './complaint-types.ts';

const TYPES: ComplaintType[] = [
  { id: 1, parentId: null, title: 'Collection' },
  { id: 2, parentId: null, title: 'Repayment' },
  { id: 101, parentId: 1, title: 'Rude language' },
];

describe('checkTypePair', () => {
  it('accepts a type with one of its own sub-types', () => {
    expect(checkTypePair(TYPES, 1, 101)).toEqual({ ok: true });
  });
  it('accepts a type without sub-types when none is given', () => {
    expect(checkTypePair(TYPES, 2, undefined)).toEqual({ ok: true });
  });
  it('refuses an unknown type and a sub-type used as a type', () => {
    expect(checkTypePair(TYPES, 9, undefined)).toEqual({ ok: false, problem: 'typeUnknown' });
    expect(checkTypePair(TYPES, 101, undefined)).toEqual({ ok: false, problem: 'typeUnknown' });
  });
  it('requires a sub-type where the type has them, and refuses one where it has none', () => {
    expect(checkTypePair(TYPES, 1, undefined)).toEqual({ ok: false, problem: 'subTypeRequired' });
    expect(checkTypePair(TYPES, 1, 2)).toEqual({ ok: false, problem: 'subTypeUnknown' });
    expect(checkTypePair(TYPES, 2, 101)).toEqual({ ok: false, problem: 'subTypeUnknown' });
  });
});
