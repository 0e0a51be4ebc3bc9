import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BenchFigure {
  measure: string;
  value: number | string;
  target: string;
  met: boolean;
}

/**
 * Suites that measure something the benchmark report shows (security, reliability, scale) write their figures
 * here when `npm run bench` runs them with `BENCH_FIGURES_DIR` set; in an ordinary test run this does nothing.
 */
export function writeBenchFigures(suite: string, rows: BenchFigure[], notes: string[] = []): void {
  const dir = process.env.BENCH_FIGURES_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = suite.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  writeFileSync(join(dir, `${file}.json`), `${JSON.stringify({ suite, rows, notes }, null, 2)}\n`);
}

/** `npm run bench` asks suites for more iterations than a CI run can afford. */
export const isBenchRun = () => process.env.BENCH === '1';
