import type { ReactNode } from 'react';

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
}

/**
 * Every list of the console: a real table (headers announced with each cell), scrolled sideways inside its own
 * focusable region on a narrow tablet rather than squeezed.
 */
export function StaffTable<Row>({ caption, columns, rows, rowKey, empty, rowTone }: StaffTableProps<Row>) {
  if (rows.length === 0) return <p className="staff-empty">{empty}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="staff-table-scroll" aria-label={caption} tabIndex={0}>
      <table className="staff-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'staff-table__num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowTone?.(row) === 'alert' ? 'staff-table__row--alert' : undefined}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? 'staff-table__num' : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
