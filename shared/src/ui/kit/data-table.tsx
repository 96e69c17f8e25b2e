import type { Key, ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { useUiT } from '../i18n';

export interface Column<Row> {
  /** The header text. */
  header: ReactNode;
  /** The cell of one row. */
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
  /** A class of one row's cell beside `className` (a colour by the value). */
  cellClass?: (row: Row) => string;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => Key;
  /** While the first load runs: a busy line instead of the table. */
  loading?: boolean;
  loadingText?: ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  caption?: ReactNode;
  /** The table's accessible name when it has no caption (aria-label). */
  label?: string;
  className?: string;
  /** Rows under the body (a TOTAL row), in the table's tfoot. */
  footer?: ReactNode;
}

/** A scrollable table of rows, with its loading and empty states. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading = false,
  loadingText,
  empty,
  caption,
  label,
  className,
  footer,
}: DataTableProps<Row>) {
  const t = useUiT();
  if (loading && !rows?.length) {
    return (
      <p className="page-empty" role="status" aria-busy="true">
        {loadingText ?? t('loading')}
      </p>
    );
  }
  if (!rows?.length) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="table-wrap">
      <table className={className ? `table ${className}` : 'table'} aria-label={label}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row, rowIndex)}>
              {columns.map((column, index) => (
                <td
                  key={index}
                  className={
                    [column.className, column.cellClass?.(row)].filter(Boolean).join(' ') ||
                    undefined
                  }
                  // Names the column of a stacked row on a phone (.table-stack).
                  data-label={typeof column.header === 'string' ? column.header : undefined}
                >
                  {column.cell(row, rowIndex)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}
