/** The targets. Reported met or missed, never asserted by a test. */
export const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 95,
  lcpMs: 1_200,
  tbtMs: 100,
  cls: 0,
  /** From first paint to the first tap that has its effect, at 4× CPU and Slow 4G (bench/lib/first-tap.mjs). */
  firstTapMs: 100,
  /** With throttling applied to the real network and CPU (Lighthouse `throttlingMethod: devtools`). */
  appliedLcpMs: 1_800,
  /**
   * API reads on real PostgreSQL at 32 connections: share of the minimal loan-details route's throughput (one fused
   * prepared statement, no write: the practical limit of this machine), and p99.
   */
  readRatio: 0.5,
  readP99Ms: 50,
};

/** Which Lighthouse targets a page's figures miss (empty when all are met). */
export function lighthouseMisses(row) {
  const misses = [];
  if (row.throttlingMethod === 'devtools') {
    if (row.lcpMs === null || row.lcpMs > TARGETS.appliedLcpMs) misses.push('LCP');
    return misses;
  }
  if (row.performance === null || row.performance < TARGETS.performance) misses.push('performance');
  if (row.accessibility === null || row.accessibility < TARGETS.accessibility) misses.push('accessibility');
  if (row.bestPractices === null || row.bestPractices < TARGETS.bestPractices) misses.push('best-practices');
  if (row.lcpMs === null || row.lcpMs > TARGETS.lcpMs) misses.push('LCP');
  if (row.tbtMs === null || row.tbtMs > TARGETS.tbtMs) misses.push('TBT');
  if (row.cls === null || row.cls > TARGETS.cls) misses.push('CLS');
  return misses;
}

/** Which API targets a read on PostgreSQL misses. */
export function apiMisses(row) {
  const misses = [];
  if (row.ratio < TARGETS.readRatio) misses.push('throughput');
  if (row.p99Ms > TARGETS.readP99Ms) misses.push('p99');
  if (row.non2xx > 0 || row.errors > 0) misses.push('errors');
  return misses;
}
