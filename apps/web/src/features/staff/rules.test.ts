import { describe, expect, it } from 'vitest';
import { localInputToInstant, passwordProblem, reconciliationSince, safeNextPath } from './rules.ts';

describe('the page after signing in', () => {
  it('keeps console paths and refuses anything that leaves the console', () => {
    expect(safeNextPath('/complaint/12?x=1')).toBe('/complaint/12?x=1');
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('//evil.test/x')).toBe('/');
    expect(safeNextPath('https://evil.test')).toBe('/');
    expect(safeNextPath('/\\evil.test')).toBe('/');
  });
});

describe('a new password', () => {
  it('must be long enough and typed twice the same', () => {
    expect(passwordProblem('short', 'short', 12)).toBe('staff.passwordTooShort');
    expect(passwordProblem('long-enough-pass', 'long-enough-pasS', 12)).toBe('staff.passwordsDiffer');
    expect(passwordProblem('long-enough-pass', 'long-enough-pass', 12)).toBeUndefined();
  });
});

describe('the time a phone complaint came in', () => {
  it('is read in the agent market’s zone', () => {
    expect(localInputToInstant('2026-11-26T10:00', 'America/Mexico_City')).toBe('2026-11-26T16:00:00.000Z');
    expect(localInputToInstant('2026-11-26T10:00', 'Asia/Kolkata')).toBe('2026-11-26T04:30:00.000Z');
    expect(localInputToInstant('26/11/2026', 'Asia/Kolkata')).toBeUndefined();
  });
});

describe('reconciliationSince', () => {
  const now = new Date('2026-11-27T18:00:00Z');
  it('keeps a chosen day and falls back to a week ago for none or a malformed one', () => {
    expect(reconciliationSince('2026-11-01', now)).toBe('2026-11-01');
    expect(reconciliationSince(null, now)).toBe('2026-11-20');
    expect(reconciliationSince('2026-13-45', now)).toBe('2026-11-20');
    expect(reconciliationSince('yesterday', now)).toBe('2026-11-20');
  });
});
