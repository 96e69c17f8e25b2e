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
}

/** A ledger screen's list: loading, the failure's words, its empty line or the kit's DataTable. */
export function LedgerTable<Row>({
  query,
  errorFallback,
  empty,
  columns,
  rowKey,
}: LedgerTableProps<Row>) {
  const tj = useJantriT();
  return (
    <div className="ledger-section">
      {query.isPending ? (
        <p className="page-loading">{tj('common.loading')}</p>
      ) : query.isError ? (
        <p className="form-error">{errorText(query.error, errorFallback)}</p>
      ) : (
        <DataTable columns={columns} rows={query.data} rowKey={rowKey} empty={empty} />
      )}
    </div>
  );
}
