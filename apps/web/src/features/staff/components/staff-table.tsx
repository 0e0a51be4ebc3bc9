import type { ReactNode } from 'react';
import './staff-table.css';

export interface StaffColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Numbers and amounts line up on the right. */
  numeric?: boolean;
}

export interface StaffTableProps<Row> {
  caption: string;
  columns: readonly StaffColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: string;
  /** A row to call out (an overdue complaint). */
  rowTone?: (row: Row) => 'alert' | undefined;
  /**
   * `fit`: a table of many columns and long words that must not be scrolled sideways: headers wrap, ids break, and on
   * a phone each row becomes a card of `header: value` lines. Otherwise the table scrolls inside its own region.
   */
  layout?: 'scroll' | 'fit';
}

/**
 * Every list of the console: a real table (headers announced with each cell), scrolled sideways inside its own
 * focusable region on a narrow tablet rather than squeezed.
 */
export function StaffTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  rowTone,
  layout = 'scroll',
}: StaffTableProps<Row>) {
  if (rows.length === 0) return <p className="staff-empty">{empty}</p>;
  const fit = layout === 'fit';
  // Roles spelled out: a table whose rows are laid out as cards keeps them in every engine (WebKit drops them).
  const role = (name: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'cell') => (fit ? name : undefined);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="staff-table-scroll" aria-label={caption} tabIndex={0}>
      <table className={fit ? 'staff-table staff-table--fit' : 'staff-table'} role={role('table')}>
        <caption className="visually-hidden">{caption}</caption>
        <thead role={role('rowgroup')}>
          <tr role={role('row')}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role={role('columnheader')}
                className={column.numeric ? 'staff-table__num' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={role('rowgroup')}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role={role('row')}
              className={rowTone?.(row) === 'alert' ? 'staff-table__row--alert' : undefined}
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  role={role('cell')}
                  data-label={fit ? column.header : undefined}
                  className={column.numeric ? 'staff-table__num' : undefined}
                >
                  {/* One box beside the header's label, however many nodes the value is. */}
                  {fit ? <span>{column.render(row)}</span> : column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
