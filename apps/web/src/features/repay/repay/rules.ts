import { type DetailRow, REPAY_DETAIL_ROWS_COLLAPSED, REPAY_REQUEST_TYPE } from '@loan/contract';

/** The repayment's purpose from the page query: `requestType=3` leaves the loan in its cooling-off period. */
export function repayPurposeFrom(search: URLSearchParams): 1 | 3 {
  return search.get('requestType') === String(REPAY_REQUEST_TYPE.coolingOff)
    ? REPAY_REQUEST_TYPE.coolingOff
    : REPAY_REQUEST_TYPE.repay;
}

/** The detail rows on screen: the first two until the borrower asks for the rest. */
export function visibleDetailRows(rows: readonly DetailRow[], expanded: boolean): readonly DetailRow[] {
  return expanded ? rows : rows.slice(0, REPAY_DETAIL_ROWS_COLLAPSED);
}

/** The toggle shows only when there is something to show or hide. */
export function hasHiddenRows(rows: readonly DetailRow[]): boolean {
  return rows.length > REPAY_DETAIL_ROWS_COLLAPSED;
}

/** A row's value as shown: money formatted by the wording set, text as given. */
export function detailValue(row: DetailRow, money: (minor: number) => string): string {
  return row.format === 'money' ? money(row.value) : row.value;
}
