import { type DetailRow, formatMoney, INDIA, MEXICO } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { detailValue, hasHiddenRows, repayPurposeFrom, visibleDetailRows } from './rules.ts';

const rows: DetailRow[] = [
  { text: 'Loan amount', format: 'money', value: 500_000 },
  { text: 'Interest', format: 'money', value: 2_958 },
  { text: 'Days overdue', format: 'text', value: '0' },
  { text: 'Already paid', format: 'money', value: 0 },
];

describe('repay detail rows', () => {
  it('shows the first two rows collapsed and all of them expanded', () => {
    expect(visibleDetailRows(rows, false).map((r) => r.text)).toEqual(['Loan amount', 'Interest']);
    expect(visibleDetailRows(rows, true)).toHaveLength(4);
  });

  it('offers the toggle only when rows are hidden', () => {
    expect(hasHiddenRows(rows)).toBe(true);
    expect(hasHiddenRows(rows.slice(0, 2))).toBe(false);
  });

  it('formats money rows in the wording set currency, from minor units', () => {
    expect(detailValue(rows[0] as DetailRow, (m) => formatMoney(m, MEXICO))).toBe('$5,000.00');
    expect(detailValue(rows[1] as DetailRow, (m) => formatMoney(m, INDIA))).toBe('₹29.58');
    expect(detailValue(rows[2] as DetailRow, (m) => formatMoney(m, MEXICO))).toBe('0');
  });
});

describe('repayPurposeFrom', () => {
  it('is the cooling-off exit only for requestType=3, an ordinary repayment otherwise', () => {
    expect(repayPurposeFrom(new URLSearchParams('requestType=3'))).toBe(3);
    expect(repayPurposeFrom(new URLSearchParams('requestType=2'))).toBe(1);
    expect(repayPurposeFrom(new URLSearchParams(''))).toBe(1);
  });
});
