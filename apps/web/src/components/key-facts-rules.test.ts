import { INDIA, MEXICO } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { annualCostText } from './key-facts-rules.ts';

describe('annualCostText', () => {
  it('states a CAT with one decimal in Mexico and an APR with two in India', () => {
    expect(annualCostText(55.34, MEXICO.annualCost)).toBe('55.3');
    expect(annualCostText(55.8, INDIA.annualCost)).toBe('55.80');
  });
});
