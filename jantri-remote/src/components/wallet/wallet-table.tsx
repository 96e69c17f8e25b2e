import { useJantriT } from '../../lib/i18n';
import { useSpecWords } from '../../lib/spec-words';
import type { Key, ReactNode } from 'react';
import { DataTable, type Column } from '@bgmi/shared/ui-kit';

interface WalletTableProps<Row> {
  isPending: boolean;
  error: Error | null;
  /** The words when the failure has no message of its own. */
  errorFallback: string;
  /** The words when there are no rows. */
  empty: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  label?: string;
}

/** A wallet page's table: loading, the failure's words, or the rows (the kit's DataTable). */
export function WalletTable<Row>({
  isPending,
  error,
  errorFallback,
  empty,
  columns,
  rows,
  rowKey,
  label,
}: WalletTableProps<Row>) {
  const t = useJantriT();
  const say = useSpecWords();
  if (isPending) {
    return (
      <p className="page-loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (error) {
    return (
      <p className="form-error" role="alert">
        {say(error.message || errorFallback)}
      </p>
    );
  }
  return (
    <DataTable
      className="wui-table"
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      empty={empty}
      label={label}
    />
  );
}
