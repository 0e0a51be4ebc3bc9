import { describe, expect, it } from 'vitest';
import { uuidV4 } from './uuid.ts';

describe('uuidV4', () => {
  it('has the 8-4-4-4-12 shape with version 4 and the RFC variant', () => {
    expect(uuidV4()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('differs between calls', () => {
    expect(uuidV4()).not.toBe(uuidV4());
  });

  it('sets the version bits whatever the random bytes', () => {
    expect(uuidV4((b) => b.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
