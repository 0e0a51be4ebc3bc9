import type { AnnualCostRule } from '@loan/contract';

/** The annual cost as the market states it: CAT with one decimal (as Banxico publishes it), APR with two (RBI's KFS). */
export const annualCostText = (pct: number, rule: Pick<AnnualCostRule, 'decimals'>): string =>
  pct.toFixed(rule.decimals);
