import { describe, expect, it } from 'vitest';
import { digitGroups, repayInstructionHref } from './repay-channel-rules.ts';

describe('repayInstructionHref', () => {
  it('opens /carpmm with the request type, the amount in minor units and the channel', () => {
    expect(repayInstructionHref(1, 502_958, 'OXXO')).toBe('/carpmm?requestType=1&amount=502958&payCode=OXXO');
    expect(repayInstructionHref(2, 60_900, '7ELEVEN')).toBe('/carpmm?requestType=2&amount=60900&payCode=7ELEVEN');
  });
});

describe('digitGroups', () => {
  it('cuts a 16-digit reference and an 18-digit CLABE into groups of 4, losing no digit', () => {
    expect(digitGroups('1234567890123456')).toEqual(['1234', '5678', '9012', '3456']);
    expect(digitGroups('646180157000000004')).toEqual(['6461', '8015', '7000', '0000', '04']);
    expect(digitGroups('646180157000000004').join('')).toBe('646180157000000004');
    expect(digitGroups('')).toEqual([]);
  });
});
