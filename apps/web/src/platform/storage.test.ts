import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readJson, readJsonAs, removeItem, writeJson } from './storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage', () => {
  it('round-trips a value as JSON', () => {
    expect(writeJson('local', 'k', { a: 1 })).toBe(true);
    expect(readJson('local', 'k')).toEqual({ a: 1 });
  });

  it('keeps local and session apart', () => {
    writeJson('session', 'k', 'session');
    expect(readJson('local', 'k')).toBeUndefined();
    expect(readJson('session', 'k')).toBe('session');
  });

  it('answers undefined for text that is not JSON', () => {
    localStorage.setItem('k', '{broken');
    expect(readJson('local', 'k')).toBeUndefined();
  });

  it('answers undefined when the value does not match the schema', () => {
    writeJson('local', 'k', { a: 'x' });
    expect(readJsonAs('local', 'k', z.object({ a: z.number() }))).toBeUndefined();
  });

  it('does not throw when the storage refuses to write', () => {
    vi.stubGlobal('localStorage', {
      setItem() {
        throw new Error('QuotaExceededError');
      },
    });
    expect(writeJson('local', 'k', 1)).toBe(false);
  });

  it('removes a key', () => {
    writeJson('local', 'k', 1);
    removeItem('local', 'k');
    expect(readJson('local', 'k')).toBeUndefined();
  });
});
