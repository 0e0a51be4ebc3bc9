import { describe, expect, it } from 'vitest';
import { parseLandingState, serializeLandingState } from './landing-state.ts';

const template = {
  id: 2,
  market: 'IN',
  wording: 'en',
  content: {
    title: 'A loan </script><script>alert(1)</script>',
    subtitle: 'Apply with your mobile number.',
    amountText: 'Up to {amount}',
    buttonText: 'Apply now',
    agreementText: 'By applying you accept the loan agreement.',
    bannerUrl: '/media/promo/banner-1.svg',
    downloadUrl: '/promo.html#/downloadTemplate',
    maxAmount: 500_000,
  },
} as const;

describe("the landing's state block", () => {
  it('travels without a `<` that could end its script block, and reads back as written', () => {
    const text = serializeLandingState({ template });
    expect(text).not.toContain('<');
    expect(parseLandingState(text)).toEqual({ template });
  });

  it('is ignored when missing, not JSON, or not the shape the server writes', () => {
    expect(parseLandingState(null)).toBeUndefined();
    expect(parseLandingState('')).toBeUndefined();
    expect(parseLandingState('{')).toBeUndefined();
    expect(parseLandingState('{"launch":{},"queries":{"queries":[]}}')).toBeUndefined();
    expect(parseLandingState(JSON.stringify({ template: { ...template, id: '2' } }))).toBeUndefined();
    expect(parseLandingState(JSON.stringify({ template: { ...template, content: null } }))).toBeUndefined();
  });
});
