import type { Key, ReactNode } from 'react';
import { DataTable, type Column } from '@bgmi/shared/ui-kit';
import { useJantriT } from '../../lib/i18n';
import { errorText } from '../../lib/error-text';

interface LedgerTableProps<Row> {
  /** The query whose rows the table shows. */
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    data: readonly Row[] | undefined;
  };
  /** The words when the failure has no message of its own. */
  errorFallback: string;
  /** The words when there are no rows. */
  empty: ReactNode;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
  /** The loading line's words (default: Loading...). */
  loadingText?: string;
  /** Inside a section the page already draws: no section of its own. */
  bare?: boolean;
}

/** A ledger screen's list: loading, the failure's words, its empty line or the kit's DataTable. */
export function LedgerTable<Row>({
  query,
  errorFallback,
  empty,
  columns,
  rowKey,
  loadingText,
  bare = false,
}: LedgerTableProps<Row>) {
  const tj = useJantriT();
  const body = query.isPending ? (
    <p className="page-loading">{loadingText ?? tj('common.loading')}</p>
  ) : query.isError ? (
    <p className="form-error">{errorText(query.error, errorFallback)}</p>
  ) : (
    <DataTable columns={columns} rows={query.data} rowKey={rowKey} empty={empty} />
  );
  return bare ? body : <div className="ledger-section">{body}</div>;
}
