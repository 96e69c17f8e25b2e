import { Fragment, type Key, type ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { useUiT } from '../i18n';

export interface Column<Row> {
  /** The header text. */
  header: ReactNode;
  /** What the header's short word stands for (a tooltip: "WWCD"). */
  title?: string;
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
  /** A class of one row (a team that goes on). */
  rowClass?: (row: Row) => string | undefined;
  /** Rows drawn right under a row: the line a row opens to on a phone. */
  rowDetail?: (row: Row, index: number) => ReactNode;
  /** Drawn by its page's own styles (a streaming overlay): no kit look, no scrolling frame. */
  bare?: boolean;
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
  rowClass,
  rowDetail,
  bare = false,
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
  const tableClass = [bare ? '' : 'table', className].filter(Boolean).join(' ') || undefined;
  const table = (
    <table className={tableClass} aria-label={label}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={column.className} title={column.title}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <Fragment key={rowKey(row, rowIndex)}>
            <tr className={rowClass?.(row)}>
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
            {rowDetail?.(row, rowIndex)}
          </Fragment>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
  return bare ? table : <div className="table-wrap">{table}</div>;
}
