#!/usr/bin/env node
/**
 * Byte budget of the web app's screens: what the browser must load before each screen's first render, gzipped,
 * against the budget (measured by scripts/measure-bytes.mjs, the same module the benchmark report uses). Exits 1
 * when a screen goes over budget, 2 when there is nothing to measure.
 *
 * Usage: npm run build -w apps/web && node scripts/budget.mjs
 */
import { BUDGET, KB, MeasureError, measureScreens, PROMO_BUDGET, STAFF_BUDGET } from './measure-bytes.mjs';

let rows;
try {
  rows = measureScreens();
} catch (error) {
  if (!(error instanceof MeasureError)) throw error;
  console.error(`budget: ${error.message}`);
  process.exit(error.exitCode);
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const header = ['route module', 'path', 'JS gzip KB', 'CSS gzip KB', 'JS brotli KB', 'budget'];
const table = rows.map((r) => [
  r.module,
  r.path,
  kb(r.js.gzip),
  kb(r.css.gzip),
  kb(r.js.brotli),
  `${r.over ? 'OVER' : 'ok'} (≤ ${r.budget.jsKb})`,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) =>
  cells.map((cell, i) => (i >= 2 && i <= 4 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');

console.log(
  `Budget per screen before first render: JS ≤ ${BUDGET.jsKb} KB gzip (promotion landing ≤ ${PROMO_BUDGET.jsKb} KB, support desk console ≤ ${STAFF_BUDGET.jsKb} KB), CSS ≤ ${BUDGET.cssKb} KB gzip (1 KB = ${KB} B)\n`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));

const preview = rows.find((r) => r.module === 'test-preview');
if (preview) {
  console.log(
    `\nTest preview page (/testPreview): ${kb(preview.js.gzip)} KB JS gzip, ${kb(preview.css.gzip)} KB CSS gzip before first render.`,
  );
}

const over = rows.filter((r) => r.over);
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map((r) => r.module).join(', ')}`);
  process.exit(1);
}
console.log('\nAll screens within budget.');
