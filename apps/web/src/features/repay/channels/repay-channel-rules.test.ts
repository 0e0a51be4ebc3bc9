import { describe, expect, it } from 'vitest';
import { repayInstructionHref } from './repay-channel-rules.ts';

describe('repayInstructionHref', () => {
  it('opens /carpmm with the request type, the amount in minor units and the channel', () => {
    expect(repayInstructionHref(1, 502_958, 'OXXO')).toBe('/carpmm?requestType=1&amount=502958&payCode=OXXO');
    expect(repayInstructionHref(2, 60_900, '7ELEVEN')).toBe('/carpmm?requestType=2&amount=60900&payCode=7ELEVEN');
  });
});
