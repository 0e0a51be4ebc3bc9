import { describe, expect, it } from 'vitest';
import { digitGroups, repayInstructionHref } from './repay-channel-rules.ts';

describe('repayInstructionHref', () => {
  it('opens /carpmm with the request type and the channel, never an amount', () => {
    expect(repayInstructionHref(1, 'OXXO')).toBe('/carpmm?requestType=1&payCode=OXXO');
    expect(repayInstructionHref(2, '7ELEVEN')).toBe('/carpmm?requestType=2&payCode=7ELEVEN');
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
