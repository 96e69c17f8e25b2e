import type { Key } from 'react';
import { DataTable, type Column } from '@bgmi/shared/ui-kit';
import { useAdminT } from '../i18n';
import { QueryState } from './query-state';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * An admin list (audit log, deposits, withdrawals): the query's loading, error and empty lines,
 * then its rows in the kit's table, stacked into cards on a phone.
 */
export function AdminTable<Row>({
  query,
  rows,
  columns,
  rowKey,
  label,
}: {
  query: QueryLike;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
  label: string;
}) {
  const t = useAdminT();
  return (
    <QueryState query={query} empty={!rows.length}>
      <DataTable
        className="adm-table table-stack"
        label={label}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        empty={t('state.empty')}
      />
    </QueryState>
  );
}
