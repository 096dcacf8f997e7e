import type { ReactNode } from 'react';
import './controls.css';
import { useOverflows } from './use-overflows.ts';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  /** Right-aligned numbers, or a narrow actions column. */
  align?: 'start' | 'end';
  /** Header shown only to screen readers (e.g. an actions column). */
  headerHidden?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  rowTestId?(row: Row): string;
  /** Highlights a row (e.g. the one selected). */
  isRowCurrent?(row: Row): boolean;
  /** A class for a row that must stand out (e.g. a late job on the bay board). */
  rowClassName?(row: Row): string | undefined;
  'data-testid'?: string;
}

/**
 * A plain, semantic table for short live lists (waiting customers, bookings): real `th`/`td`, a
 * caption, horizontal scroll on narrow screens. Interactive cells hold ordinary buttons, so the
 * keyboard simply tabs through them.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  rowTestId,
  isRowCurrent,
  rowClassName,
  'data-testid': testId,
}: DataTableProps<Row>) {
  const [scroller, overflows] = useOverflows();
  if (rows.length === 0) {
    return (
      <div className="ui-table__empty" data-testid={testId ? `${testId}-empty` : undefined}>
        {empty}
      </div>
    );
  }
  return (
    // On a narrow screen the table scrolls sideways: the box then takes the focus (named after the
    // table), so arrow keys scroll it even when no cell holds a button.
    <div
      ref={scroller}
      className="ui-table__scroll"
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <table className="ui-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.align === 'end' ? 'ui-table__cell--end' : undefined}
              >
                {column.headerHidden ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId?.(row)}
              className={rowClassName?.(row)}
              aria-current={isRowCurrent?.(row) ? 'true' : undefined}
            >
              {columns.map((column) => (
                <td key={column.id} className={column.align === 'end' ? 'ui-table__cell--end' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
