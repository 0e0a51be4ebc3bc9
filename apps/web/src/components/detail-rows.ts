import type { DetailRow } from '@loan/contract';

/** Rows worth showing: a money row of 0 or a text row with nothing in it says nothing, so the loan detail hides it. */
export function visibleRows(rows: readonly DetailRow[]): DetailRow[] {
  return rows.filter((row) =>
    row.format === 'money' ? row.value !== 0 : row.value.trim() !== '' && row.value !== '0',
  );
}
