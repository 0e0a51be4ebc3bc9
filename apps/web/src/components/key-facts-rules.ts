import type { AnnualCostKind, AnnualCostRule } from '@loan/contract';
import type { WordingKey } from '@/i18n/es.ts';

/** The annual cost as the market states it: CAT with one decimal (as Banxico publishes it), APR with two (RBI's KFS). */
export const annualCostText = (pct: number, rule: Pick<AnnualCostRule, 'decimals'>): string =>
  pct.toFixed(rule.decimals);

/**
 * The words of each annual-cost figure: its name, and the line that states it as its regulator requires (the CAT
 * "sin IVA", for information and comparison; the APR with every fee), with `{pct}` and `{tax}` values.
 */
export const ANNUAL_COST_WORDING = {
  CAT: { name: 'keyFacts.kindCAT', statement: 'keyFacts.costCAT' },
  APR: { name: 'keyFacts.kindAPR', statement: 'keyFacts.costAPR' },
} as const satisfies Record<AnnualCostKind, { name: WordingKey; statement: WordingKey }>;
